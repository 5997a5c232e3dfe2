import { type LanguageCode, localizeContentUrl, type ProductKey } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi, shownMoney } from './catalogue-api.ts';
import { gotoHydrated, login, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);

/** Every product key the page asks the price calls for (GetPrices, GetPricesByCustomer), in order. */
function recordPriceRequests(page: Page): ProductKey[][] {
  const batches: ProductKey[][] = [];
  page.on('request', (request) => {
    if (!/\/api\/Price\/GetPrices/.test(request.url())) return;
    const body = request.postDataJSON() as { products: ProductKey[] };
    batches.push(body.products);
  });
  return batches;
}

const keyOf = (item: { id: string; firstVariantId: string | null; unitId: string }): string =>
  `${item.id}|${item.firstVariantId ?? ''}|${item.unitId}`;

const cases = [
  { who: 'an anonymous visitor', username: null, language: 'en' },
  { who: 'a Danish dealer', username: 'dealer@nordlys.demo', language: 'da' },
] as const;

describe('The first page of a product list', () => {
  it.each(cases)(
    'comes with its prices in the HTML for $who, asks no price call for them, and batches the next page by 10',
    async ({ username, language }) => {
      const token = username ? await api.token(username) : undefined;
      const area = await api.getArea(language);
      const listed = await api.searchProducts(language, { take: 30 });
      const first = listed.items[0]?.item;
      if (!first) throw new Error('The demo catalogue is empty');
      const price = await api.price(
        { productId: first.id, variantId: first.firstVariantId, unitOfMeasure: first.unitId },
        token ? { token } : { currencyCode: area.currencyCode },
      );
      const shown = shownMoney(price.price.netUnitPrice, price.currencyCode, language as LanguageCode);
      const page = await newPage();
      if (username) {
        await login(page, username, { language });
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      }
      const batches = recordPriceRequests(page);

      const response = await gotoHydrated(page, localizeContentUrl('/shop', language));

      // In the server's HTML already: the first tile's price, not a loading placeholder.
      const html = (await response?.text()) ?? '';
      expect(html.includes(shown)).toBe(true);
      const firstTile = page.getByRole('main').getByRole('article').first();
      expect(await firstTile.getByText(shown, { exact: true }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      const firstPage = new Set(listed.items.map((hit) => keyOf(hit.item)));
      const asked = batches
        .flat()
        .map((key) => `${key.productId}|${key.variantId ?? ''}|${key.unitOfMeasure}`);
      expect(asked.filter((key) => firstPage.has(key))).toEqual([]);
      expect(await page.locator('.price-tag--pending').count()).toBe(0);

      // The next page's tiles ask in batches of at most 10 keys (spec §9).
      if (listed.itemsTotal > listed.items.length) {
        await page.getByRole('main').getByRole('article').last().scrollIntoViewIfNeeded();
        const loaded = Math.min(60, listed.itemsTotal);
        await page
          .getByRole('main')
          .getByRole('article')
          .nth(loaded - 1)
          .waitFor();
        // The new tiles ask for their prices after they render (and a 10 ms debounce), and the page reached
        // network idle long ago, so waiting for it again returns at once: wait until every tile shows its price.
        await expect.poll(() => page.locator('.price-tag--pending').count(), { timeout: 15_000 }).toBe(0);
        expect(batches.length).toBeGreaterThan(0);
        expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(10);
        expect(batches.flat().length).toBe(loaded - listed.items.length);
      }
    },
  );
});
