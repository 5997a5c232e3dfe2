import { type LanguageCode, localizePath, type SearchProductItem } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { departments } from '../apps/api/src/db/seed/category-tree.ts';
import { area, callAt, catalogueApi } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { demoPassword, gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const api = catalogueApi(baseUrl);
const t = uiText;
const staff = 'manager@nordlys.demo';
const dealer = 'dealer@nordlys.demo';

/** Each language arranges its own department, so the two runs never see each other's order. */
const departmentOf: Record<LanguageCode, (typeof departments)[number]> = {
  en: departments[0]!,
  da: departments[1]!,
};

afterAll(async () => {
  // Whatever happened, both departments show the catalogue's order and colours again for the other tests.
  const { token } = await callAt(apiUrl, endpoints.user.login, {
    body: { username: staff, password: demoPassword },
  });
  for (const language of ['en', 'da'] as const) {
    const body = { area: area(language), categoryId: departmentOf[language].id };
    await callAt(apiUrl, endpoints.merchandising.resetCategorySorting, { body }, token);
    await callAt(apiUrl, endpoints.merchandising.resetPrimaryProductColors, { body }, token);
  }
});

/** The tiles of a category page in the order shown: each product's name and its first swatch's label. */
async function tiles(page: Page, language: LanguageCode) {
  const articles = page.locator('.product-grid article.product-tile');
  await articles.first().waitFor();
  const names = await articles.locator('.product-tile__name').allInnerTexts();
  const firstSwatch = await articles
    .first()
    .getByRole('list', { name: t(language, 'product.colors') })
    .getByRole('link')
    .first()
    .getAttribute('aria-label');
  return { names: names.map((name) => name.trim()), firstSwatch };
}

describe('Merchandising a category page', () => {
  it.each<LanguageCode>(['en', 'da'])(
    'staff drag a product to the top, pick its colour, move another with the keyboard, save and reset (%s)',
    async (language) => {
      const department = departmentOf[language];
      const name = department[language];
      const page = await loggedIn(staff, language);

      // The back office lists the categories and opens one in merchandising mode.
      await gotoHydrated(page, localizePath('backofficeMerchandising', language));
      await page
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.merchandising.title') })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const open = page
        .getByRole('link', { name: t(language, 'backoffice.merchandising.open', { name }) })
        // The department, listed before the Sale department's child of the same name.
        .first();
      const categoryPath = new URL((await open.getAttribute('href'))!, baseUrl).pathname;
      await open.click();
      await page.getByRole('heading', { name: t(language, 'merchandising.title') }).waitFor();
      await expect.poll(() => page.locator('.merchandising-item').count()).toBeGreaterThan(2);
      // Rows can be dragged once the board has loaded (a drag while it is busy does not start; seen on a
      // loaded machine).
      await page.locator('.merchandising-board[aria-busy="false"]').waitFor();

      // The catalogue's order, and a product further down with more than one colour that is on screen with
      // the first one: staff drag what they see (the keyboard and the Move buttons take one any distance).
      const listed = await api.searchProducts(language, { category: department.id, take: 100 });
      const items: SearchProductItem[] = listed.items.map((hit) => hit.item);
      const rows = page.locator('.merchandising-item');
      const rowOf = (product: SearchProductItem) =>
        page.locator(`.merchandising-item[data-product-id="${product.id}"]`);
      await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));
      const onScreen = await rows.evaluateAll((list) =>
        list
          .filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight)
          .map((row) => (row as HTMLElement).dataset.productId),
      );
      const target = items
        .filter((item, index) => index > 0 && onScreen.includes(item.id))
        .reverse()
        .find((item) => item.colors.length > 1);
      if (!target) throw new Error(`${name} shows no product with two colours below the first one`);
      const colour = target.colors.find((candidate) => candidate.code !== target.primaryColorCode)!;

      // Drag it to the top, the way a hand does: press, move in steps, let go over the first row. (Playwright's
      // dragTo moves in one jump; on a loaded machine Chromium then sometimes drops before its dragover, and the
      // row stays where it was.)
      await rowOf(target).hover({ position: { x: 4, y: 4 } });
      await page.mouse.down();
      const top = (await rows.first().boundingBox())!;
      await page.mouse.move(top.x + 4, top.y + 12, { steps: 8 });
      await page.mouse.move(top.x + 4, top.y + 4, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => rows.first().getAttribute('data-product-id')).toBe(target.id);
      await page
        .getByText(
          t(language, 'merchandising.moved', {
            name: target.name,
            position: '1',
            total: String(items.length),
          }),
        )
        .waitFor({ state: 'attached' });

      // Its primary colour, picked from its swatches.
      await page
        .getByRole('group', { name: t(language, 'merchandising.primary-color', { name: target.name }) })
        .getByRole('radio', { name: colour.name })
        .check();

      // The keyboard: the second product's handle, one place down.
      const second = await rows.nth(1).getAttribute('data-product-id');
      const secondItem = items.find((item) => item.id === second)!;
      const handle = page.getByRole('button', {
        name: t(language, 'merchandising.handle', { name: secondItem.name, position: '2' }),
      });
      await handle.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => rows.nth(2).getAttribute('data-product-id')).toBe(second);
      await page
        .getByText(
          t(language, 'merchandising.moved', {
            name: secondItem.name,
            position: '3',
            total: String(items.length),
          }),
        )
        .waitFor({ state: 'attached' });
      // The handle keeps the focus at its new place.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.dataset.productId))
        .toBe(second);
      expect(await axeViolations(page, '.merchandising-board')).toEqual([]);

      await page.getByRole('button', { name: t(language, 'merchandising.save'), exact: true }).click();
      await page.getByText(t(language, 'merchandising.saved')).waitFor({ state: 'attached' });

      // Leaving the mode, the category page shows the product first in its colour; so it does for a dealer.
      const shown = t(language, 'product.open-in-color', { name: target.name, color: colour.name });
      await page.getByRole('button', { name: t(language, 'merchandising.mode') }).click();
      const seenByStaff = await tiles(page, language);
      expect(seenByStaff.names[0]).toBe(target.name);
      expect(seenByStaff.names[2]).toBe(secondItem.name);
      expect(seenByStaff.firstSwatch).toBe(shown);
      const dealerPage = await loggedIn(dealer, language);
      await gotoHydrated(dealerPage, categoryPath);
      const seenByDealer = await tiles(dealerPage, language);
      expect(seenByDealer.names[0]).toBe(target.name);
      expect(seenByDealer.firstSwatch).toBe(shown);
      // Dealers never see the switch.
      expect(await dealerPage.getByRole('button', { name: t(language, 'merchandising.mode') }).count()).toBe(
        0,
      );

      // Reset both: the catalogue's order and colours are back.
      await page.getByRole('button', { name: t(language, 'merchandising.mode') }).click();
      await page.getByRole('heading', { name: t(language, 'merchandising.title') }).waitFor();
      await page.getByRole('button', { name: t(language, 'merchandising.reset-sorting') }).click();
      await page.getByText(t(language, 'merchandising.sorting-reset')).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: t(language, 'merchandising.reset-colors') }).click();
      await page.getByText(t(language, 'merchandising.colors-reset')).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: t(language, 'merchandising.mode') }).click();
      const after = await tiles(page, language);
      expect(after.names.slice(0, 3)).toEqual(items.slice(0, 3).map((item) => item.name));
      await gotoHydrated(dealerPage, categoryPath);
      expect((await tiles(dealerPage, language)).names[0]).toBe(items[0]!.name);
    },
    180_000,
  );
});
