import { orderTypeForColor } from '@shop/commerce';
import {
  type CalculateCartResponse,
  type Cart,
  type CheckoutOrderType,
  defaultAreaId,
  type GetProductsByIdsResponse,
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  type Product,
} from '@shop/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueApi, escapeRegExp, shownMoney } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, documentLanguage, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The cart calls a test needs to know what the shop should show, through the same BFF as the browser. */
async function cartCall<T>(method: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const area = (languageCode: LanguageCode) => ({ areaId: defaultAreaId, languageCode });

async function openCarts(token: string): Promise<Cart[]> {
  const body = { area: area('da'), orderTypes: ['Preorder', 'Stock'] };
  return (await cartCall<{ carts: Cart[] }>('POST', '/api/Cart/GetCartsBySearch', token, body)).carts;
}

/** The dealer's cart of an order type as CalculateCart answers it now. */
async function calculated(token: string, orderType: CheckoutOrderType): Promise<Cart> {
  const cart = (await openCarts(token)).find((candidate) => candidate.orderType === orderType);
  if (!cart) throw new Error(`The dealer has no ${orderType} cart`);
  const body = { area: area('da'), cartId: cart.cartId };
  return (await cartCall<CalculateCartResponse>('POST', '/api/Cart/CalculateCart', token, body)).cart;
}

/** Start from empty carts: the demo customers are shared by every browser test of the run. */
async function emptyCarts(token: string) {
  for (const cart of await openCarts(token)) {
    await cartCall('DELETE', '/api/Cart/EmptyCart', token, { area: area('da'), cartId: cart.cartId });
  }
}

type Pick = { product: Product; colorCode: string; url: string };

/**
 * A product whose colour goes into the cart of `orderType` (the shop's own rule), seen by the dealer; for
 * Stock, its first size must have at least `onHand` pieces so the cart validation leaves the line alone.
 */
async function productFor(orderType: CheckoutOrderType, token: string, onHand = 3): Promise<Pick> {
  const hits = (await catalogue.searchProducts('da', { take: 48 })).items;
  const body = { area: area('da'), ids: hits.map((hit) => hit.id) };
  const { items } = await cartCall<GetProductsByIdsResponse>(
    'POST',
    '/api/Product/GetProductsByIds',
    token,
    body,
  );
  for (const product of Object.values(items)) {
    if (product.units[0]?.unitId !== 'CU') continue;
    for (const [colorCode, color] of Object.entries(product.colors)) {
      if (orderTypeForColor(color) !== orderType) continue;
      const stock = product.stocks
        .filter((row) => row.variantId === color.firstVariantId && row.unitId === 'CU' && !row.availableDate)
        .reduce((sum, row) => sum + row.volume, 0);
      if (orderType === 'Stock' && stock < onHand) continue;
      return { product, colorCode, url: `${localizeContentUrl(product.url, 'da')}?colorCode=${colorCode}` };
    }
  }
  throw new Error(`No product of the demo goes into a ${orderType} cart`);
}

const basketButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(uiText(language, 'cart.mini-cart'))}`) });

const marker = (language: LanguageCode, count: number) =>
  uiText(language, 'cart.marker', { count: String(count) });

/**
 * The header button's name carries the marker's count for screen readers: wait until it says `count`.
 * (Chromium puts a space between the button's flex items when it computes the name.)
 */
async function waitForMarker(page: Page, language: LanguageCode, count: number) {
  const name = new RegExp(
    `^${escapeRegExp(uiText(language, 'cart.mini-cart'))}\\s*, ${escapeRegExp(marker(language, count))}$`,
  );
  await page.getByRole('button', { name }).waitFor();
}

async function addFromProductPage(page: Page, language: LanguageCode, url: string) {
  await gotoHydrated(page, url);
  await page.getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true }).click();
  return page.getByRole('dialog', { name: uiText(language, 'cart.mini-cart-title') });
}

describe("A Danish dealer's baskets", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('exports the stock basket as Excel and imports it back unchanged', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const cart = (
      await cartCall<{ cart: Cart }>('POST', '/api/Cart/GetOrCreateCart', token, {
        area: area('da'),
        orderType: 'Stock',
      })
    ).cart;
    const productKey = {
      productId: stock.product.id,
      variantId: stock.product.colors[stock.colorCode]?.firstVariantId ?? '',
      unitOfMeasure: 'CU',
    };
    await cartCall('POST', '/api/Cart/AddOrUpdateLines', token, {
      area: area('da'),
      cartId: cart.cartId,
      lines: [{ productKey, quantity: 2 }],
    });
    const page = await newPage();
    await login(page, dealer, { language: 'da' });
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'da'));
    await gotoHydrated(page, localizePath('cart', 'da'));
    const main = page.getByRole('main');
    const exportName = uiText('da', 'cart.export', { orderType: uiText('da', 'cart.order-type-Stock') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: exportName }).click(),
    ]);
    const file = await download.path();
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    await main.getByRole('button', { name: uiText('da', 'cart.import') }).click();
    const dialog = page.getByRole('dialog', { name: uiText('da', 'cart.import-title') });
    await dialog.getByLabel(uiText('da', 'cart.import-file')).setInputFiles(file);
    await dialog.getByLabel(uiText('da', 'cart.import-order-type')).selectOption('Stock');
    await dialog.getByLabel(uiText('da', 'cart.import-override')).check();
    await dialog.getByRole('button', { name: uiText('da', 'cart.import-submit') }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByText(uiText('da', 'cart.import-done')).waitFor();
    const lines = (await openCarts(token)).flatMap((open) => open.lines);
    expect(lines.map((line) => [line.productKey, line.quantity])).toEqual([[productKey, 2]]);
    await waitForMarker(page, 'da', 2);
  });

  it('cuts a stock line to what can be delivered, with the validation warning naming the order type', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const asked = 99_999;
    const { cartId } = (
      await cartCall<{ cart: Cart }>('POST', '/api/Cart/GetOrCreateCart', token, {
        area: area('da'),
        orderType: 'Stock',
      })
    ).cart;
    await cartCall('POST', '/api/Cart/AddOrUpdateLines', token, {
      area: area('da'),
      cartId,
      lines: [
        {
          productKey: {
            productId: stock.product.id,
            variantId: stock.product.colors[stock.colorCode]?.firstVariantId,
            unitOfMeasure: 'CU',
          },
          quantity: asked,
        },
      ],
    });
    const page = await newPage();
    await login(page, dealer, { language: 'da' });
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'da'));

    await gotoHydrated(page, localizePath('cart', 'da'));

    await page.getByText(uiText('da', 'cart.validation-changed-title')).waitFor();
    const orderType = uiText('da', 'cart.order-type-Stock');
    await page.getByText(uiText('da', 'cart.validation-changed', { orderType })).waitFor();
    const [line] = (await openCarts(token)).flatMap((cart) => cart.lines);
    expect(line?.quantity).toBeGreaterThan(0);
    expect(line?.quantity).toBeLessThan(asked);
    // The quantity field shows the quantity the cart now has.
    const label = uiText('da', 'cart.quantity-of', { name: stock.product.name });
    await page.waitForFunction(
      ({ label, expected }) =>
        Array.from(document.querySelectorAll<HTMLInputElement>('main input')).some(
          (input) => input.labels?.[0]?.textContent === label && input.value === expected,
        ),
      { label, expected: String(line?.quantity) },
    );
  });

  it('adds a stock and a preorder item, sees the marker and both summaries, minimums, changes and deletes', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const preorder = await productFor('Preorder', token);
    const page = await newPage();
    await login(page, dealer, { language: 'da' });
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'da'));
    expect(await basketButton(page, 'da').textContent()).toBe(uiText('da', 'cart.mini-cart'));

    const afterStock = await addFromProductPage(page, 'da', stock.url);
    await afterStock.getByRole('region', { name: uiText('da', 'cart.order-type-Stock') }).waitFor();
    await afterStock.getByRole('button', { name: uiText('da', 'common.close') }).click();
    await waitForMarker(page, 'da', 1);

    const miniCart = await addFromProductPage(page, 'da', preorder.url);
    await waitForMarker(page, 'da', 2);
    const stockCart = await calculated(token, 'Stock');
    const preorderCart = await calculated(token, 'Preorder');
    for (const cart of [stockCart, preorderCart]) {
      const summary = miniCart.getByRole('region', {
        name: uiText('da', `cart.order-type-${cart.orderType}`),
      });
      await summary
        .getByText(uiText('da', 'cart.quantity-pieces', { count: '1' }), { exact: true })
        .waitFor();
      const subtotal = shownMoney(cart.calculation?.summary.subTotalWithoutVat ?? -1, 'DKK', 'da');
      await summary.getByText(subtotal, { exact: true }).waitFor();
    }

    await miniCart.getByRole('link', { name: uiText('da', 'cart.go-to-cart') }).click();
    await page.waitForURL(localizePath('cart', 'da'));
    await page.getByRole('heading', { level: 1, name: uiText('da', 'cart.title') }).waitFor();
    const main = page.getByRole('main');
    for (const cart of [stockCart, preorderCart]) {
      const minimum = cart.calculation?.minimum;
      if (!minimum?.messageKey) throw new Error(`The ${cart.orderType} minimum is met by one piece`);
      const amount = shownMoney(minimum.threshold, 'DKK', 'da');
      await main.getByText(uiText('da', minimum.messageKey, { amount })).waitFor();
    }
    const checkout = main.getByRole('button', { name: uiText('da', 'cart.checkout') });
    expect(await checkout.isDisabled()).toBe(true);

    // Two pieces of the stock item: the line and the marker follow.
    const stockName = stock.product.name;
    await main.getByLabel(uiText('da', 'cart.quantity-of', { name: stockName })).fill('2');
    await main.getByLabel(uiText('da', 'cart.quantity-of', { name: stockName })).press('Enter');
    await waitForMarker(page, 'da', 3);
    const twoPieces = (await calculated(token, 'Stock')).lines[0]?.netLinePrice?.priceWithoutVat ?? -1;
    const stockOrder = main.getByRole('region', { name: uiText('da', 'cart.order-type-Stock') });
    await stockOrder.getByText(shownMoney(twoPieces, 'DKK', 'da'), { exact: true }).waitFor();

    // Delete the preorder line, then set the stock line to 0: both are gone, and so is the marker.
    await main
      .getByRole('button', { name: `${uiText('da', 'cart.remove')} ${preorder.product.name}` })
      .click();
    await main
      .getByRole('region', { name: uiText('da', 'cart.order-type-Preorder') })
      .waitFor({ state: 'detached' });
    await waitForMarker(page, 'da', 2);
    await main.getByLabel(uiText('da', 'cart.quantity-of', { name: stockName })).fill('0');
    await main.getByLabel(uiText('da', 'cart.quantity-of', { name: stockName })).press('Enter');
    await main.getByText(uiText('da', 'cart.empty')).waitFor();
    expect(await basketButton(page, 'da').textContent()).toBe(uiText('da', 'cart.mini-cart'));
    expect((await openCarts(token)).flatMap((cart) => cart.lines)).toEqual([]);
  });
});

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
    await page.getByRole('main').getByText(uiText('da', 'cart.empty')).waitFor();
  });
});
