import { orderTypeForColor } from '@shop/commerce';
import { type CheckoutOrderType, type LanguageCode, localizePath, type Product } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit } from './cart-kit.ts';
import { area, catalogueApi } from './catalogue-api.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { uiCount, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const today = new Date().toISOString().slice(0, 10);

/** A size of a colour the dealer will enter, and the basket the shop's rule puts it in. */
type Cell = {
  product: Product;
  colorName: string;
  size: string;
  variantId: string;
  orderType: CheckoutOrderType;
  quantity: number;
};
type Season = { code: string; name: string; styles: number };

/** Pieces of a variant at B2B: on hand now, and in all (what a Stock line can get, arriving stock included). */
function stockOf(product: Product, variantId: string) {
  const rows = product.stocks.filter((row) => row.variantId === variantId && row.unitId === 'CU');
  const now = rows.filter((row) => !row.availableDate || row.availableDate.slice(0, 10) <= today);
  return {
    now: now.reduce((sum, row) => sum + row.volume, 0),
    all: rows.reduce((sum, row) => sum + row.volume, 0),
  };
}

/** The season's styles as the dealer sees them (its prices, its stock), in the catalogue's order. */
async function seasonProducts(language: LanguageCode, code: string, token: string): Promise<Product[]> {
  const facets = [{ field: 'season', type: 'CheckboxOr' as const, selected: [code] }];
  const hits = await catalogue.call(
    endpoints.search.getProductsBySearch,
    { body: { area: area(language), facets, take: 100 } },
    token,
  );
  const ids = hits.items.map((hit) => hit.id);
  const body = { area: area(language), ids };
  return Object.values((await catalogue.call(endpoints.product.getProductsByIds, { body }, token)).items);
}

/** Every size a dealer can enter of the season's styles sold in pieces: Stock sizes with pieces on hand now. */
function cellsOf(products: readonly Product[]): Cell[] {
  return products.flatMap((product) => {
    if (product.units[0]?.unitId !== 'CU') return [];
    return Object.entries(product.colors).flatMap(([colorCode, color]) => {
      const orderType = orderTypeForColor(color);
      if (!orderType) return [];
      return product.variants
        .filter((variant) => variant.colorCode === colorCode)
        .filter((variant) => orderType === 'Preorder' || stockOf(product, variant.id).now > 0)
        .map((variant) => ({
          product,
          colorName: color.colorName,
          size: variant.size,
          variantId: variant.id,
          orderType,
          quantity: orderType === 'Stock' ? 1 : 2,
        }));
    });
  });
}

/**
 * The seasons the dealer saves and the 20 lines entered: 10 Stock sizes (the last asking 5 more pieces than the
 * shop has, on hand and arriving, so stock cuts it) and 10 Preorder sizes; the season with the most Stock sizes
 * and, when it has too few Preorder sizes, the one with the most of those.
 */
async function plan(language: LanguageCode, token: string) {
  const facet = await catalogue.call(
    endpoints.search.getProductsBySearch,
    { body: { area: area(language), facets: [{ field: 'season', type: 'CheckboxOr' }], take: 1 } },
    token,
  );
  const seasons: Season[] = (facet.facetOptions.find((f) => f.field === 'season')?.items ?? []).map(
    (item) => ({
      code: item.key,
      name: item.label ?? item.key,
      styles: item.count,
    }),
  );
  const cells = new Map<string, Cell[]>();
  for (const season of seasons)
    cells.set(season.code, cellsOf(await seasonProducts(language, season.code, token)));
  const count = (code: string, type: CheckoutOrderType) =>
    (cells.get(code) ?? []).filter((cell) => cell.orderType === type).length;
  const most = (type: CheckoutOrderType) =>
    [...seasons].sort((a, b) => count(b.code, type) - count(a.code, type))[0];
  const stockSeason = most('Stock');
  const preorderSeason =
    stockSeason && count(stockSeason.code, 'Preorder') >= 10 ? stockSeason : most('Preorder');
  if (!stockSeason || !preorderSeason) throw new Error('The demo has no season');
  const chosen = [...new Set([stockSeason, preorderSeason])];
  const all = chosen.flatMap((season) => cells.get(season.code) ?? []);
  const stock = all.filter((cell) => cell.orderType === 'Stock').slice(0, 10);
  const preorder = all.filter((cell) => cell.orderType === 'Preorder').slice(0, 10);
  if (stock.length < 10 || preorder.length < 10)
    throw new Error('The demo seasons have too few sizes to order');
  const cut = stock[9] as Cell;
  const asked = stockOf(cut.product, cut.variantId).all + 5;
  const lines = [...stock.slice(0, 9), { ...cut, quantity: asked }, ...preorder];
  return { seasons, chosen, lines, cut: { ...cut, quantity: asked } };
}

/** The lines grouped by style, in the order first entered. */
function byStyle(lines: readonly Cell[]): Cell[][] {
  const styles = new Map<string, Cell[]>();
  for (const line of lines) styles.set(line.product.id, [...(styles.get(line.product.id) ?? []), line]);
  return [...styles.values()];
}

const lineText = (language: LanguageCode, cell: Cell) =>
  uiText(language, 'trade-show.line', { name: cell.product.name, color: cell.colorName, size: cell.size });

/** Finds a style by its number with the search on the device, opens its grid, enters its sizes and saves them. */
async function enterStyle(page: Page, language: LanguageCode, cells: Cell[]) {
  const product = (cells[0] as Cell).product;
  await page
    .getByRole('searchbox', { name: uiText(language, 'trade-show.search'), exact: true })
    .fill(product.number);
  await page.getByText(uiCount(language, 'trade-show.found', 1), { exact: true }).waitFor();
  await page
    .getByRole('button', { name: uiText(language, 'trade-show.style.open', { name: product.name }) })
    .click();
  const grid = page.getByRole('table', {
    name: uiText(language, 'trade-show.grid.caption', { name: product.name }),
  });
  for (const cell of cells) {
    const label = uiText(language, 'trade-show.grid.cell', { color: cell.colorName, size: cell.size });
    await grid.getByRole('textbox', { name: label, exact: true }).fill(String(cell.quantity));
  }
  await page.getByRole('button', { name: uiText(language, 'trade-show.grid.add'), exact: true }).click();
  const saved = uiCount(language, 'trade-show.lines-count', cells.length);
  await page
    .getByText(uiText(language, 'trade-show.grid.added', { lines: saved }), { exact: true })
    .waitFor();
}

const pendingText = (language: LanguageCode, count: number) =>
  uiText(language, 'trade-show.basket.pending-count', {
    lines: uiCount(language, 'trade-show.lines-count', count),
  });

describe('Trade-show mode: a season saved on the device, ordered from without a network (issue 33)', () => {
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`a dealer saves a season, orders 20 lines into both baskets offline, reloads, and the shop gets them with the line cut by stock listed (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const { seasons, chosen, lines, cut } = await plan(language, token);
      const page = await loggedIn(dealer, language);
      page.setDefaultTimeout(30_000);
      await gotoHydrated(page, localizePath('tradeShow', language));

      // Nothing installed: the page saves the chosen seasons with the dealer's prices and pictures on the device.
      for (const season of seasons) {
        const styles = uiCount(language, 'trade-show.styles-count', season.styles);
        const box = page.getByRole('checkbox', {
          name: uiText(language, 'trade-show.save.season', { season: season.name, styles }),
          exact: true,
        });
        if (chosen.includes(season)) await box.check();
        else await box.uncheck();
      }
      await page
        .getByRole('button', { name: uiText(language, 'trade-show.save.submit'), exact: true })
        .click();
      await page
        .getByRole('heading', { name: uiText(language, 'trade-show.styles.title'), exact: true })
        .waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.pathname))))
        .toBe(true);
      // Installable as it is: Chromium finds nothing missing (manifest, icons, a worker that controls the page).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const devtools = await page.context().newCDPSession(page);
      expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

      // Offline: search and browse on the device, 20 lines into both baskets, each marked as not yet sent.
      await page.context().setOffline(true);
      await page.getByText(uiText(language, 'trade-show.status.offline'), { exact: true }).waitFor();
      for (const cells of byStyle(lines)) await enterStyle(page, language, cells);
      await page.getByText(pendingText(language, 20), { exact: false }).waitFor();
      await page.getByText(uiText(language, 'trade-show.basket.pending'), { exact: true }).waitFor();
      expect((await openCarts(token)).flatMap((cart) => cart.lines)).toEqual([]);
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
      // Logging out would clear the device: with lines waiting the dealer is asked first, and can stay.
      const logout = page
        .getByRole('banner')
        .getByRole('button', { name: uiText(language, 'header.logout') });
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await logout.click();
      expect(await asked).toBe(uiCount(language, 'header.logout-unsent', 20));
      await page.getByText(pendingText(language, 20), { exact: false }).waitFor();

      // The tab reloaded without a network still has the page, the styles and the 20 lines.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByText(pendingText(language, 20), { exact: false }).waitFor();
      await page
        .getByRole('searchbox', { name: uiText(language, 'trade-show.search'), exact: true })
        .fill(cut.product.number);
      await page.getByText(uiCount(language, 'trade-show.found', 1), { exact: true }).waitFor();
      // On a phone too: the device's basket and the styles without a fault axe can find.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });

      // Online again, but the shop's answer to the first style's send is lost on the way (the shop did add it):
      // the lines stay on the device, and sent again they are added once.
      let answers = 0;
      await page.route('**/api/Cart/AddGridLines', async (route) => {
        answers += 1;
        if (answers > 1) return route.continue();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.context().setOffline(false);
      await page.getByText(uiText(language, 'trade-show.send-failed'), { exact: true }).waitFor();
      await page.getByText(pendingText(language, 20), { exact: false }).waitFor();
      await page.getByRole('button', { name: uiText(language, 'trade-show.send'), exact: true }).click();
      const sent = uiText(language, 'trade-show.sent', {
        lines: uiCount(language, 'trade-show.lines-count', 20),
      });
      await page.getByText(sent, { exact: true }).waitFor();
      await page.getByText(uiText(language, 'trade-show.basket.empty'), { exact: true }).waitFor();

      const carts = await openCarts(token);
      const inCart = (cell: Cell) =>
        carts
          .find((cart) => cart.orderType === cell.orderType)
          ?.lines.find((line) => line.productKey.variantId === cell.variantId)?.quantity;
      expect(answers, 'sends of a style (the first one lost)').toBeGreaterThan(1);
      expect(carts.flatMap((cart) => cart.lines)).toHaveLength(20);
      for (const cell of lines.filter((line) => line !== lines[9]))
        expect(inCart(cell), cell.variantId).toBe(cell.quantity);
      const added = inCart(cut) ?? 0;
      expect(added).toBeGreaterThan(0);
      expect(added).toBeLessThan(cut.quantity);
      const changes = page
        .getByRole('region', { name: uiText(language, 'trade-show.changes.title') })
        .getByRole('listitem');
      expect(await changes.allTextContents()).toEqual([
        uiText(language, 'trade-show.change.stock', {
          line: lineText(language, cut),
          added: String(added),
          pieces: uiCount(language, 'trade-show.pieces-count', cut.quantity),
        }),
      ]);
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);

      // Entered with a network, a style's lines are kept on the device and go to the shop at once; the grid's
      // note follows them.
      const again = { ...(lines[10] as Cell), quantity: 1 };
      await page
        .getByRole('searchbox', { name: uiText(language, 'trade-show.search'), exact: true })
        .fill(again.product.number);
      await page
        .getByRole('button', {
          name: uiText(language, 'trade-show.style.open', { name: again.product.name }),
        })
        .click();
      await page
        .getByRole('textbox', {
          name: uiText(language, 'trade-show.grid.cell', { color: again.colorName, size: again.size }),
          exact: true,
        })
        .fill('1');
      await page.getByRole('button', { name: uiText(language, 'trade-show.grid.add'), exact: true }).click();
      const oneLine = uiCount(language, 'trade-show.lines-count', 1);
      await page
        .getByText(uiText(language, 'trade-show.grid.sent', { lines: oneLine }), { exact: true })
        .waitFor();
      await page.getByText(uiText(language, 'trade-show.basket.empty'), { exact: true }).waitFor();

      // Logging out clears what the shop stored on the device: the season, its prices and pictures, the worker.
      await page
        .getByRole('banner')
        .getByRole('button', { name: uiText(language, 'header.logout') })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('home', language));
      expect(
        await page.evaluate(async () => ({
          databases: (await indexedDB.databases()).map((database) => database.name),
          caches: await caches.keys(),
          workers: (await navigator.serviceWorker.getRegistrations()).length,
        })),
      ).toEqual({ databases: [], caches: [], workers: 0 });
    });
  }
});

describe('Trade-show mode for a sales person acting for a dealer (issue 33)', () => {
  const salesPerson = 'sales@nordlys.demo';
  const dealerName = 'Lille Kanin Børnetøj ApS';
  let token = '';
  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  for (const language of ['en', 'da'] as const satisfies readonly LanguageCode[]) {
    it(`saves the dealer's seasons on the device and sends a line into the dealer's own basket (${language})`, async () => {
      token = await catalogue.token(dealer);
      await emptyCarts(token);
      const { lines } = await plan(language, token);
      const cell = lines.find((line) => line.orderType === 'Preorder') as Cell;
      const page = await loggedIn(salesPerson, language);
      page.setDefaultTimeout(30_000);
      await gotoHydrated(page, `${localizePath('impersonation', language)}?q=kanin`);
      await page
        .getByRole('button', {
          name: uiText(language, 'impersonation.act-as-customer', { name: dealerName }),
        })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('home', language));

      await gotoHydrated(page, localizePath('tradeShow', language));
      for (const box of await page.getByRole('checkbox').all()) await box.check();
      await page
        .getByRole('button', { name: uiText(language, 'trade-show.save.submit'), exact: true })
        .click();
      await page
        .getByRole('searchbox', { name: uiText(language, 'trade-show.search'), exact: true })
        .fill(cell.product.number);
      await page
        .getByRole('button', { name: uiText(language, 'trade-show.style.open', { name: cell.product.name }) })
        .click();
      await page
        .getByRole('textbox', {
          name: uiText(language, 'trade-show.grid.cell', { color: cell.colorName, size: cell.size }),
          exact: true,
        })
        .fill(String(cell.quantity));
      await page.getByRole('button', { name: uiText(language, 'trade-show.grid.add'), exact: true }).click();
      const oneLine = uiCount(language, 'trade-show.lines-count', 1);
      await page
        .getByText(uiText(language, 'trade-show.grid.sent', { lines: oneLine }), { exact: true })
        .waitFor();

      // The line is in the dealer's own Preorder basket, at the quantity entered.
      const preorder = (await openCarts(token)).find((cart) => cart.orderType === 'Preorder');
      expect(preorder?.lines.map((line) => [line.productKey.variantId, line.quantity])).toEqual([
        [cell.variantId, cell.quantity],
      ]);
    });
  }
});
