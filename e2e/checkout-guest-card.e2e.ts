import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { gatewayTexts } from '../apps/api/src/modules/payment/test-gateway-page.ts';
import { cartKit, continueButton, expectStep, standardParcel } from './cart-kit.ts';
import { catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { colorsFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** A product in stock that an anonymous visitor sees a retail price for (so the page offers the basket). */
async function retailStockProduct(language: LanguageCode) {
  const currencyCode = (await catalogue.getArea(language)).currencyCode;
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
  it.each(languageCodes)(
    'is declined, returns to checkout with the message, pays again and sees the receipt (%s)',
    async (language) => {
      const pick = await retailStockProduct(language);
      const page = await newPage();
      // Product URLs are per language: the page of the product in this language.
      const product = await catalogue.product(language, pick.product.id);
      await gotoHydrated(page, `${localizeContentUrl(product.url, language)}?colorCode=${pick.colorCode}`);
      await page
        .getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true })
        .click();
      await page.waitForFunction(() => window.localStorage.getItem('_carts')?.includes('Stock'));

      await gotoHydrated(page, localizePath('checkout', language));
      await page
        .getByRole('checkbox', { name: new RegExp(`^${uiText(language, 'cart.order-type-Stock')}`) })
        .waitFor();
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.shipping');
      await page
        .getByRole('textbox', { name: uiText(language, 'checkout.address.name'), exact: true })
        .fill('Ida Holm');
      await page
        .getByRole('textbox', { name: uiText(language, 'checkout.address.address1'), exact: true })
        .fill('Vestergade 3');
      await page
        .getByRole('textbox', { name: uiText(language, 'checkout.address.postalCode'), exact: true })
        .fill('8000');
      await page
        .getByRole('textbox', { name: uiText(language, 'checkout.address.city'), exact: true })
        .fill('Aarhus C');
      await page
        .getByRole('combobox', { name: uiText(language, 'checkout.address.country'), exact: true })
        .selectOption('DK');
      await page
        .getByRole('textbox', { name: uiText(language, 'checkout.address.email'), exact: true })
        .fill('ida@example.com');
      await standardParcel(page, language).waitFor();
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.billing');
      await page
        .getByRole('checkbox', {
          name: new RegExp(`^${escapeRegExp(uiText(language, 'checkout.acceptTerms'))}`),
        })
        .check();
      await continueButton(page, language).click();

      await expectStep(page, language, 'checkout.step.payment');
      const card = page.getByRole('radio', {
        name: new RegExp(`^${uiText(language, 'checkout.payment.card')}`),
      });
      await card.waitFor();
      // A guest is offered card only.
      expect(
        await page.getByRole('radio', { name: uiText(language, 'checkout.payment.account') }).count(),
      ).toBe(0);
      expect(await card.isChecked()).toBe(true);
      await page.getByRole('button', { name: uiText(language, 'checkout.placeOrder'), exact: true }).click();

      // The hosted test gateway, in the payer's language: decline first.
      const gateway = gatewayTexts[language];
      const decline = page.getByRole('button', { name: gateway.buttons.decline, exact: true });
      await decline.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await decline.click();
      await page.waitForURL((url) => url.pathname === localizePath('checkout', language));
      const returned = new URL(page.url()).searchParams;
      expect(returned.get('payment')).toBe('declined');
      await page
        .getByRole('alert')
        .filter({ hasText: uiText(language, 'checkout.payment.declined') })
        .waitFor();

      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page
        .getByRole('button', { name: uiText(language, 'checkout.paymentReturned.retry'), exact: true })
        .click();
      await page.getByRole('button', { name: gateway.buttons.approve, exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkoutReceipt', language));
      const orderId = new URL(page.url()).searchParams.get('orderId');
      expect(orderId).toBe(returned.get('orderId'));
      expect(currentPath(page)).toBe({ en: '/checkout/receipt', da: '/da/checkout/kvittering' }[language]);
      expect(await mainHeading(page).textContent()).toBe(uiText(language, 'receipt.title'));
      await page
        .getByRole('heading', {
          name: uiText(language, 'receipt.orderNumber', { orderNumber: orderId ?? '' }),
        })
        .waitFor();
      await page.getByText(uiText(language, 'checkout.payment.card'), { exact: true }).waitFor();
      // The local basket's lines are in the order now.
      await page.waitForFunction(() => !window.localStorage.getItem('_carts')?.includes('Stock'));
    },
  );
});
