import { languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueApi, productPageUrl } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const dealer = 'dealer@nordlys.demo';

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
      const product = (await catalogue.firstProducts(language)).find(
        (candidate) => 'multi-color' in candidate.colors,
      );
      if (!product) throw new Error('The demo has no multi-colour product');
      const page = await newPage();
      await gotoHydrated(page, productPageUrl(product, language, 'multi-color'));
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
