import { orderTypeForColor } from '@shop/commerce';
import {
  type CheckoutOrderType,
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  type Product,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/** A row of the grid the test fills: an orderable colour, its basket, and the variants of the first two sizes. */
type FilledRow = { colorName: string; orderType: CheckoutOrderType; variantIds: [string, string] };

const today = new Date().toISOString().slice(0, 10);

/** Pieces of a variant in pieces (CU) at B2B now: what a Stock cell can take without a refusal. */
function onHand(product: Product, variantId: string): number {
  return product.stocks
    .filter((row) => row.variantId === variantId && row.unitId === 'CU' && row.locationId === 'B2B')
    .filter((row) => !row.availableDate || row.availableDate.slice(0, 10) <= today)
    .reduce((sum, row) => sum + row.volume, 0);
}

/**
 * The grid's rows as the product page orders them (a row per orderable colour, sizes in variant order) when
 * every row has the first two sizes, a Stock row has a piece of each on hand, and both baskets are reached.
 */
function gridRows(product: Product): { rows: FilledRow[]; sizes: string[] } | null {
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  if (sizes.length < 2 || product.units[0]?.unitId !== 'CU') return null;
  const rows: FilledRow[] = [];
  for (const [code, color] of Object.entries(product.colors)) {
    const orderType = orderTypeForColor(color);
    if (!orderType) continue;
    const ids = sizes
      .slice(0, 2)
      .map((size) => product.variants.find((v) => v.colorCode === code && v.size === size)?.id);
    const [first, second] = ids;
    if (!first || !second) return null;
    if (orderType === 'Stock' && ids.some((id) => !id || onHand(product, id) < 1)) return null;
    rows.push({ colorName: color.colorName, orderType, variantIds: [first, second] });
  }
  const types = new Set(rows.map((row) => row.orderType));
  return types.size === 2 && rows.length <= 4 ? { rows, sizes } : null;
}

/**
 * The first category of the menu and the products of its first page as a dealer's dialog loads them (the product
 * page's lookup: colours that cannot be ordered left out), each with whether its name is on one tile only.
 */
async function firstCategoryProducts(token: string, language: LanguageCode) {
  const shopArea = await catalogue.getArea(language);
  const top = shopArea.menus.find((item) => item.menus.includes('categories'));
  if (!top) throw new Error('The demo has no category menu');
  const category = await catalogue.categoryId(language, top.url);
  const hits = (await catalogue.searchProducts(language, { category, take: 30 })).items;
  const body = { area: area(language), ids: hits.map((hit) => hit.id), includeOutOfStockColors: false };
  const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, token);
  const names = hits.map((hit) => hit.item.name);
  const products = hits.flatMap((hit) => {
    const product = items[hit.id];
    // One tile of that name, so its quick add button is the product's.
    return product && names.filter((name) => name === product.name).length === 1 ? [product] : [];
  });
  return { url: localizeContentUrl(top.url, language), menuUrl: top.url, products };
}

/** The first category of the menu, and a product of its first page whose grid reaches both baskets. */
async function categoryWithGridProduct(token: string, language: LanguageCode) {
  const { url, menuUrl, products } = await firstCategoryProducts(token, language);
  for (const product of products) {
    const grid = gridRows(product);
    if (grid) return { url, product, ...grid };
  }
  throw new Error(`No product on ${menuUrl}'s first page has Stock and Preorder colours in two sizes`);
}

/** A product of the first category's first page sold in packs too, with a presold colour (no stock limit). */
async function categoryWithPackProduct(token: string, language: LanguageCode) {
  const { url, menuUrl, products } = await firstCategoryProducts(token, language);
  for (const product of products) {
    const pack = product.units.find((unit) => unit.unitId !== 'CU' && (unit.quantityPerUnit ?? 1) > 1);
    if (!pack || product.units[0]?.unitId !== 'CU') continue;
    for (const [code, color] of Object.entries(product.colors)) {
      if (orderTypeForColor(color) !== 'Preorder') continue;
      const variant = product.variants.find((candidate) => candidate.colorCode === code);
      if (variant) {
        return { url, product, pack, colorName: color.colorName, variantId: variant.id, size: variant.size };
      }
    }
  }
  throw new Error(`No product on ${menuUrl}'s first page is sold in packs with a presold colour`);
}

const quickAddButtons = (page: Page, language: LanguageCode) =>
  page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(uiText(language, 'size-grid.quick-add'))}`) });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('Quick add from a list tile: the size × colour grid in a dialog', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`a dealer fills the grid of a category tile with the keyboard; each line lands in its basket (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const { url, product, rows, sizes } = await categoryWithGridProduct(token, language);
      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, url);
      const tiles = page.getByRole('main').getByRole('heading', { level: 3 });
      await tiles.first().waitFor();
      // Every tile has its quick add, named by its product.
      expect(await quickAddButtons(page, language).count()).toBe(await tiles.count());
      const open = page.getByRole('button', {
        name: uiText(language, 'size-grid.quick-add-product', { name: product.name }),
        exact: true,
      });
      await open.click();

      const dialog = page.getByRole('dialog', { name: product.name, exact: true });
      const grid = dialog.getByRole('table');
      await grid.waitFor();
      const cell = (row: number, column: number) =>
        grid.getByLabel(
          uiText(language, 'size-grid.cell', {
            color: rows[row]?.colorName ?? '',
            size: sizes[column] ?? '',
          }),
          { exact: true },
        );

      // The focus is in the dialog: Tab passes its close button and reaches the first cell.
      for (let presses = 0; presses < 3 && !(await isFocused(cell(0, 0))); presses++) {
        await page.keyboard.press('Tab');
      }
      expect(await isFocused(cell(0, 0))).toBe(true);
      // Row by row, a snake through the first two sizes with the arrow keys: row r gets r + 1 per Preorder cell,
      // 1 per Stock cell (one piece on hand is all this product promises).
      const quantity = (row: number) => (rows[row]?.orderType === 'Preorder' ? row + 1 : 1);
      for (let row = 0; row < rows.length; row++) {
        const columns = row % 2 === 0 ? [0, 1] : [1, 0];
        for (const [i, column] of columns.entries()) {
          expect(await isFocused(cell(row, column))).toBe(true);
          await page.keyboard.type(String(quantity(row)));
          if (i === 0) await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
        }
        if (row < rows.length - 1) await page.keyboard.press('ArrowDown');
      }
      const total = rows.reduce((sum, _, row) => sum + 2 * quantity(row), 0);
      const add = dialog.getByRole('button', {
        name: uiCount(language, 'size-grid.add', total),
        exact: true,
      });
      expect(await add.isEnabled()).toBe(true);
      await add.focus();
      await page.keyboard.press('Enter');

      // Adding confirms in the dialog, which stays open: every cell went in, into the basket of its colour.
      await dialog
        .getByRole('status')
        .getByText(uiCount(language, 'quick-order.added', 2 * rows.length), { exact: true })
        .waitFor();
      await waitForMarker(page, language, total);
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
      const carts = await openCarts(token);
      for (const row of rows) {
        const cart = carts.find((candidate) => candidate.orderType === row.orderType);
        const lines = cart?.lines.filter((line) => row.variantIds.includes(line.productKey.variantId ?? ''));
        expect(lines?.map((line) => line.quantity)).toEqual([
          quantity(rows.indexOf(row)),
          quantity(rows.indexOf(row)),
        ]);
      }

      // Escape closes it; the focus is back on the tile's button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(open)).toBe(true);

      // The cart page lists the lines in the right baskets, each under its colour and size.
      await gotoHydrated(page, localizePath('cart', language));
      const main = page.getByRole('main');
      for (const row of rows) {
        const basket = main.getByRole('region', {
          name: uiText(language, `cart.order-type-${row.orderType}`),
          exact: true,
        });
        const lines = basket
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
          .filter({ has: page.getByRole('definition').getByText(row.colorName, { exact: true }) });
        await expect.poll(() => lines.count()).toBe(2);
      }
    });

    it(`a dealer picks a pack in the quick add: the line goes in packs and the button counts pieces (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const { url, product, colorName, variantId, size, pack } = await categoryWithPackProduct(
        token,
        language,
      );
      const perPack = pack.quantityPerUnit ?? 1;
      expect(perPack).toBeGreaterThan(1);
      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, url);
      await page
        .getByRole('button', {
          name: uiText(language, 'size-grid.quick-add-product', { name: product.name }),
          exact: true,
        })
        .click();
      const dialog = page.getByRole('dialog', { name: product.name, exact: true });
      await dialog.getByRole('table').waitFor();
      await dialog.getByLabel(uiText(language, 'product.unit'), { exact: true }).selectOption(pack.unitId);
      await dialog
        .getByLabel(uiText(language, 'size-grid.cell', { color: colorName, size }), { exact: true })
        .fill('2');
      // 2 × 'Pack of n' are 2n pieces, not 2.
      await dialog
        .getByRole('button', { name: uiCount(language, 'size-grid.add', 2 * perPack), exact: true })
        .click();
      await dialog
        .getByRole('status')
        .getByText(uiCount(language, 'quick-order.added', 1), { exact: true })
        .waitFor();
      const lines = (await openCarts(token)).flatMap((cart) => cart.lines);
      expect(
        lines.map((line) => [line.productKey.variantId, line.productKey.unitOfMeasure, line.quantity]),
      ).toEqual([[variantId, pack.unitId, 2]]);
    });

    it(`a visitor's tiles have no quick add (${language})`, async () => {
      const shopArea = await catalogue.getArea(language);
      const top = shopArea.menus.find((item) => item.menus.includes('categories'));
      if (!top) throw new Error('The demo has no category menu');
      const page = await newPage();
      await gotoHydrated(page, localizeContentUrl(top.url, language));
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
      expect(await quickAddButtons(page, language).count()).toBe(0);
    });
  }
});
