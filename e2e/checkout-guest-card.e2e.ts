import { localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartKit, continueButton, expectStep } from './cart-kit.ts';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** A product in stock that an anonymous visitor sees a retail price for (so the page offers the basket). */
async function retailStockProduct() {
  const currencyCode = (await catalogue.getArea('en')).currencyCode;
  for (const pick of await colorsFor('Stock', await catalogue.token(dealer))) {
    if (pick.onHand < 2) continue;
    const key = {
      productId: pick.product.id,
      variantId: pick.product.colors[pick.colorCode]?.firstVariantId ?? null,
      unitOfMeasure: 'CU',
    };
    const found = await catalogue.price(key, { currencyCode }).catch(() => null);
    if (found) return pick;
  }
  throw new Error('The demo has no product in stock with a retail price');
}

describe('An anonymous visitor checks out as a guest by card', () => {
  it('is declined, returns to checkout with the message, pays again and sees the receipt', async () => {
    const pick = await retailStockProduct();
    const page = await newPage();
    // Product URLs are per language: the English page of the product.
    const english = await catalogue.product('en', pick.product.id);
    await gotoHydrated(page, `${localizeContentUrl(english.url, 'en')}?colorCode=${pick.colorCode}`);
    await page.getByRole('button', { name: uiText('en', 'product.add-to-basket'), exact: true }).click();
    await page.waitForFunction(() => window.localStorage.getItem('_carts')?.includes('Stock'));

    await gotoHydrated(page, localizePath('checkout', 'en'));
    await page
      .getByRole('checkbox', { name: new RegExp(`^${uiText('en', 'cart.order-type-Stock')}`) })
      .waitFor();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.shipping');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.name'), exact: true })
      .fill('Ida Holm');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.address1'), exact: true })
      .fill('Vestergade 3');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.postalCode'), exact: true })
      .fill('8000');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.city'), exact: true })
      .fill('Aarhus C');
    await page
      .getByRole('combobox', { name: uiText('en', 'checkout.address.country'), exact: true })
      .selectOption('DK');
    await page
      .getByRole('textbox', { name: uiText('en', 'checkout.address.email'), exact: true })
      .fill('ida@example.com');
    await page.getByRole('radio', { name: /Standard parcel \(DHL\)/ }).waitFor();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.billing');
    await page
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(uiText('en', 'checkout.acceptTerms'))}`) })
      .check();
    await continueButton(page, 'en').click();

    await expectStep(page, 'en', 'checkout.step.payment');
    const card = page.getByRole('radio', { name: new RegExp(`^${uiText('en', 'checkout.payment.card')}`) });
    await card.waitFor();
    // A guest is offered card only.
    expect(await page.getByRole('radio', { name: uiText('en', 'checkout.payment.account') }).count()).toBe(0);
    expect(await card.isChecked()).toBe(true);
    await page.getByRole('button', { name: uiText('en', 'checkout.placeOrder'), exact: true }).click();

    // The hosted test gateway: decline first.
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath('checkout', 'en'));
    const returned = new URL(page.url()).searchParams;
    expect(returned.get('payment')).toBe('declined');
    await page
      .getByRole('alert')
      .filter({ hasText: uiText('en', 'checkout.payment.declined') })
      .waitFor();

    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page
      .getByRole('button', { name: uiText('en', 'checkout.paymentReturned.retry'), exact: true })
      .click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', 'en'));
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId).toBe(returned.get('orderId'));
    expect(currentPath(page)).toBe('/checkout/receipt');
    expect(await mainHeading(page).textContent()).toBe(uiText('en', 'receipt.title'));
    await page
      .getByRole('heading', { name: uiText('en', 'receipt.orderNumber', { orderNumber: orderId ?? '' }) })
      .waitFor();
    await page.getByText(uiText('en', 'checkout.payment.card'), { exact: true }).waitFor();
    // The local basket's lines are in the order now.
    await page.waitForFunction(() => !window.localStorage.getItem('_carts')?.includes('Stock'));
  });
});
