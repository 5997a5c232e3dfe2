import { orderTypeForColor } from '@shop/commerce';
import { type LanguageCode, localizeContentUrl, type Product } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { dynamicUiText, uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';

/**
 * A product with at least 3 orderable colours (one Stock, one Preorder) in at least 6 sizes each, as the
 * dealer reads it in `language` (its URL and colour names are the language's own).
 */
async function gridProduct(
  token: string,
  language: LanguageCode,
): Promise<{ product: Product; colors: string[]; sizes: string[] }> {
  const hits = (await catalogue.searchProducts(language, { take: 100 })).items;
  const body = { area: area(language), ids: hits.map((hit) => hit.id) };
  const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, token);
  for (const product of Object.values(items)) {
    const colors = Object.entries(product.colors).filter(([, color]) => orderTypeForColor(color) !== null);
    const types = new Set(colors.map(([, color]) => orderTypeForColor(color)));
    const sizes = [...new Set(product.variants.map((variant) => variant.size))];
    const complete = colors.every(([code]) =>
      sizes.every((size) => product.variants.some((v) => v.colorCode === code && v.size === size)),
    );
    if (
      colors.length >= 3 &&
      types.size === 2 &&
      sizes.length >= 6 &&
      complete &&
      product.units[0]?.unitId === 'CU'
    ) {
      return { product, colors: colors.map(([code]) => code), sizes };
    }
  }
  throw new Error('No demo product has 3 orderable colours (Stock and Preorder) in 6 sizes');
}

describe('The size × colour grid at 1366 px (issue 31 item 9)', () => {
  it('shows every size of the widest product and its totals without scrolling sideways', async () => {
    const dealerToken = await catalogue.token(dealer);
    const hits = (await catalogue.searchProducts('en', { take: 100 })).items;
    const body = { area: area('en'), ids: hits.map((hit) => hit.id) };
    const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, dealerToken);
    const sizesOf = (product: Product) => new Set(product.variants.map((variant) => variant.size)).size;
    const widest = Object.values(items)
      .filter((product) => Object.values(product.colors).some((color) => orderTypeForColor(color) !== null))
      .sort((a, b) => sizesOf(b) - sizesOf(a))[0];
    if (!widest) throw new Error('No orderable demo product');
    expect(sizesOf(widest)).toBeGreaterThanOrEqual(8);
    const page = await loggedIn(dealer, 'en');
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, localizeContentUrl(widest.url, 'en'));
    const section = page.getByRole('region', { name: uiText('en', 'size-grid.title') });
    await section.getByRole('button', { name: uiText('en', 'size-grid.open') }).click();
    const grid = section.getByRole('table');
    await grid.waitFor();
    const { tableWidth, boxWidth } = await grid.evaluate((table) => ({
      tableWidth: table.scrollWidth,
      boxWidth: table.parentElement?.clientWidth ?? 0,
    }));
    expect(tableWidth).toBeLessThanOrEqual(boxWidth);
    const total = await grid
      .getByRole('columnheader', { name: uiText('en', 'size-grid.total'), exact: true })
      .boundingBox();
    expect((total?.x ?? Number.POSITIVE_INFINITY) + (total?.width ?? 0)).toBeLessThanOrEqual(1366);
  });
});

describe('The size × colour grid on the product page', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`fills 6 sizes × 3 colours with the keyboard and puts each line into its colour's basket (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const { product, colors, sizes } = await gridProduct(token, language);
      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(20_000);
      await gotoHydrated(page, localizeContentUrl(product.url, language));
      const section = page.getByRole('region', { name: uiText(language, 'size-grid.title') });
      await section.getByRole('button', { name: uiText(language, 'size-grid.open') }).click();
      const grid = section.getByRole('table');
      await grid.waitFor();
      const cell = (colorIndex: number, sizeIndex: number) => {
        const name = product.colors[colors[colorIndex] ?? '']?.colorName ?? '';
        return grid.getByLabel(
          uiText(language, 'size-grid.cell', { color: name, size: sizes[sizeIndex] ?? '' }),
          { exact: true },
        );
      };

      const rowOf = (colorIndex: number) =>
        grid.getByRole('row').filter({
          has: page.getByRole('rowheader', {
            name: new RegExp(`^${escapeRegExp(product.colors[colors[colorIndex] ?? '']?.colorName ?? '')}`),
          }),
        });
      const addButton = (count: number) =>
        section.getByRole('button', { name: uiCount(language, 'size-grid.add', count), exact: true });

      // Each row names its basket; a Preorder row its delivery drop (in the page's language) and date; a Stock
      // cell its pieces on hand.
      const today = new Date().toISOString().slice(0, 10);
      for (const [index, code] of colors.slice(0, 3).entries()) {
        const color = product.colors[code];
        if (!color) continue;
        const header = rowOf(index).getByRole('rowheader');
        const orderType = orderTypeForColor(color);
        expect(await header.textContent()).toContain(dynamicUiText(language, `cart.order-type-${orderType}`));
        if (orderType === 'Preorder') {
          const drop = color.deliveryDrop;
          if (!drop) throw new Error(`Preorder colour ${code} has no delivery drop`);
          // The grid's short date (formatDate).
          const date = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(drop.availableDate));
          const dropText = uiText(language, 'size-grid.drop', {
            drop: dynamicUiText(language, `facet.deliveryDrop.${drop.code}`),
            date,
          });
          expect(await header.textContent()).toContain(dropText);
        } else {
          for (const [column, size] of sizes.slice(0, 6).entries()) {
            const variant = product.variants.find((v) => v.colorCode === code && v.size === size);
            const onHand = product.stocks
              .filter(
                (row) => row.variantId === variant?.id && row.unitId === 'CU' && row.locationId === 'B2B',
              )
              .filter((row) => !row.availableDate || row.availableDate.slice(0, 10) <= today)
              .reduce((sum, row) => sum + row.volume, 0);
            await rowOf(index)
              .getByRole('cell')
              .nth(column)
              .getByText(uiText(language, 'size-grid.on-hand', { count: String(onHand) }), { exact: true })
              .waitFor();
          }
        }
      }

      // Into the first cell with Tab, then a snake through 3 colours × 6 sizes with the arrow keys only.
      await page.keyboard.press('Tab');
      await expect
        .poll(() => cell(0, 0).evaluate((element) => element === document.activeElement))
        .toBe(true);
      for (let row = 0; row < 3; row++) {
        const columns = row % 2 === 0 ? [0, 1, 2, 3, 4, 5] : [5, 4, 3, 2, 1, 0];
        for (const [i, column] of columns.entries()) {
          await page.keyboard.type(String(row + 1));
          expect(await cell(row, column).evaluate((element) => element === document.activeElement)).toBe(
            true,
          );
          // One piece so far: the button counts it in the singular.
          if (row === 0 && i === 0) await addButton(1).waitFor();
          if (i < 5) await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
        }
        if (row < 2) await page.keyboard.press('ArrowDown');
      }
      const total = 6 * (1 + 2 + 3);
      // Totals per colour (the row's last cell), per size and overall (the footer row).
      for (let row = 0; row < 3; row++) {
        expect(await rowOf(row).getByRole('cell').last().textContent()).toBe(String(6 * (row + 1)));
      }
      const footer = grid.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: uiText(language, 'size-grid.total'), exact: true }),
      });
      const footerCells = await footer.getByRole('cell').allTextContents();
      expect(footerCells.slice(0, 6)).toEqual(Array(6).fill(String(1 + 2 + 3)));
      expect(footerCells.at(-1)).toBe(String(total));
      const add = addButton(total);
      await add.focus();
      await page.keyboard.press('Enter');

      const status = section.getByRole('status');
      await status
        .getByText(new RegExp(uiCount(language, 'quick-order.added', 0).replace('0', '\\d+')))
        .waitFor();
      const carts = await openCarts(token);
      const cellsAdded = carts.flatMap((cart) => cart.lines.map((line) => ({ cart: cart.orderType, line })));
      expect(cellsAdded.length).toBeGreaterThan(0);
      for (const { cart, line } of cellsAdded) {
        const variant = product.variants.find((v) => v.id === line.productKey.variantId);
        const color = product.colors[variant?.colorCode ?? ''];
        expect(color && orderTypeForColor(color)).toBe(cart);
        const row = colors.indexOf(variant?.colorCode ?? '');
        expect(line.quantity).toBeLessThanOrEqual(row + 1);
        if (cart === 'Preorder') expect(line.quantity).toBe(row + 1);
      }
      // Every Preorder cell went in whole; a Stock cell only as far as stock goes (the answer lists the rest).
      const preorderCells = colors
        .slice(0, 3)
        .filter((code) => orderTypeForColor(product.colors[code] ?? ({} as never)) === 'Preorder');
      const preorderLines = cellsAdded.filter(({ cart }) => cart === 'Preorder');
      expect(preorderLines).toHaveLength(preorderCells.length * 6);
      const pieces = cellsAdded.reduce((sum, { line }) => sum + line.quantity, 0);
      await waitForMarker(page, language, pieces);
      expect(await axeViolations(page, '.size-grid-section')).toEqual([]);
    });
  }
});
