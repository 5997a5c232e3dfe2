import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentCookieName } from '../apps/web/app/lib/consent-choice.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { workerChromium } from './support/chromium.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn, baseUrl } = useBrowser();
const dealer = 'dealer@nordlys.demo';

/** Consent Mode v2's default (ADR 79): everything for statistics and marketing denied until the visitor says. */
const consentDefault = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
};
const update = (statistics: boolean, marketing: boolean) => {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    analytics_storage: state(statistics),
  };
};

/** The cookies the shop itself sets, all necessary (ADR 79); anything else would be a tracker's. */
const necessaryCookies = [
  'shop_session',
  'shop_guest',
  'shop_flash',
  'redirect',
  'locale',
  consentCookieName,
];

/**
 * The tracking layer in order; a gtag call (an `arguments` object, the only kind a tag manager runs as a
 * command) as `{ gtag: [...] }`, so a plain array or object pushed instead would not pass for one.
 */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as ArrayLike<unknown>) }
        : entry,
    ),
  );
}

const consentCalls = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { gtag?: unknown[] }).gtag?.[0] === 'consent');

/** The banner's element in the server's HTML (the dictionary in the page holds its texts either way). */
const bannerMarkup = '<section class="consent-banner"';

function banner(page: Page, language: LanguageCode): Locator {
  return page.getByRole('region', { name: uiText(language, 'consent.title') });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  for (let presses = 0; presses < 200; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

async function storedChoice(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((each) => each.name === consentCookieName);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

describe('Consent and privacy (issue 31, ADR 79)', () => {
  it.each(languageCodes)(
    'asks a first-time visitor; "Only necessary" by keyboard keeps everything denied, on the next page too (%s)',
    async (language: LanguageCode) => {
      const home = localizePath('home', language);
      // The banner is in the server's HTML: it paints with the page, before any script.
      const firstHtml = await (await fetch(new URL(home, baseUrl))).text();
      expect(firstHtml).toContain(bannerMarkup);

      const page = await newPage({ consentChoice: false });
      const problems: string[] = [];
      // (The test data has no rendered pictures: their 404s are not what this is about.)
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await gotoHydrated(page, home);
      await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(1);
      const [first, ...rest] = await dataLayer(page);
      // Before any event, the default; no update while the visitor has not chosen.
      expect(first).toEqual({ gtag: ['consent', 'default', consentDefault] });
      expect(rest.some((entry) => (entry as { event?: string }).event === 'page_view')).toBe(true);
      expect(await consentCalls(page)).toHaveLength(1);

      const region = banner(page, language);
      await expect.poll(() => region.isVisible()).toBe(true);
      for (const name of ['consent.accept-all', 'consent.only-necessary', 'consent.choose'] as const) {
        expect(await region.getByRole('button', { name: uiText(language, name) }).isVisible()).toBe(true);
      }
      // The page behind is not blocked: no modal, everything reachable.
      expect(await page.locator('[aria-modal="true"]').count()).toBe(0);

      // Keyboard only: from the page's end backwards to "Only necessary", then Enter.
      const onlyNecessary = region.getByRole('button', { name: uiText(language, 'consent.only-necessary') });
      await tabTo(page, onlyNecessary, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => region.count()).toBe(0);
      expect((await consentCalls(page)).map((call) => (call as { gtag: unknown[] }).gtag)).toEqual([
        ['consent', 'default', consentDefault],
        ['consent', 'update', update(false, false)],
      ]);
      expect(await storedChoice(page)).toEqual({
        statistics: false,
        marketing: false,
        date: new Date().toISOString().slice(0, 10),
      });
      for (const name of await cookieNames(page)) expect(necessaryCookies).toContain(name);

      // The next page: no banner (not even in its HTML), and the stored choice right after the default.
      await gotoHydrated(page, localizePath('cart', language));
      expect(await banner(page, language).count()).toBe(0);
      const cookie = (await page.context().cookies()).find((each) => each.name === consentCookieName);
      const nextHtml = await (
        await fetch(new URL(localizePath('cart', language), baseUrl), {
          headers: { Cookie: `${consentCookieName}=${cookie?.value}` },
        })
      ).text();
      expect(nextHtml).not.toContain(bannerMarkup);
      const [again, stored] = await dataLayer(page);
      expect(again).toEqual({ gtag: ['consent', 'default', consentDefault] });
      expect(stored).toEqual({ gtag: ['consent', 'update', update(false, false)] });
      for (const name of await cookieNames(page)) expect(necessaryCookies).toContain(name);
      // The consent script passed the page's CSP, and the banner hydrated without a mismatch.
      expect(problems).toEqual([]);
    },
  );

  it.each(languageCodes)(
    '"Accept all" grants; "Cookie settings" reopens it with the choice, and "Choose" changes it (%s)',
    async (language: LanguageCode) => {
      const page = await newPage({ consentChoice: false });
      await gotoHydrated(page, localizePath('search', language));
      const region = banner(page, language);
      await region.getByRole('button', { name: uiText(language, 'consent.accept-all') }).click();
      await expect.poll(() => region.count()).toBe(0);
      expect((await consentCalls(page)).at(-1)).toEqual({ gtag: ['consent', 'update', update(true, true)] });
      expect(await storedChoice(page)).toMatchObject({ statistics: true, marketing: true });
      // The shop loads no tracker itself: even with consent, only its own cookies.
      for (const name of await cookieNames(page)) expect(necessaryCookies).toContain(name);

      // A visitor's privacy links (no footer for visitors): reopen, by keyboard.
      const privacy = page.getByRole('navigation', { name: uiText(language, 'footer.privacy-links') });
      const settings = privacy.getByRole('button', { name: uiText(language, 'footer.cookie-settings') });
      await settings.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => region.isVisible()).toBe(true);
      // The focus moves into the banner, to its heading.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(uiText(language, 'consent.title'));

      const choose = region.getByRole('button', { name: uiText(language, 'consent.choose') });
      expect(await choose.getAttribute('aria-expanded')).toBe('false');
      await tabTo(page, choose, 'Tab');
      await page.keyboard.press('Enter');
      expect(await choose.getAttribute('aria-expanded')).toBe('true');
      const statistics = region.getByRole('switch', { name: uiText(language, 'consent.statistics') });
      const marketing = region.getByRole('switch', { name: uiText(language, 'consent.marketing') });
      // The switches show the stored choice.
      expect(await statistics.isChecked()).toBe(true);
      expect(await marketing.isChecked()).toBe(true);
      await tabTo(page, marketing, 'Tab');
      await page.keyboard.press('Space');
      expect(await marketing.isChecked()).toBe(false);
      await tabTo(page, region.getByRole('button', { name: uiText(language, 'consent.save') }), 'Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => region.count()).toBe(0);
      expect((await consentCalls(page)).at(-1)).toEqual({ gtag: ['consent', 'update', update(true, false)] });
      expect(await storedChoice(page)).toMatchObject({ statistics: true, marketing: false });
      // The focus is back where the visitor opened the settings.
      await expect.poll(() => settings.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await banner(page, language).count()).toBe(0);
      expect((await consentCalls(page)).map((call) => (call as { gtag: unknown[] }).gtag)).toEqual([
        ['consent', 'default', consentDefault],
        ['consent', 'update', update(true, false)],
      ]);
    },
  );

  it.each(languageCodes)(
    'a dealer changes the choice from the footer’s "Cookie settings" (%s)',
    async (language: LanguageCode) => {
      // Logged in through support/session.ts, whose visitors have chosen "Only necessary".
      const page = await loggedIn(dealer, language);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const region = banner(page, language);
      expect(await region.count()).toBe(0);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: uiText(language, 'footer.cookie-settings') }).click();
      await expect.poll(() => region.isVisible()).toBe(true);
      await region.getByRole('button', { name: uiText(language, 'consent.accept-all') }).click();
      await expect.poll(() => region.count()).toBe(0);
      expect((await consentCalls(page)).at(-1)).toEqual({ gtag: ['consent', 'update', update(true, true)] });
      expect(await storedChoice(page)).toMatchObject({ statistics: true, marketing: true });
    },
  );

  it.each(languageCodes)(
    'axe finds nothing with the banner open, at 390 and 1366 px (%s)',
    async (language: LanguageCode) => {
      for (const width of [390, 1366]) {
        const page = await newPage({ width, consentChoice: false });
        await gotoHydrated(page, localizePath('home', language));
        await page.waitForLoadState('networkidle');
        const region = banner(page, language);
        expect(await axeViolationsOfAnyKind(page), `${width} px`).toEqual([]);
        await region.getByRole('button', { name: uiText(language, 'consent.choose') }).click();
        // The switches load when "Choose" opens them (their own chunk).
        await region.getByRole('switch').first().waitFor();
        expect(await axeViolationsOfAnyKind(page), `${width} px, choosing`).toEqual([]);
        // The banner leaves most of the first screen to the page.
        const box = await region.boundingBox();
        expect(box?.height ?? 0, `${width} px`).toBeLessThan(900 * 0.7 + 1);
      }
    },
  );

  it.each(languageCodes)(
    'links the accessibility statement: WCAG 2.1 AA, how it is tested, limitations, contact (%s)',
    async (language: LanguageCode) => {
      const page = await newPage();
      await gotoHydrated(page, localizePath('home', language));
      const privacy = page.getByRole('navigation', { name: uiText(language, 'footer.privacy-links') });
      await privacy.getByRole('link', { name: uiText(language, 'footer.accessibility') }).click();
      await page.waitForURL(`${baseUrl}${localizePath('accessibility', language)}`);
      // A client-side navigation: the URL changes before the page does.
      await expect
        .poll(() =>
          page
            .getByRole('heading', { level: 1, name: uiText(language, 'accessibility-statement.title') })
            .isVisible(),
        )
        .toBe(true);
      const main = page.getByRole('main');
      await expect.poll(() => main.textContent()).toContain('WCAG) 2.1');
      for (const key of [
        'accessibility-statement.target-heading',
        'accessibility-statement.testing-heading',
        'accessibility-statement.limitations-heading',
        'accessibility-statement.contact-heading',
      ] as const) {
        expect(await main.getByRole('heading', { level: 2, name: uiText(language, key) }).isVisible()).toBe(
          true,
        );
      }
      expect(await main.textContent()).toContain('axe');
      expect(await main.textContent()).toContain(uiText(language, 'accessibility-statement.contact'));
      expect(await page.title()).toContain(uiText(language, 'accessibility-statement.title'));
      expect(await axeViolationsOfAnyKind(page)).toEqual([]);
    },
  );

  it.each(languageCodes)(
    'stores the choice through the server when no script runs (before it loads, or without JavaScript) (%s)',
    async (language: LanguageCode) => {
      const browser = await workerChromium();
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const search = `${localizePath('search', language)}?q=kjole`;
        await page.goto(search);
        const region = banner(page, language);
        await region.getByRole('button', { name: uiText(language, 'consent.accept-all') }).click();
        // Back on the same page, the banner gone and the choice stored.
        await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
        expect(await region.count()).toBe(0);
        expect(await storedChoice(page)).toMatchObject({ statistics: true, marketing: true });

        // "Choose" without a script: the purposes on a page of their own, in the banner's language, starting
        // from the stored choice; saving goes back to the page.
        await context.clearCookies();
        await page.goto(search);
        await region.getByRole('button', { name: uiText(language, 'consent.choose') }).click();
        await page.waitForURL((url) => url.pathname === localizePath('cookieSettings', language));
        await page
          .getByRole('heading', { level: 1, name: uiText(language, 'footer.cookie-settings') })
          .waitFor();
        expect(await region.count()).toBe(0);
        const statistics = page.getByRole('switch', { name: uiText(language, 'consent.statistics') });
        expect(await statistics.isChecked()).toBe(false);
        await statistics.check();
        await page.getByRole('button', { name: uiText(language, 'consent.save') }).click();
        await page.waitForURL((url) => `${url.pathname}${url.search}` === search);
        expect(await region.count()).toBe(0);
        expect(await storedChoice(page)).toMatchObject({ statistics: true, marketing: false });

        // "Cookie settings" without a script: the same page, with the choice stored, to change it later.
        await page
          .getByRole('navigation', { name: uiText(language, 'footer.privacy-links') })
          .getByRole('button', { name: uiText(language, 'footer.cookie-settings') })
          .click();
        await page.waitForURL((url) => url.pathname === localizePath('cookieSettings', language));
        expect(await statistics.isChecked()).toBe(true);
        expect(
          await page.getByRole('switch', { name: uiText(language, 'consent.marketing') }).isChecked(),
        ).toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the cookie settings page without a fault axe can find, on a phone and a laptop', async () => {
    const page = await newPage({ consentChoice: false });
    for (const language of languageCodes) {
      await gotoHydrated(page, `${localizePath('cookieSettings', language)}?returnTo=%2Fshop`);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolationsOfAnyKind(page), `${language} @${width}`).toEqual([]);
      }
      // "Back to the page" goes where the visitor came from; an address off the site is not followed.
      expect(
        await page.getByRole('link', { name: uiText(language, 'consent.back') }).getAttribute('href'),
      ).toBe('/shop');
    }
    await gotoHydrated(page, `${localizePath('cookieSettings', 'en')}?returnTo=%2F%5Cevil.example`);
    expect(await page.getByRole('link', { name: uiText('en', 'consent.back') }).getAttribute('href')).toBe(
      '/',
    );
  });
});
