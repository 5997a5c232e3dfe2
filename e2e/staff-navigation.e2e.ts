import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const t = uiText;

/** Staff: a sales manager with the back office's role (B2B Manager). */
const manager = 'manager@nordlys.demo';
/** A sales person without back-office rights. */
const salesPerson = 'sales@nordlys.demo';

const staffNav = (page: Page, language: LanguageCode) =>
  page.getByRole('navigation', { name: t(language, 'header.staff.label') });
const staffLink = (page: Page, language: LanguageCode, key: TextKey) =>
  staffNav(page, language).getByRole('link', { name: t(language, key), exact: true });

/** The demo's first category of the main menu, as the menu names and links it. */
async function firstCategory(language: LanguageCode): Promise<{ name: string; path: string }> {
  const area = await catalogue.getArea(language);
  const top = area.menus.find((item) => item.menus.includes('categories'));
  if (!top) throw new Error('The demo has no category menu');
  return { name: top.name, path: localizeContentUrl(top.url, language) };
}

/** Wider than the window: something scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Staff move between the shop, the sales area and the back office (issue 31)', () => {
  it.each(languageCodes)(
    '%s: a sales manager opens the back office from the header, then browses the shop without acting for a customer',
    async (language) => {
      const page = await loggedIn(manager, language);
      // Staff land on the sales dashboard, with their navigation on top of the header.
      await page.waitForURL((url) => url.pathname === localizePath('sales', language));
      await mainHeading(page).waitFor();
      expect(await staffLink(page, language, 'header.staff.sales').getAttribute('aria-current')).toBe('true');
      // On a fresh load, the keyboard's first stop in the header is the staff navigation (after the skip link
      // and a banner).
      await gotoHydrated(page, localizePath('sales', language));
      let inHeader = false;
      for (let stop = 0; stop < 6 && !inHeader; stop += 1) {
        await page.keyboard.press('Tab');
        inHeader = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
      }
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        t(language, 'header.staff.shop'),
      );

      await staffLink(page, language, 'header.staff.backoffice').click();
      await page.waitForURL((url) => url.pathname === localizePath('backoffice', language));
      await page
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.overview.title'), exact: true })
        .waitFor();
      await expect
        .poll(() => staffLink(page, language, 'header.staff.backoffice').getAttribute('aria-current'))
        .toBe('true');
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);

      // The shop's front page, as a visitor sees it: the main menu and the search, no customer center.
      await staffLink(page, language, 'header.staff.shop').click();
      await page.waitForURL((url) => url.pathname === localizePath('home', language));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const mainMenu = page.getByRole('navigation', { name: t(language, 'header.main-navigation') });
      await mainMenu.waitFor();
      // The address changes a moment before the page is drawn for it.
      await expect
        .poll(() => staffLink(page, language, 'header.staff.shop').getAttribute('aria-current'))
        .toBe('true');
      expect(await page.getByRole('link', { name: t(language, 'header.customer-center') }).count()).toBe(0);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);

      // A category page from the main menu: staff stay on it, and see the retail prices (no customer's).
      const customerPriceCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/Price/GetPricesByCustomer')) customerPriceCalls.push(request.url());
      });
      const category = await firstCategory(language);
      await mainMenu.getByRole('link', { name: category.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === category.path);
      await mainHeading(page).waitFor();
      const reloaded = await gotoHydrated(page, category.path);
      expect(reloaded?.request().redirectedFrom()).toBeNull();
      expect(currentPath(page)).toBe(category.path);
      await staffLink(page, language, 'header.staff.backoffice').waitFor();
      await page.getByRole('main').getByRole('article').first().locator('.price-tag__price').waitFor();
      await expect.poll(() => page.locator('.price-tag--pending, .price-tag--failed').count()).toBe(0);
      expect(customerPriceCalls).toEqual([]);
    },
  );

  it.each(languageCodes)(
    '%s: on a phone the staff navigation fits, without sideways scroll',
    async (language) => {
      const page = await loggedIn(manager, language);
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of [localizePath('home', language), localizePath('backoffice', language)]) {
        await gotoHydrated(page, path);
        expect(currentPath(page)).toBe(path);
        for (const key of ['header.staff.shop', 'header.staff.sales', 'header.staff.backoffice'] as const) {
          const box = await staffLink(page, language, key).boundingBox();
          expect(box, key).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0), key).toBeLessThanOrEqual(390);
        }
        expect(await scrollsSideways(page), path).toBe(false);
        expect(await axeViolations(page, '.site-header')).toEqual([]);
      }
    },
  );

  it.each(languageCodes)(
    '%s: a sales person without back-office rights gets no back-office link and is still sent to the dashboard',
    async (language) => {
      const page = await loggedIn(salesPerson, language);
      await page.waitForURL((url) => url.pathname === localizePath('sales', language));
      await mainHeading(page).waitFor();
      expect(await staffNav(page, language).count()).toBe(0);
      expect(
        await page.getByRole('link', { name: t(language, 'header.staff.backoffice'), exact: true }).count(),
      ).toBe(0);

      const category = await firstCategory(language);
      for (const path of [localizePath('home', language), category.path]) {
        const response = await page.goto(path);
        expect(response?.request().redirectedFrom()?.url()).toBe(new URL(path, baseUrl).href);
        expect(currentPath(page)).toBe(localizePath('sales', language));
      }
    },
  );
});
