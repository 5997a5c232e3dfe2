import { orderTypeForColor } from '@shop/commerce';
import {
  type Cart,
  type CheckoutOrderType,
  type LanguageCode,
  languageCodes,
  localizeContentUrl,
  localizePath,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp, shownMoney } from './catalogue-api.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** The first 48 products of the catalogue as the holder of `token` (or anybody) sees them, in `language`. */
async function products(language: LanguageCode, token?: string): Promise<Product[]> {
  const hits = (await catalogue.searchProducts(language, { take: 48 })).items;
  const body = { area: area(language), ids: hits.map((hit) => hit.id) };
  return Object.values((await catalogue.call(endpoints.product.getProductsByIds, { body }, token)).items);
}

const productPage = (product: Product, language: LanguageCode, colorCode: string) =>
  `${localizeContentUrl(product.url, language)}?colorCode=${colorCode}`;

const addButton = (page: Page, language: LanguageCode) =>
  page.getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true });

const miniCart = (page: Page, language: LanguageCode) =>
  page.getByRole('dialog', { name: uiText(language, 'cart.mini-cart-title') });

describe('Storefront fixes of issue 20: counting, quantities and delivery texts', () => {
  it('counts packs as the pieces they hold (1 piece + 2 packs of n = 1 + 2n pcs), and says "1 item"', async () => {
    const currencyCode = (await catalogue.getArea('en')).currencyCode;
    let found: { product: Product; colorCode: string; pack: Product['units'][number] } | null = null;
    for (const product of await products('en')) {
      const pack = product.units.find((unit) => unit.unitId !== 'CU');
      const colorCode = Object.keys(product.colors).find((code) => {
        const color = product.colors[code];
        return color && orderTypeForColor(color) !== null;
      });
      if (!pack || !colorCode || product.units[0]?.unitId !== 'CU') continue;
      const key = {
        productId: product.id,
        variantId: product.colors[colorCode]?.firstVariantId ?? null,
        unitOfMeasure: 'CU',
      };
      if (await catalogue.price(key, { currencyCode }).catch(() => null)) {
        found = { product, colorCode, pack };
        break;
      }
    }
    if (!found) throw new Error('The demo has no product sold in packs with a retail price');
    const perPack = Number(found.pack.name.match(/\d+/)?.[0]);
    const color = found.product.colors[found.colorCode];
    const orderType = color ? orderTypeForColor(color) : null;
    if (!orderType) throw new Error('no basket');
    const page = await newPage();
    await gotoHydrated(page, productPage(found.product, 'en', found.colorCode));

    await addButton(page, 'en').click();
    await waitForMarker(page, 'en', 1);
    const summary = miniCart(page, 'en').getByRole('region', {
      name: uiText('en', `cart.order-type-${orderType}`),
    });
    await summary.getByText(uiCount('en', 'cart.quantity-pieces', 1), { exact: true }).waitFor();
    await miniCart(page, 'en')
      .getByRole('button', { name: uiText('en', 'common.close') })
      .click();

    await page.getByLabel(uiText('en', 'product.unit'), { exact: true }).selectOption(found.pack.unitId);
    await page.getByLabel(uiText('en', 'product.quantity'), { exact: true }).fill('2');
    await addButton(page, 'en').click();
    await summary
      .getByText(uiCount('en', 'cart.quantity-pieces', 1 + 2 * perPack), { exact: true })
      .waitFor();
  });

  it.each(languageCodes)(
    'refuses a quantity of 0 or below on the product page with a message, and adds nothing (%s)',
    async (language) => {
      const pick = await productFor('Stock', await catalogue.token(dealer), 1);
      const product = await catalogue.product(language, pick.product.id);
      const page = await newPage();
      await gotoHydrated(page, productPage(product, language, pick.colorCode));
      const quantity = page.getByLabel(uiText(language, 'product.quantity'), { exact: true });

      for (const wrong of ['0', '-2']) {
        await quantity.fill(wrong);
        await addButton(page, language).click();
        await page.getByText(uiText(language, 'product.quantity-invalid'), { exact: true }).waitFor();
        expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      }
      expect(await miniCart(page, language).count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('_carts'))).toBeNull();

      // A good quantity clears the message and is added as typed.
      await quantity.fill('2');
      await addButton(page, language).click();
      await waitForMarker(page, language, 2);
      expect(await page.getByText(uiText(language, 'product.quantity-invalid')).count()).toBe(0);
    },
  );

  it.each(languageCodes)(
    'says on the product page when a preorder is delivered and which basket a colour goes into (%s)',
    async (language) => {
      const token = await catalogue.token(dealer);
      const preorder = await productFor('Preorder', token);
      const product = await catalogue.product(language, preorder.product.id);
      const drop = product.colors[preorder.colorCode]?.deliveryDrop;
      if (!drop) throw new Error('The preorder colour has no delivery drop');
      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, productPage(product, language, preorder.colorCode));

      const date = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(drop.availableDate));
      const dropName = uiText(language, `facet.deliveryDrop.${drop.code}`);
      await page
        .getByText(uiText(language, 'product.delivery-drop', { drop: dropName, date }), { exact: true })
        .waitFor();
      const basket = uiText(language, 'cart.basket-Preorder');
      await page.getByText(uiText(language, 'cart.adds-to', { basket }), { exact: true }).waitFor();
    },
  );
});

describe("A dealer's baskets at checkout (issue 20 items 2, 4, 7, 11)", () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  /** Put `quantity` pieces of the pick's first variant into the dealer's cart of `orderType`. */
  async function addLine(
    orderType: CheckoutOrderType,
    product: Product,
    colorCode: string,
    quantity: number,
  ) {
    const cart = (
      await catalogue.call(endpoints.cart.getOrCreateCart, { body: { area: area('da'), orderType } }, token)
    ).cart;
    const productKey = {
      productId: product.id,
      variantId: product.colors[colorCode]?.firstVariantId,
      unitOfMeasure: 'CU',
    };
    const body = { area: area('da'), cartId: cart.cartId, lines: [{ productKey, quantity }] };
    await catalogue.call(endpoints.cart.addOrUpdateLines, { body }, token);
    const calc = { area: area('da'), cartId: cart.cartId };
    return (await catalogue.call(endpoints.cart.calculateCart, { body: calc }, token)).cart;
  }

  it('goes to checkout with the basket that meets its minimum, and sees the total to pay incl. VAT', async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token, 1);
    const preorder = await productFor('Preorder', token);
    const one = await addLine('Preorder', preorder.product, preorder.colorCode, 1);
    const minimum = one.calculation?.minimum;
    const unit = one.lines[0]?.netUnitPrice?.priceWithoutVat ?? 0;
    if (!minimum || unit <= 0) throw new Error('The preorder line was not priced');
    const enough = Math.ceil(minimum.threshold / unit) + 1;
    const preorderCart: Cart = await addLine('Preorder', preorder.product, preorder.colorCode, enough - 1);
    expect(preorderCart.calculation?.minimum?.met).toBe(true);
    const stockCart = await addLine('Stock', stock.product, stock.colorCode, 1);
    expect(stockCart.calculation?.minimum?.met).toBe(false);

    const page = await loggedIn(dealer, 'da');
    await gotoHydrated(page, localizePath('cart', 'da'));
    const main = page.getByRole('main');
    const checkout = main.getByRole('link', { name: uiText('da', 'cart.checkout') });
    await checkout.waitFor();
    await main
      .getByText(uiText('da', 'cart.checkout-only', { baskets: uiText('da', 'cart.basket-Preorder') }))
      .waitFor();
    // The stock line says what is delivered now, in words.
    const stockOrder = main.getByRole('region', { name: uiText('da', 'cart.order-type-Stock') });
    await stockOrder.getByText(uiText('da', 'cart.delivery-now', { count: '1' })).waitFor();

    await checkout.click();
    await page.waitForURL((url) => url.pathname === localizePath('checkout', 'da'));
    const preorderBox = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(uiText('da', 'cart.order-type-Preorder'))}`),
    });
    await preorderBox.waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await preorderBox.isChecked()).toBe(true);
    const stockBox = page.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(uiText('da', 'cart.order-type-Stock'))}`),
    });
    expect(await stockBox.isChecked()).toBe(false);

    const summary = page.getByRole('region', { name: uiText('da', 'checkout.summary.title') });
    const toPay = shownMoney(preorderCart.calculation?.totalNetPrice.priceWithVat ?? -1, 'DKK', 'da');
    const row = summary.locator('div', { hasText: uiText('da', 'checkout.totals.toPay') }).filter({
      hasText: toPay,
    });
    await row.first().waitFor();

    await gotoHydrated(page, localizePath('checkout', 'en'));
    await page
      .getByRole('region', { name: uiText('en', 'checkout.summary.title') })
      .getByText(uiText('en', 'checkout.totals.toPay'))
      .first()
      .waitFor();
  });

  it("keeps a toast off the mini cart's 'Go to basket' button", async () => {
    token = await catalogue.token(dealer);
    await emptyCarts(token);
    const stock = await productFor('Stock', token, 1);
    const product = await catalogue.product('en', stock.product.id);
    const page = await loggedIn(dealer, 'en');
    await gotoHydrated(page, productPage(product, 'en', stock.colorCode));
    // More than can be delivered: the basket's validation cuts it and says so in a toast.
    await page.getByLabel(uiText('en', 'product.quantity'), { exact: true }).fill(String(stock.onHand + 50));
    await addButton(page, 'en').click();
    await page.getByText(uiText('en', 'cart.validation-changed-title')).first().waitFor();

    const goToBasket = miniCart(page, 'en').getByRole('link', { name: uiText('en', 'cart.go-to-cart') });
    await goToBasket.waitFor();
    const box = await goToBasket.boundingBox();
    if (!box) throw new Error('The button has no box');
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(uiText('en', 'cart.go-to-cart'));
    const corner = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      { x: box.x + box.width - 4, y: box.y + box.height - 4 },
    );
    expect(corner).toBe(uiText('en', 'cart.go-to-cart'));
    expect((await openCarts(token)).length).toBeGreaterThan(0);
  });
});

describe('Storefront texts of issue 20 (both languages)', () => {
  it.each(languageCodes)(
    'shows an empty basket as an empty state, without a checkout button (%s)',
    async (language) => {
      const page = await newPage();
      await gotoHydrated(page, localizePath('cart', language));
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: uiText(language, 'cart.empty-title') }).waitFor();
      await main.getByRole('link', { name: uiText(language, 'cart.continue-shopping') }).waitFor();
      expect(await main.getByRole('button', { name: uiText(language, 'cart.checkout') }).count()).toBe(0);
      expect(await main.getByRole('link', { name: uiText(language, 'cart.checkout') }).count()).toBe(0);
      expect(
        await main.getByText(uiText(language, 'checkout.cartSummaryNoOrderTypesSelectedMessage')).count(),
      ).toBe(0);
    },
  );

  it.each(languageCodes)('does not thank for an order on a receipt without one (%s)', async (language) => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('checkoutReceipt', language));
    expect(await mainHeading(page).textContent()).toBe(uiText(language, 'receipt.noOrder.title'));
    expect(await page.getByText(uiText(language, 'receipt.title')).count()).toBe(0);
    await page.getByText(uiText(language, 'receipt.noOrder.text')).waitFor();
  });

  it.each(languageCodes)(
    'answers a search without results and without filters without "remove a filter" (%s)',
    async (language) => {
      const page = await newPage();
      await gotoHydrated(page, `${localizePath('search', language)}?q=zqxjvw`);
      await page.getByText(uiText(language, 'search.no-results-unfiltered')).waitFor();
      expect(await page.getByText(uiText(language, 'search.no-results')).count()).toBe(0);
    },
  );

  it.each(languageCodes)(
    'asks a visitor to log in on the home page, and not a dealer who is logged in (%s)',
    async (language) => {
      const visitor = await newPage();
      await gotoHydrated(visitor, localizePath('home', language));
      await visitor.getByText(uiText(language, 'login.intro')).first().waitFor();

      const page = await loggedIn(dealer, language);
      await gotoHydrated(page, localizePath('home', language));
      await mainHeading(page).waitFor();
      expect(await page.getByText(uiText(language, 'login.intro')).count()).toBe(0);
      expect(await page.getByText(/log (in|ind) (to|for at) see|se dine priser/i).count()).toBe(0);
    },
  );

  it('names the seasons on Danish stickers in Danish', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizeContentUrl('/shop', 'da'));
    const stickers = page.locator('.sticker--season');
    await stickers.first().waitFor();
    const texts = await stickers.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/Spring|Summer|Autumn|Winter/);
    expect(texts.some((text) => /forår\/sommer|efterår\/vinter/.test(text))).toBe(true);
  });

  it.each(languageCodes)(
    'draws the multi-colour swatch in several colours, named by the colour (%s)',
    async (language) => {
      const product = (await products(language)).find((candidate) => 'multi-color' in candidate.colors);
      if (!product) throw new Error('The demo has no multi-colour product');
      const page = await newPage();
      await gotoHydrated(page, productPage(product, language, 'multi-color'));
      const name = product.colors['multi-color']?.colorName ?? '';
      const radio = page.getByRole('radio', { name, exact: true });
      await radio.waitFor();
      expect(await radio.isChecked()).toBe(true);
      const fills = await page.evaluate((label) => {
        const option = Array.from(document.querySelectorAll('.color-option')).find(
          (element) => element.textContent === label,
        );
        const svg = option?.querySelector('svg');
        return svg
          ? Array.from(svg.querySelectorAll('[fill]')).map((shape) => shape.getAttribute('fill'))
          : [];
      }, name);
      expect(new Set(fills).size).toBeGreaterThanOrEqual(4);
    },
  );
});
