import path from 'node:path';
import { defaultAreaId, type LanguageCode, languageCodes, localizeContentUrl } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { categoryHeroSvg } from '../apps/api/src/db/seed/category-hero-svg.ts';
import { writeSvgJpeg } from '../apps/api/src/db/seed/write-svg-jpeg.ts';
import { catalogueApi } from './catalogue-api.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const api = catalogueApi(baseUrl);
const mediaDir = inject('mediaDir');

/** A department of the category menu and its first subcategory, with their names and hero pictures. */
async function twoCategories(language: LanguageCode) {
  const area = await api.getArea(language);
  const top = area.menus.find((item) => item.menus.includes('categories') && item.children.length > 0);
  const child = top?.children[0];
  if (!top || !child) throw new Error('The demo has no category with subcategories');
  return Promise.all(
    [top.url, child.url].map(async (url) => {
      const { content } = await api.call(endpoints.content.getContentByUrl, {
        query: { 'Area.AreaId': defaultAreaId, 'Area.LanguageCode': language, Url: url },
      });
      const categoryId = content?.blocks.find((block) => block.type === 'productList')?.categoryId;
      if (!content?.heroImage || !categoryId) throw new Error(`${url} has no hero picture`);
      // The tests' demo renders no pictures: draw this one where the seed would have put it.
      await writeSvgJpeg(categoryHeroSvg(categoryId), path.join(mediaDir, content.heroImage));
      return { url: localizeContentUrl(url, language), title: content.title };
    }),
  );
}

/** The band holding the page's heading, and its picture (decorative: no role of its own). */
function hero(page: Page) {
  const band = page.locator('.category-hero');
  return { band, heading: band.getByRole('heading', { level: 1 }), picture: band.locator('img') };
}

const pictureLoaded = (page: Page) =>
  hero(page).picture.evaluate(
    (image: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (image.complete) resolve();
        else image.addEventListener('load', () => resolve(), { once: true });
      }),
  );

describe('A category page’s hero band (issue 20, ADR 65)', () => {
  it.each(languageCodes)(
    'shows the category’s name over its own picture, which moves nothing when it arrives (%s)',
    async (language) => {
      const [department, subcategory] = await twoCategories(language);
      if (!department || !subcategory) throw new Error('two categories expected');
      const page = await newPage();
      // Hold the picture back until the page has been measured without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/images/**', async (route) => {
        await held;
        await route.continue();
      });
      const listTop = () =>
        page
          .getByRole('main')
          .getByRole('heading', { level: 3 })
          .first()
          .evaluate((tile) => tile.getBoundingClientRect().top + window.scrollY);

      // Not until `load`: that waits for the held picture.
      await page.goto(department.url, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { heading, picture } = hero(page);
      await expect(heading.textContent()).resolves.toBe(department.title);
      await expect(mainHeading(page).textContent()).resolves.toBe(department.title);
      expect(await picture.getAttribute('alt')).toBe('');
      const before = await listTop();
      release();
      await pictureLoaded(page);
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await listTop()).toBe(before);
      const departmentPicture = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);

      await gotoHydrated(page, subcategory.url);
      await expect(hero(page).heading.textContent()).resolves.toBe(subcategory.title);
      await pictureLoaded(page);
      const subcategoryPicture = await hero(page).picture.evaluate(
        (image: HTMLImageElement) => image.currentSrc,
      );
      expect(subcategoryPicture).not.toBe(departmentPicture);
      const [first, second] = await Promise.all(
        [departmentPicture, subcategoryPicture].map(async (url) => (await page.request.get(url)).body()),
      );
      expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false);
    },
  );

  it.each(languageCodes)(
    'stays a low band on a 390 px phone, so the first products are on the first screen (%s)',
    async (language) => {
      const [department] = await twoCategories(language);
      if (!department) throw new Error('a category expected');
      const page = await newPage({ width: 390 });
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, department.url);
      const { band, heading } = hero(page);
      await expect(heading.textContent()).resolves.toBe(department.title);
      const box = await band.boundingBox();
      expect(box?.height).toBeGreaterThan(0);
      expect(box?.height).toBeLessThanOrEqual(160);
      const firstTile = page.getByRole('main').getByRole('heading', { level: 3 }).first();
      const tileTop = await firstTile.evaluate((tile) => tile.getBoundingClientRect().top);
      expect(tileTop).toBeLessThan(page.viewportSize()?.height ?? 0);
    },
  );
});
