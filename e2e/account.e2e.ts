import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, inject, it } from 'vitest';
import { callAt } from './catalogue-api.ts';
import { demoPage, demoUserName, footerLinkLabel, uiText } from './support/demo-data.ts';
import { currentPath, documentLanguage, mainHeading } from './support/page-reading.ts';
import { login, sessionCookie, submitLoginForm, useBrowser } from './support/session.ts';

const { newPage } = useBrowser();
const apiUrl = inject('apiUrl');

const dealer = 'dealer@nordlys.demo';
const deactivatedDealer = 'inactive@nordlys.demo';
const salesPerson = 'sales@nordlys.demo';

describe('A dealer', () => {
  it('logs in, sees the header with their name and the footer, and logs out to a home without them', async () => {
    const home = demoPage('home', 'en');
    const about = demoPage('about', 'en');
    const page = await newPage();
    await page.goto(home.path);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    await page
      .getByRole('link', { name: uiText('en', 'header.login') })
      .first()
      .click();
    await page.waitForURL(localizePath('login', 'en'));
    await submitLoginForm(page, dealer);
    await page.waitForURL(home.path);

    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await header.waitFor();
    expect(await header.getByText(await demoUserName(dealer)).isVisible()).toBe(true);
    expect(await footer.isVisible()).toBe(true);
    const session = await sessionCookie(page);
    expect(session).toMatchObject({ httpOnly: true });

    await footer.getByRole('link', { name: footerLinkLabel('about', 'en') }).click();
    await page.waitForURL(about.path);
    await header.getByRole('button', { name: uiText('en', 'header.logout') }).click();
    await page.waitForURL(home.path);

    await header.waitFor({ state: 'detached' });
    expect(await footer.count()).toBe(0);
    expect(await mainHeading(page).textContent()).toBe(home.heading);
    expect(await sessionCookie(page)).toBeUndefined();
    // The token died with the session: a copy of the cookie no longer opens the API (ADR 37).
    await expect(callAt(apiUrl, endpoints.user.getUser, {}, session?.value)).rejects.toThrow(/answered 401/);
  });

  it('logs in at /da/login and stays in Danish', async () => {
    const home = demoPage('home', 'da');
    const page = await newPage();

    await login(page, dealer, { language: 'da' });
    await page.waitForURL(home.path);

    const header = page.getByRole('banner');
    await header.waitFor();
    expect(await documentLanguage(page)).toBe('da');
    expect(await mainHeading(page).textContent()).toBe(home.heading);
    expect(await header.getByRole('button', { name: uiText('da', 'header.logout') }).isVisible()).toBe(true);
  });

  const languages: LanguageCode[] = ['en', 'da'];
  it.each(languages)('with a wrong password is told so in their language (%s)', async (language) => {
    const page = await newPage();

    await login(page, dealer, { language, password: 'not-the-password' });

    const error = page.getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe(uiText(language, 'login.error-credentials'));
    expect(currentPath(page)).toBe(localizePath('login', language));
    expect(await sessionCookie(page)).toBeUndefined();
  });

  it('whose customer is deactivated is logged straight out and reads why on /login', async () => {
    const page = await newPage();

    await login(page, deactivatedDealer);

    const message = page.getByRole('status');
    await message.waitFor();
    expect(await message.textContent()).toBe(uiText('en', 'validation.logget-out-account-deactivated'));
    expect(currentPath(page)).toBe(localizePath('login', 'en'));
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await page.getByRole('banner').count()).toBe(0);
  });

  it('who opens a login-only page is asked to log in first and then lands on that page', async () => {
    const orders = localizePath('orders', 'en'); // the customer center comes later: it may be a 404 for now
    const home = demoPage('home', 'en');
    const page = await newPage();

    await page.goto(orders);
    expect(currentPath(page)).toBe(localizePath('login', 'en'));

    await submitLoginForm(page, dealer);
    await page.waitForURL(orders);
    await page.getByRole('banner').waitFor();

    // The stored redirect is used once: home is home again afterwards.
    await page.goto(home.path);
    expect(currentPath(page)).toBe(home.path);
  });
});

describe('A sales person', () => {
  it('who logs in is sent to the sales dashboard', async () => {
    const page = await newPage();

    await login(page, salesPerson);

    await page.waitForURL(localizePath('sales', 'en'));
  });
});
