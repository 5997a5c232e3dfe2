import type { LanguageCode } from '@shop/contracts';
import { localizePath } from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  consentChoiceOf,
  consentCookieName,
  consentCookieValue,
} from '../../apps/web/app/lib/consent-choice.ts';
import { workerChromium } from './chromium.ts';
import { uiText } from './demo-data.ts';

/**
 * The worker's browser (support/chromium.ts); each test gets a fresh context (cookies, storage) through
 * `newPage()`, or through `loggedIn()` with a user already logged in. The file's contexts close after it.
 * Pages open the shard's web server, or the one `baseUrlOf` names (a file's own servers, support/own-servers.ts).
 */
export function useBrowser(baseUrlOf: () => string = () => inject('baseUrl')) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await workerChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /**
   * `consentChoice: false` opens the shop as a first-time visitor, with the cookie banner (consent.e2e.ts);
   * every other test's visitor has already chosen "Only necessary", so the banner covers nothing it clicks.
   */
  async function newPage(options: { width?: number; consentChoice?: boolean } = {}): Promise<Page> {
    const baseUrl = baseUrlOf();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: options.width ?? 1366, height: 900 },
      // No transitions (the styles honour the setting): a colour check never sees a hover mid-fade.
      reducedMotion: 'reduce',
    });
    if (options.consentChoice !== false) {
      await context.addCookies([{ name: consentCookieName, value: onlyNecessary(), url: baseUrl }]);
    }
    contexts.push(context);
    return context.newPage();
  }

  /**
   * A fresh page logged in, on the page the shop sends a user on to after the login. The login form is posted
   * as a browser without JavaScript posts it (the same action, cookies and redirect; the form as a user fills it
   * in is the login tests' subject): one page load instead of three (the login page, its hydration, the landing).
   */
  async function loggedIn(username: string, language: LanguageCode): Promise<Page> {
    const page = await newPage();
    const response = await page.request.post(localizePath('login', language), {
      form: { username, password: demoPassword },
      headers: { Origin: baseUrlOf() },
      maxRedirects: 0,
    });
    const target = response.headers().location;
    if (response.status() !== 302 || !target) {
      // The form's alert when the page has one, else the start of what came back.
      const body = await response.text().catch(() => '');
      const alert = /role="alert"[^>]*>(.*?)<\/(?:div|p|span)>/s.exec(body)?.[1];
      const said = (alert ?? body)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300);
      throw new Error(`The login of ${username} answered ${response.status()}, not a redirect: ${said}`);
    }
    await page.goto(target);
    return page;
  }

  return {
    get baseUrl() {
      return baseUrlOf();
    },
    newPage,
    loggedIn,
  };
}

export const demoPassword = 'nordlys-demo';

/** The choice cookie's value for "Only necessary", made today (URI-encoded, as the shop writes it; ADR 79). */
function onlyNecessary(): string {
  return encodeURIComponent(consentCookieValue(consentChoiceOf({ statistics: false, marketing: false })));
}

/** The web's httpOnly cookie that holds the bearer token. */
export const sessionCookieName = 'shop_session';

type Credentials = { password?: string; language?: LanguageCode };

/** Fill in and send the login form on the current page, with the labels the visitor reads. */
export async function submitLoginForm(
  page: Page,
  username: string,
  { password = demoPassword, language = 'en' }: Credentials = {},
) {
  await page.getByLabel(uiText(language, 'login.username')).fill(username);
  await page.getByLabel(uiText(language, 'login.password')).fill(password);
  await page.getByRole('button', { name: uiText(language, 'login.submit'), exact: true }).click();
}

/** Open the login page (in the given language) and log in through the real form. */
export async function login(page: Page, username: string, credentials: Credentials = {}) {
  await page.goto(localizePath('login', credentials.language ?? 'en'));
  await submitLoginForm(page, username, credentials);
}

/** The session cookie of the page's browser context, if the shop has set one. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === sessionCookieName);
}

/**
 * Open a page and wait until React has hydrated it, so clicks reach React's handlers rather than the
 * server-rendered HTML (a checkbox ticked before hydration is reset by it).
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}
