import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium.ts';

/** One browser per test file; each test gets a fresh context (cookies, storage) through `newPage()`. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    async newPage(options: { width?: number } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: options.width ?? 1366, height: 900 },
      });
      return context.newPage();
    },
  };
}

export const demoPassword = 'nordlys-demo';

/** Log in through the real login form. */
export async function login(page: Page, username: string, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByLabel(/e-?mail|username|brugernavn/i).fill(username);
  await page.getByLabel(/password|adgangskode/i).fill(demoPassword);
  await page.getByRole('button', { name: /log in|log ind/i }).click();
}
