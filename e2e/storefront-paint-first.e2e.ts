import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { demoPage, uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);

/** The pages of the Lighthouse targets (issue 20), in `language`. */
async function measuredPages(language: LanguageCode): Promise<string[]> {
  const area = await api.getArea(language);
  const category = area.menus.find((item) => item.menus.includes('categories'));
  if (!category) throw new Error('The demo has no category menu');
  const product = await api.firstProduct(language);
  return [
    demoPage('home', language).path,
    localizeContentUrl(category.url, language),
    `${localizePath('search', language)}?q=dress`,
    localizeContentUrl(product.url, language),
  ];
}

describe('A shop page paints before it loads its scripts (ADR 66)', () => {
  it.each(languageCodes)(
    'shows the server-rendered page first, then loads the scripts and hydrates (%s)',
    async (language) => {
      const page = await newPage();
      const problems: string[] = [];
      // (The test data has no rendered pictures: their 404s are not what this is about.)
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      for (const path of await measuredPages(language)) {
        await gotoHydrated(page, path);
        const timing = await page.evaluate(() => ({
          firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ url: entry.name, start: entry.startTime })),
        }));
        expect(timing.firstPaint, path).not.toBeNull();
        expect(timing.scripts.length, path).toBeGreaterThan(0);
        const early = timing.scripts.filter((script) => script.start < (timing.firstPaint ?? 0));
        expect(early, `${path}: scripts requested before the first paint at ${timing.firstPaint} ms`).toEqual(
          [],
        );
      }
      // The started scripts passed the page's Content-Security-Policy and ran without an error.
      expect(problems).toEqual([]);
    },
  );

  it.each(languageCodes)(
    'leaves the staff and account screens’ texts out of a shop page (%s)',
    async (language) => {
      const shopHtml = await (await fetch(new URL(localizePath('cart', language), baseUrl))).text();
      expect(shopHtml).toContain('cart.title');
      expect(shopHtml).toContain(uiText(language, 'cart.title'));
      // A text only the back office shows.
      expect(shopHtml).not.toContain('backoffice.nav.cache');
      expect(shopHtml).not.toContain('list-kit.loading');
      // The login form's links are the account texts a shop page does show. (A dealer following the
      // header's link into the customer center gets the rest: customer-center-orders.e2e.ts.)
      expect(shopHtml).toContain('account.login.forgot-password');
    },
  );
});
