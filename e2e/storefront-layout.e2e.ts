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

      // Tab walks the field, its button and the popular searches and categories offered before typing.
      for (let step = 0; step < 20 && (await focusInSearch(page)); step++) await page.keyboard.press('Tab');

      expect(await focusInSearch(page)).toBe(false);
      expect(await mainIsUncovered(page)).toBe(true);
    },
  );

  it.each(languageCodes)(
    'lifts its backdrop on Escape, and Tab then moves on to the next control (%s)',
    async (language) => {
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const box = page.getByRole('combobox', { name: uiText(language, 'search.label') });

      await box.focus();
      await box.press('Escape');
      expect(await mainIsUncovered(page)).toBe(true);

      // Tab walks the field, its button and the popular searches and categories offered before typing.
      for (let step = 0; step < 20 && (await focusInSearch(page)); step++) await page.keyboard.press('Tab');
      expect(await mainIsUncovered(page)).toBe(true);
      // Shift+Tab back into the box opens the search again.
      const inBox = () => box.evaluate((input) => input === document.activeElement);
      for (let step = 0; step < 5 && !(await inBox()); step++) await page.keyboard.press('Shift+Tab');
      expect(await inBox()).toBe(true);
      expect(await mainIsUncovered(page)).toBe(false);
    },
  );
});

describe('The brand typefaces (issue 20, brand look)', () => {
  it.each(languageCodes)(
    'sets headings in Fraunces and text in Inter, self-hosted, swapped in and the first screen preloaded (%s)',
    async (language) => {
      const page = await newPage();
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      const response = await gotoHydrated(page, localizePath('home', language));
      await page.evaluate(() => document.fonts.ready);

      const firstFamily = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]);
      expect(await firstFamily('h1')).toMatch(/^["']?Fraunces["']?$/);
      expect(await firstFamily('body')).toMatch(/^["']?Inter["']?$/);
      // The faces in use were loaded (not the fallback), and every brand face swaps in.
      const faces = await page.evaluate(() => {
        const found: Array<{ family: string; display: string; status: string }> = [];
        document.fonts.forEach((face) => {
          const family = face.family.replace(/["']/g, '');
          if (family === 'Inter' || family === 'Fraunces')
            found.push({ family, display: face.display, status: face.status });
        });
        return found;
      });
      expect(new Set(faces.map((face) => face.family))).toEqual(new Set(['Inter', 'Fraunces']));
      expect(faces.every((face) => face.display === 'swap')).toBe(true);
      expect(
        faces
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family)
          .sort(),
      ).toEqual(expect.arrayContaining(['Fraunces', 'Inter']));

      // Preloaded in the server's HTML, and every font file comes from the shop itself.
      const html = (await response?.text()) ?? '';
      const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(preloads.length).toBeGreaterThanOrEqual(2);
      expect(preloads.every((link) => /type="font\/woff2"/.test(link))).toBe(true);
      const origin = new URL(page.url()).origin;
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(fontRequests.every((url) => new URL(url).origin === origin && url.endsWith('.woff2'))).toBe(
        true,
      );
    },
  );
});
