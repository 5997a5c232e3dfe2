import {
  type Cart,
  type CheckoutOrderType,
  type LanguageCode,
  languageCodes,
  localizePath,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addFromProductPage, cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp, shownMoney } from './catalogue-api.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { addLine, colorsFor, emptyCarts, openCarts, productFor, stockCart } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The dealer's cart of an order type as CalculateCart answers it now. */
async function calculated(token: string, orderType: CheckoutOrderType): Promise<Cart> {
  const cart = (await openCarts(token)).find((candidate) => candidate.orderType === orderType);
  if (!cart) throw new Error(`The dealer has no ${orderType} cart`);
  const body = { area: area('da'), cartId: cart.cartId };
  return (await catalogue.call(endpoints.cart.calculateCart, { body }, token)).cart;
}

const basketButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(uiText(language, 'cart.mini-cart'))}`) });

describe("A Danish dealer's baskets", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('exports the stock basket as Excel and imports it back unchanged', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const cart = await stockCart(token);
    const productKey = {
      productId: stock.product.id,
      variantId: stock.product.colors[stock.colorCode]?.firstVariantId ?? '',
      unitOfMeasure: 'CU',
    };
    await catalogue.call(
      endpoints.cart.addOrUpdateLines,
      { body: { area: area('da'), cartId: cart.cartId, lines: [{ productKey, quantity: 2 }] } },
      token,
    );
    const page = await loggedIn(dealer, 'da');
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

  it.each(languageCodes)(
    'explains the summer shop row: Spring/Summer goods from stock, counted in the baskets above (%s)',
    async (language) => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const summer = (await colorsFor('Stock', token)).find(
        (pick) =>
          pick.onHand >= 2 && /summer/i.test(pick.product.colors[pick.colorCode]?.seasonDescription ?? ''),
      );
      if (!summer) throw new Error('The demo has no Spring/Summer colour in stock');
      await addLine('Stock', summer.product, summer.colorCode, 2, token);
      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, localizePath('cart', language));
      const row = page.getByRole('main').locator('.cart-overview__row.is-summer-shop');
      await row.getByText(uiText(language, 'cart.summary-summer-shop')).waitFor();
      await row.getByText(uiText(language, 'cart.summary-summer-shop-note'), { exact: true }).waitFor();
      await row.getByText(`(${uiCount(language, 'cart.quantity-pieces', 2)})`).waitFor();
    },
  );

  it('cuts a stock line to what stock can deliver when its quantity is raised, and says so beside it (issue 28)', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const variantId = stock.product.colors[stock.colorCode]?.firstVariantId;
    const variant = stock.product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) throw new Error('no first size');
    // What the Stock basket can take: on hand and arriving, B2B (the product call answers the dealer's stock).
    const can = stock.product.stocks
      .filter((row) => row.variantId === variantId && row.unitId === 'CU' && row.volume > 0)
      .reduce((sum, row) => sum + row.volume, 0);
    await addLine('Stock', stock.product, stock.colorCode, 1, token);
    const page = await loggedIn(dealer, 'da');
    await gotoHydrated(page, localizePath('cart', 'da'));

    const asked = 99_999;
    const field = page.getByLabel(uiText('da', 'cart.quantity-of', { name: stock.product.name }));
    await field.fill(String(asked));
    await field.press('Enter');
    const line = uiText('da', 'cart.line-name', {
      name: stock.product.name,
      colorName: stock.product.colors[stock.colorCode]?.colorName ?? '',
      size: variant.size,
    });
    await page
      .getByText(
        uiText('da', 'cart.reduced.stock', { line, quantity: String(can), requested: String(asked) }),
        {
          exact: true,
        },
      )
      .waitFor();
    const [saved] = (await openCarts(token)).flatMap((cart) => cart.lines);
    expect(saved?.quantity).toBe(can);
    // The quantity field shows the quantity the cart now has.
    await expect.poll(() => field.inputValue()).toBe(String(can));
  });

  it('adds a stock and a preorder item, sees the marker and both summaries, minimums, changes and deletes', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token);
    const preorder = await productFor('Preorder', token);
    const page = await loggedIn(dealer, 'da');
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
      await summary.getByText(uiCount('da', 'cart.quantity-pieces', 1), { exact: true }).waitFor();
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
    await main.getByRole('heading', { name: uiText('da', 'cart.empty-title') }).waitFor();
    expect(await basketButton(page, 'da').textContent()).toBe(uiText('da', 'cart.mini-cart'));
    expect((await openCarts(token)).flatMap((cart) => cart.lines)).toEqual([]);
  });
});

describe('A basket under its minimum beside one that meets it (issue 20 item 2)', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it.each(languageCodes)(
    'goes to checkout with the basket that meets it, which the checkout counts as 1 product (%s)',
    async (language) => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const preorder = await productFor('Preorder', token);
      const stock = await productFor('Stock', token, 1);
      const one = await addLine('Preorder', preorder.product, preorder.colorCode, 1, token);
      const minimum = one.calculation?.minimum;
      const unit = one.lines[0]?.netUnitPrice?.priceWithoutVat ?? 0;
      if (!minimum || unit <= 0) throw new Error('The preorder line was not priced');
      const pieces = Math.ceil(minimum.threshold / unit) + 1;
      expect(
        (await addLine('Preorder', preorder.product, preorder.colorCode, pieces - 1, token)).calculation
          ?.minimum?.met,
      ).toBe(true);
      const stockCart = await addLine('Stock', stock.product, stock.colorCode, 1, token);
      const under = stockCart.calculation?.minimum;
      if (!under?.messageKey || under.met) throw new Error('One stock piece meets the minimum');

      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, localizePath('cart', language));
      const main = page.getByRole('main');
      // The basket under its minimum says so; the checkout is open for the other one, and says which.
      await main
        .getByText(
          uiText(language, under.messageKey, { amount: shownMoney(under.threshold, 'DKK', language) }),
        )
        .waitFor();
      await main
        .getByText(
          uiText(language, 'cart.checkout-only', { baskets: uiText(language, 'cart.basket-Preorder') }),
        )
        .waitFor();
      expect(await main.getByRole('button', { name: uiText(language, 'cart.checkout') }).count()).toBe(0);
      await main.getByRole('link', { name: uiText(language, 'cart.checkout'), exact: true }).click();

      await page.waitForURL((url) => url.pathname === localizePath('checkout', language));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const choice = (orderType: CheckoutOrderType) =>
        page.getByRole('checkbox', {
          name: new RegExp(`^${escapeRegExp(uiText(language, `cart.order-type-${orderType}`))}`),
        });
      await choice('Preorder').waitFor();
      expect(await choice('Preorder').isChecked()).toBe(true);
      expect(await choice('Stock').isChecked()).toBe(false);
      const counted = `${uiCount(language, 'checkout.orderTypes.products', 1)}, ${uiCount(language, 'cart.quantity-pieces', pieces)}`;
      await page
        .getByText(new RegExp(`^${escapeRegExp(counted)}`))
        .first()
        .waitFor();
    },
  );
});
