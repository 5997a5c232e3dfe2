import { languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { demoUserName, uiCount, uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);

describe('The header search', () => {
  it.each(languageCodes)(
    'suggests as you type, walks the suggestions with the arrow keys and opens one (%s)',
    async (language) => {
      const [first] = (await api.searchProducts(language, { take: 1 })).items;
      // The garment word of a name ('Dress', 'kjole') is shared by several products.
      const word = first?.item.name.split(' ').at(-1);
      if (!word) throw new Error('No product to search for');
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });

      await box.fill(word);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      const options = await page.getByRole('option').evaluateAll((els) => els.map((el) => el.id));
      expect(options.length).toBeGreaterThan(1);
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(options[1]);
      // Five more steps go round the cycle of (at most) 5 entries.
      for (let step = 0; step < 5; step++) await box.press('ArrowDown');
      const highlighted = options[(1 + 5) % Math.min(5, options.length)];
      expect(await box.getAttribute('aria-activedescendant')).toBe(highlighted);
      const target = await page.locator(`[id="${highlighted}"]`).getAttribute('href');

      await box.press('Enter');

      await page.waitForURL((url) => url.pathname === target);
    },
  );

  it.each(languageCodes)(
    'searches for the typed text on Enter and keeps it in the box (%s)',
    async (language) => {
      const [first] = (await api.searchProducts(language, { take: 1 })).items;
      const word = first?.item.name.split(' ')[0] ?? '';
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });

      await box.fill(word);
      await box.press('Enter');

      await page.waitForURL((url) => url.pathname === localizePath('search', language));
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);
      await page
        .getByRole('main')
        .getByRole('link', { name: first?.item.name, exact: true })
        .first()
        .waitFor();
      expect(await box.inputValue()).toBe(word);
      expect(await mainHeading(page).textContent()).toBe(
        uiText(language, 'search.results-for', { query: word }),
      );
      // Spec §9 focus delay: focus then moves from the closed search to the results heading.
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    },
  );

  it.each(languageCodes)(
    'counts a single hit in the singular: "1 of 1 product", not "1 products" (%s)',
    async (language) => {
      const [first] = (await api.searchProducts(language, { take: 1 })).items;
      const product = first ? await api.product(language, first.id) : null;
      if (!product) throw new Error('No product to search for');
      const page = await newPage();
      await gotoHydrated(page, `${localizePath('search', language)}?q=${encodeURIComponent(product.number)}`);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: product.name, exact: true }).first().waitFor();
      await main
        .getByText(uiCount(language, 'search.item-counter', 1, { loaded: '1' }), { exact: true })
        .waitFor();
      expect(await main.getByRole('article').count()).toBe(1);
    },
  );

  it.each(languageCodes)(
    'closes the suggestions and the grey backdrop together on the first Escape, keeping text and focus (%s)',
    async (language) => {
      const [first] = (await api.searchProducts(language, { take: 1 })).items;
      const word = first?.item.name.split(' ').at(-1);
      if (!word) throw new Error('No product to search for');
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });
      // The backdrop is decoration (aria-hidden): no role to find it by.
      const backdrop = page.locator('.header-search__backdrop');
      await box.fill(word);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      expect(await backdrop.count()).toBe(1);

      await box.press('Escape');

      await expect.poll(() => backdrop.count()).toBe(0);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.inputValue()).toBe(word);
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

      // The next Escape empties the box, as a search field does, and brings no backdrop back.
      await box.press('Escape');
      await expect.poll(() => box.inputValue()).toBe('');
      expect(await backdrop.count()).toBe(0);
      // Typing again opens the search again.
      await box.fill(word);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      expect(await backdrop.count()).toBe(1);
    },
  );

  it.each(languageCodes)(
    "offers the back office's popular searches and trending categories before anything is typed (%s)",
    async (language) => {
      const { settings } = await api.getArea(language);
      const [word] = settings.popularSearchesSearchWords;
      const [category] = settings.trendingCategories;
      if (!word || !category) throw new Error('The demo area has no popular searches');
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });

      await box.focus();
      const offer = page.getByRole('navigation', { name: uiText(language, 'search.popular-label') });
      await offer.getByRole('heading', { name: settings.popularSearchesHeadline ?? '' }).waitFor();
      await offer.getByRole('heading', { name: settings.trendingCategoriesHeadline ?? '' }).waitFor();
      expect(await offer.getByRole('link').allInnerTexts()).toEqual([
        ...settings.popularSearchesSearchWords,
        ...settings.trendingCategories.map((entry) => entry.name),
      ]);
      // Typing replaces the offer with suggestions; emptying the box brings it back.
      await box.fill(word);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      expect(await offer.count()).toBe(0);
      await box.fill('');
      await offer.waitFor();

      // Tab reaches the first word after the search button; it searches for it.
      await box.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(word);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === localizePath('search', language));
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);
      await expect.poll(() => box.inputValue()).toBe(word);
      expect(await offer.count()).toBe(0);
      await page.getByRole('main').getByRole('link').first().waitFor();

      // A trending category opens its page.
      await box.fill('');
      await box.focus();
      await offer.getByRole('link', { name: category.name }).click();
      await page.waitForURL((url) => url.pathname === localizeContentUrl(category.url, language));
    },
  );

  it('greets a logged-in dealer by first name in the placeholder', async () => {
    const firstName = (await demoUserName('dealer@nordlys.demo')).split(' ')[0] ?? '';
    const page = await loggedIn('dealer@nordlys.demo', 'en');
    const box = page.getByRole('combobox', { name: uiText('en', 'search.label') });
    expect(await box.getAttribute('placeholder')).toBe(
      uiText('en', 'search.placeholder-personal', { name: firstName }),
    );
  });
});
