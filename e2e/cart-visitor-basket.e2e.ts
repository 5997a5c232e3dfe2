import { localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { addFromProductPage, cartKit, waitForMarker } from './cart-kit.ts';
import { catalogueApi, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, documentLanguage, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe("An anonymous visitor's basket", () => {
  it('is kept in local storage: it survives a reload and shows on the cart page with retail prices', async () => {
    const product = await productFor('Stock', await catalogue.token(dealer), 1);
    const english = await catalogue.product('en', product.product.id);
    const key = {
      productId: product.product.id,
      variantId: product.product.colors[product.colorCode]?.firstVariantId ?? '',
      unitOfMeasure: 'CU',
    };
    const retail = await catalogue.price(key, { currencyCode: (await catalogue.getArea('en')).currencyCode });
    const page = await newPage();
    const url = `${localizeContentUrl(english.url, 'en')}?colorCode=${product.colorCode}`;

    const miniCart = await addFromProductPage(page, 'en', url);

    const summary = miniCart.getByRole('region', { name: uiText('en', 'cart.order-type-Stock') });
    await summary
      .getByText(shownMoney(retail.price.netUnitPrice, retail.currencyCode, 'en'), { exact: true })
      .waitFor();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('_carts') ?? 'null'));
    expect(stored).toEqual({ Stock: [{ productKey: key, quantity: 1 }] });

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await waitForMarker(page, 'en', 1);

    await gotoHydrated(page, localizePath('cart', 'en'));
    const main = page.getByRole('main');
    const order = main.getByRole('region', { name: uiText('en', 'cart.order-type-Stock') });
    await order.getByRole('link', { name: english.name }).waitFor();
    await order
      .getByText(shownMoney(retail.price.netUnitPrice, retail.currencyCode, 'en'), { exact: true })
      .first()
      .waitFor();
    expect(await main.getByRole('link', { name: uiText('en', 'cart.checkout') }).isVisible()).toBe(true);
  });

  it('joins the customer basket after login, and is then gone from local storage', async () => {
    const customer = 'store.us@nordlys.demo';
    const customerToken = await catalogue.token(customer);
    await emptyCarts(customerToken);
    const product = await productFor('Stock', await catalogue.token(dealer), 1);
    const english = await catalogue.product('en', product.product.id);
    const page = await newPage();
    const miniCart = await addFromProductPage(
      page,
      'en',
      `${localizeContentUrl(english.url, 'en')}?colorCode=${product.colorCode}`,
    );
    await miniCart.getByRole('region', { name: uiText('en', 'cart.order-type-Stock') }).waitFor();

    await login(page, customer);
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'en'));

    await waitForMarker(page, 'en', 1);
    await page.waitForFunction(() => window.localStorage.getItem('_carts') === null);
    const lines = (await openCarts(customerToken)).flatMap((cart) => cart.lines);
    expect(lines.map((line) => [line.productKey.variantId, line.quantity])).toEqual([
      [product.product.colors[product.colorCode]?.firstVariantId, 1],
    ]);
    await emptyCarts(customerToken);
  });

  it('opens the Danish cart page at /da/kurv', async () => {
    const page = await newPage();

    const response = await gotoHydrated(page, localizePath('cart', 'da'));

    expect(response?.status()).toBe(200);
    expect(currentPath(page)).toBe('/da/kurv');
    expect(await documentLanguage(page)).toBe('da');
    expect(await mainHeading(page).textContent()).toBe(uiText('da', 'cart.title'));
    await page
      .getByRole('main')
      .getByRole('heading', { name: uiText('da', 'cart.empty-title') })
      .waitFor();
    await page.getByRole('main').getByText(uiText('da', 'cart.empty-hint')).waitFor();
  });
});
