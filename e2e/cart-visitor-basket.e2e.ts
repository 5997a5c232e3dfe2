import path from 'node:path';
import { orderTypeForColor } from '@shop/commerce';
import {
  type LanguageCode,
  languageCodes,
  localizeContentUrl,
  localizePath,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, inject, it } from 'vitest';
import { writeSvgJpeg } from '../apps/api/src/db/seed/write-svg-jpeg.ts';
import { addFromProductPage, addToVisitorBasket, cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, shownMoney } from './catalogue-api.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { currentPath, documentLanguage, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const mediaDir = inject('mediaDir');

/**
 * A product a visitor can buy in `language` both per piece (CU, its first unit) and in a pack, with a colour that
 * goes into a basket and a retail price: the colour, the basket and the pack.
 */
async function productSoldInPacks(language: LanguageCode) {
  const currencyCode = (await catalogue.getArea(language)).currencyCode;
  const hits = (await catalogue.searchProducts(language, { take: 48 })).items;
  const body = { area: area(language), ids: hits.map((hit) => hit.id) };
  const products: Product[] = Object.values(
    (await catalogue.call(endpoints.product.getProductsByIds, { body })).items,
  );
  for (const product of products) {
    const pack = product.units.find((unit) => unit.unitId !== 'CU');
    const colorCode = Object.keys(product.colors).find((code) => {
      const color = product.colors[code];
      return color && orderTypeForColor(color) !== null;
    });
    const color = colorCode ? product.colors[colorCode] : undefined;
    const orderType = color ? orderTypeForColor(color) : null;
    if (!pack || !colorCode || !orderType || product.units[0]?.unitId !== 'CU') continue;
    const key = { productId: product.id, variantId: color?.firstVariantId ?? null, unitOfMeasure: 'CU' };
    if (await catalogue.price(key, { currencyCode }).catch(() => null)) {
      return { product, colorCode, orderType, pack };
    }
  }
  throw new Error('The demo has no product sold in packs with a retail price');
}

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

  it.each(languageCodes)(
    'counts a pack as the pieces it holds: 1 piece + 2 packs of n is 1 + 2n pcs, in the mini cart and on the cart page (%s)',
    async (language) => {
      const { product, colorCode, orderType, pack } = await productSoldInPacks(language);
      const perPack = pack.quantityPerUnit ?? Number(pack.name.match(/\d+/)?.[0]);
      expect(perPack).toBeGreaterThan(1);
      const page = await newPage();
      const url = `${localizeContentUrl(product.url, language)}?colorCode=${colorCode}`;
      const miniCart = await addFromProductPage(page, language, url);
      const summary = miniCart.getByRole('region', {
        name: uiText(language, `cart.order-type-${orderType}`),
      });
      await summary.getByText(uiCount(language, 'cart.quantity-pieces', 1), { exact: true }).waitFor();
      await miniCart.getByRole('button', { name: uiText(language, 'common.close') }).click();

      await page.getByLabel(uiText(language, 'product.unit'), { exact: true }).selectOption(pack.unitId);
      await page.getByLabel(uiText(language, 'product.quantity'), { exact: true }).fill('2');
      const add = page.getByRole('button', { name: uiText(language, 'product.add-to-basket'), exact: true });
      // The add button ignores clicks while it still shows the first add (spec §2 action button).
      await expect.poll(() => add.getAttribute('aria-busy')).not.toBe('true');
      await add.click();
      const pieces = uiCount(language, 'cart.quantity-pieces', 1 + 2 * perPack);
      await summary.getByText(pieces, { exact: true }).waitFor();

      await gotoHydrated(page, localizePath('cart', language));
      const overview = page
        .getByRole('main')
        .getByRole('region', { name: uiText(language, 'cart.overview') });
      await overview.getByText(`(${pieces})`, { exact: true }).first().waitFor();
    },
  );

  it("shows each line's picture on the cart page, at 96 px and 192 px for 2× screens (issue 20 item 1)", async () => {
    const pick = await productFor('Stock', await catalogue.token(dealer), 1);
    const product = await catalogue.product('en', pick.product.id);
    const picture = product.colors[pick.colorCode]?.media[0]?.url;
    if (!picture) throw new Error('The colour has no picture');
    // The test API renders no demo pictures: put the colour's first one where the media folder keeps it.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#7a5c48"/></svg>';
    await writeSvgJpeg(svg, path.join(mediaDir, picture));
    const page = await newPage();
    // Waits until the line is in the visitor's local basket before the cart page is opened.
    await addToVisitorBasket(
      page,
      'en',
      `${localizeContentUrl(product.url, 'en')}?colorCode=${pick.colorCode}`,
      'Stock',
    );

    await gotoHydrated(page, localizePath('cart', 'en'));
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
    // A picture that failed to load is taken out of the page (MediaImage): it must be there, and drawn.
    const image = line.locator('.cart-line__image img');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Both candidates of the srcset (1× and 2×) answer with a picture.
    const candidates = ((await image.getAttribute('srcset')) ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(' ')[0] ?? '');
    expect(candidates).toHaveLength(2);
    expect(candidates.map((url) => url.match(/\/fit\/(\d+)\/(\d+)\//)?.slice(1))).toEqual([
      ['96', '96'],
      ['192', '192'],
    ]);
    for (const url of candidates) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
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
