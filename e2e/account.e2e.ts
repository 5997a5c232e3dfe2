import { localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { demoPage, demoUserName, footerLinkLabel, uiText } from './support/demo-data.ts';
import { login, sessionCookie, submitLoginForm, useBrowser } from './support/session.ts';

const { newPage } = useBrowser();

const dealer = 'dealer@nordlys.demo';
const pathOf = (page: import('playwright-core').Page) => new URL(page.url()).pathname;

describe('A dealer', () => {
  it('logs in, sees the header with their name and the footer, and logs out to a home without them', async () => {
    const home = demoPage('home', 'en');
    const about = demoPage('about', 'en');
    const page = await newPage();
    await page.goto(home.path);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    await page.getByRole('link', { name: uiText('en', 'header.login') }).click();
    await page.waitForURL(localizePath('login', 'en'));
    await submitLoginForm(page, dealer);
    await page.waitForURL(home.path);

    const header = page.getByRole('banner');
    await header.waitFor();
    expect(await header.getByText(await demoUserName(dealer)).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await sessionCookie(page)).toBeUndefined();

    await page.getByRole('contentinfo').getByRole('link', { name: footerLinkLabel('about', 'en') }).click();
    await page.waitForURL(about.path);
    await header.getByRole('button', { name: uiText('en', 'header.logout') }).click();
    await page.waitForURL(home.path);

    await header.waitFor({ state: 'detached' });
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.heroHeading);
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('logs in at /da/login and stays in Danish', async () => {
    const home = demoPage('home', 'da');
    const page = await newPage();

    await login(page, dealer, { language: 'da' });
    await page.waitForURL(home.path);

    const header = page.getByRole('banner');
    await header.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('da');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(home.heroHeading);
    expect(await header.getByRole('button', { name: uiText('da', 'header.logout') }).isVisible()).toBe(true);
  });

  it.each(['en', 'da'] as const)('with a wrong password is told so in their language (%s)', async (language) => {
    const page = await newPage();

    await login(page, dealer, { language, password: 'not-the-password' });

    const error = page.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe(uiText(language, 'login.error-credentials'));
    expect(pathOf(page)).toBe(localizePath('login', language));
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('whose customer is deactivated is logged straight out and reads why on /login', async () => {
    const page = await newPage();

    await login(page, 'inactive@nordlys.demo');

    const message = page.getByRole('status');
    await message.waitFor();
    expect(await message.textContent()).toBe(uiText('da', 'validation.logget-out-account-deactivated'));
    expect(pathOf(page)).toBe(localizePath('login', 'en'));
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.getByRole('banner').count()).toBe(0);
  });

  it('who opens a login-only page is asked to log in first and then lands on that page', async () => {
    const orders = localizePath('orders', 'en');
    const home = demoPage('home', 'en');
    const page = await newPage();

    await page.goto(orders);
    expect(pathOf(page)).toBe(localizePath('login', 'en'));

    await submitLoginForm(page, dealer);
    await page.waitForURL(orders, { timeout: 5000 }); expect(pathOf(page)).toBe('/nope');
    await page.getByRole('banner').waitFor();

    // The stored redirect is used once: home is home again afterwards.
    await page.goto(home.path);
    expect(pathOf(page)).toBe(home.path);
  });
});

describe('A sales person', () => {
  it('who logs in is sent to the sales dashboard', async () => {
    const page = await newPage();

    await login(page, 'sales@nordlys.demo');

    await page.waitForURL(localizePath('sales', 'en'));
  });
});
