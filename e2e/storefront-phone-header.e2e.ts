import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, newPage } = useBrowser();
const dealer = 'dealer@nordlys.demo';

/**
 * The four controls of the phone header's one row, found by role and accessible name. A visitor's bar is not the
 * site header (spec §1: no header for anonymous visitors) and no banner landmark but a named region.
 */
function phoneControls(page: Page, language: LanguageCode, visitor = false) {
  const header = visitor
    ? page.getByRole('region', { name: uiText(language, 'header.guest-bar'), exact: true })
    : page.getByRole('banner');
  return {
    header,
    controls: {
      logo: header.getByRole('link', { name: uiText(language, 'header.logo'), exact: true }),
      search: header.getByRole('combobox', { name: uiText(language, 'search.label'), exact: true }),
      basket: header.getByRole('button', { name: new RegExp(`^${uiText(language, 'cart.mini-cart')}`) }),
      menu: header.getByRole('button', { name: uiText(language, 'header.menu'), exact: true }),
    } satisfies Record<string, Locator>,
  };
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function dealerOnPhone(language: LanguageCode) {
  const page = await loggedIn(dealer, language);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, localizePath('home', language));
  return page;
}

describe('The header on a 390 px phone (issue 20 item 6)', () => {
  it.each(languageCodes)(
    'is one row of logo, search, basket and menu, reachable by keyboard (%s)',
    async (language) => {
      const page = await dealerOnPhone(language);
      const { header, controls } = phoneControls(page, language);
      const headerBox = await header.boundingBox();
      // One row: about 60 px instead of the 250 px the wrapped header took.
      expect(headerBox?.height).toBeLessThanOrEqual(80);
      for (const control of Object.values(controls)) {
        expect(await control.isVisible()).toBe(true);
        const box = await control.boundingBox();
        expect(box && headerBox && box.y + box.height <= headerBox.y + headerBox.height).toBe(true);
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Left to right as they are in the markup (and so in the keyboard's order).
      const lefts = [];
      for (const control of Object.values(controls)) lefts.push((await control.boundingBox())?.x ?? -1);
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));

      // Tab from the top of the page reaches the four, in the order they stand.
      await page.locator('body').focus();
      const reached: string[] = [];
      for (let presses = 0; presses < 20 && reached.length < 4; presses += 1) {
        await page.keyboard.press('Tab');
        for (const [name, control] of Object.entries(controls)) {
          if (!reached.includes(name) && (await isFocused(control))) reached.push(name);
        }
      }
      expect(reached).toEqual(['logo', 'search', 'basket', 'menu']);

      // The menu (focused now) opens with the keyboard: categories and the other actions below the row.
      const customerCenter = header.getByRole('link', {
        name: uiText(language, 'header.customer-center'),
      });
      expect(await customerCenter.isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await controls.menu.getAttribute('aria-expanded')).toBe('true');
      await customerCenter.waitFor();
      await header.getByRole('button', { name: uiText(language, 'header.logout'), exact: true }).waitFor();
      await page
        .getByRole('navigation', { name: uiText(language, 'header.main-navigation') })
        .getByRole('link')
        .first()
        .waitFor();
      // Opening the menu leaves the row as it was.
      const row = await controls.search.boundingBox();
      const logo = await controls.logo.boundingBox();
      expect(row && logo && Math.abs(row.y + row.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(20);
      expect(await axeViolations(page, 'header')).toEqual([]);
    },
  );

  it.each(languageCodes)(
    'gives a visitor the same one row, the log-in line compact under it, the rest in the menu (%s)',
    async (language) => {
      const page = await newPage({ width: 390 });
      await gotoHydrated(page, localizePath('home', language));
      const { header, controls } = phoneControls(page, language, true);
      const headerBox = await header.boundingBox();
      // One row: about 60 px instead of the 130 px the wrapped bar took.
      expect(headerBox?.height).toBeLessThanOrEqual(80);
      for (const control of Object.values(controls)) {
        expect(await control.isVisible()).toBe(true);
        const box = await control.boundingBox();
        expect(box && headerBox && box.y + box.height <= headerBox.y + headerBox.height).toBe(true);
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The log-in line under the bar is compact: its text and its button share one short strip.
      const intro = page.getByText(uiText(language, 'login.intro'));
      const prompt = page.locator('.login-prompt');
      const promptBox = await prompt.boundingBox();
      expect(await intro.isVisible()).toBe(true);
      expect(promptBox?.height).toBeLessThanOrEqual(64);
      expect(promptBox && headerBox && promptBox.y + promptBox.height).toBeLessThanOrEqual(150);

      await page.locator('body').focus();
      const reached: string[] = [];
      for (let presses = 0; presses < 20 && reached.length < 4; presses += 1) {
        await page.keyboard.press('Tab');
        for (const [name, control] of Object.entries(controls)) {
          if (!reached.includes(name) && (await isFocused(control))) reached.push(name);
        }
      }
      expect(reached).toEqual(['logo', 'search', 'basket', 'menu']);

      // The menu opens with the keyboard: log in, the VAT switch and the languages, under the row.
      const login = header.getByRole('link', { name: uiText(language, 'header.login'), exact: true });
      const vat = header.getByRole('switch', { name: uiText(language, 'prices.with-vat') });
      const languages = header.getByRole('navigation', { name: uiText(language, 'header.language') });
      expect(await login.isVisible()).toBe(false);
      expect(await vat.isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await controls.menu.getAttribute('aria-expanded')).toBe('true');
      await login.waitFor();
      await vat.waitFor();
      await languages.getByRole('link').first().waitFor();
      const row = await controls.search.boundingBox();
      const logo = await controls.logo.boundingBox();
      expect(row && logo && Math.abs(row.y + row.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(20);
      const loginBox = await login.boundingBox();
      expect(loginBox && row && loginBox.y).toBeGreaterThan((row?.y ?? 0) + (row?.height ?? 0));
      // Tab goes on from the menu button into what it opened.
      await page.keyboard.press('Tab');
      expect(await vat.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await axeViolations(page, '.guest-bar')).toEqual([]);
      expect(await axeViolations(page, '.login-prompt')).toEqual([]);
    },
  );

  it('keeps the 1366 px header: every action in the row, categories shown, no menu button', async () => {
    const page = await loggedIn(dealer, 'en');
    await gotoHydrated(page, localizePath('home', 'en'));
    const { header, controls } = phoneControls(page, 'en');
    expect(await controls.menu.isVisible()).toBe(false);
    for (const control of [controls.logo, controls.search, controls.basket]) {
      expect(await control.isVisible()).toBe(true);
    }
    await header.getByRole('link', { name: uiText('en', 'header.customer-center') }).waitFor();
    await header.getByRole('button', { name: uiText('en', 'header.logout'), exact: true }).waitFor();
    const categories = page.getByRole('navigation', { name: uiText('en', 'header.main-navigation') });
    expect(await categories.getByRole('link').first().isVisible()).toBe(true);
    // Logo, search and actions in one row above the categories.
    const logo = await controls.logo.boundingBox();
    const basket = await controls.basket.boundingBox();
    expect(
      logo && basket && Math.abs(logo.y + logo.height / 2 - (basket.y + basket.height / 2)),
    ).toBeLessThan(20);
  });
});
