import { languageCodes, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage } = useBrowser();

/** Whether what sits at the middle of the window is the page's main content (not something laid over it). */
function mainIsUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 40);
    return hit !== null && hit.closest('main, footer') !== null;
  });
}

/** Whether keyboard focus sits inside the header search. */
function focusInSearch(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('search') !== null);
}

describe('The header search, used with the keyboard', () => {
  it.each(languageCodes)(
    'lifts its backdrop once Tab takes focus out of the search (%s)',
    async (language) => {
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });

      await box.focus();
      expect(await mainIsUncovered(page)).toBe(false); // the backdrop dims the page while searching

      for (let step = 0; step < 5 && (await focusInSearch(page)); step++) await page.keyboard.press('Tab');

      expect(await focusInSearch(page)).toBe(false);
      expect(await mainIsUncovered(page)).toBe(true);
    },
  );

  it('lifts its backdrop on Escape, and Tab then moves on to the next control', async () => {
    const page = await newPage();
    await gotoHydrated(page, localizePath('home', 'en'));
    const box = page.getByRole('combobox', { name: uiText('en', 'search.label') });

    await box.focus();
    await box.press('Escape');
    expect(await mainIsUncovered(page)).toBe(true);

    for (let step = 0; step < 5 && (await focusInSearch(page)); step++) await page.keyboard.press('Tab');
    expect(await mainIsUncovered(page)).toBe(true);
    // Shift+Tab back into the box opens the search again.
    const inBox = () => box.evaluate((input) => input === document.activeElement);
    for (let step = 0; step < 5 && !(await inBox()); step++) await page.keyboard.press('Shift+Tab');
    expect(await inBox()).toBe(true);
    expect(await mainIsUncovered(page)).toBe(false);
  });
});
