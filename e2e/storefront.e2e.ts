import { describe, expect, it } from 'vitest';
import { demoPage, uiText } from './support/demo-data.ts';
import { documentLanguage, mainHeading } from './support/page-reading.ts';
import { useBrowser } from './support/session.ts';

const { newPage } = useBrowser();

describe('A visitor who is not logged in', () => {
  it('opens the home page in English at / and reads the English hero, without header and footer', async () => {
    const home = demoPage('home', 'en');
    const page = await newPage();

    const response = await page.goto(home.path);

    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(home.heading); // rendered on the server
    expect(await documentLanguage(page)).toBe('en');
    expect(await page.title()).toBe(home.title);
    expect(await mainHeading(page).textContent()).toBe(home.heading);
    expect(
      await page
        .getByRole('link', { name: uiText('en', 'header.login') })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
  });

  it('opens the home page in Danish at /da and reads the Danish hero', async () => {
    const home = demoPage('home', 'da');
    const page = await newPage();

    const response = await page.goto(home.path);

    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(home.heading);
    expect(await documentLanguage(page)).toBe('da');
    expect(await page.title()).toBe(home.title);
    expect(await mainHeading(page).textContent()).toBe(home.heading);
    expect(
      await page
        .getByRole('link', { name: uiText('da', 'header.login') })
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it('reads a content page: About us with its title and text', async () => {
    const about = demoPage('about', 'en');
    const page = await newPage();

    const response = await page.goto(about.path);

    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`${about.title} | ${uiText('en', 'meta.site-name')}`);
    expect(await mainHeading(page).textContent()).toBe(about.heading);
    const text = page.getByRole('main').getByText(about.firstParagraph);
    expect(await text.isVisible()).toBe(true);
  });

  it('switches About us to Danish and back, staying on the same page', async () => {
    const english = demoPage('about', 'en');
    const danish = demoPage('about', 'da');
    const page = await newPage();
    await page.goto(english.path);

    const englishSwitcher = page.getByRole('navigation', { name: uiText('en', 'header.language') });
    await englishSwitcher.getByRole('link', { name: 'Dansk' }).click();
    await page.waitForURL(danish.path);

    expect(await documentLanguage(page)).toBe('da');
    expect(await mainHeading(page).textContent()).toBe(danish.heading);
    const danishText = page.getByRole('main').getByText(danish.firstParagraph);
    expect(await danishText.isVisible()).toBe(true);

    const danishSwitcher = page.getByRole('navigation', { name: uiText('da', 'header.language') });
    await danishSwitcher.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(english.path);

    expect(await documentLanguage(page)).toBe('en');
    expect(await mainHeading(page).textContent()).toBe(english.heading);
  });

  it('gets a 404 page for an unknown URL, with a way back home', async () => {
    const home = demoPage('home', 'en');
    const page = await newPage();

    const response = await page.goto('/this-page-does-not-exist');

    expect(response?.status()).toBe(404);
    expect(await documentLanguage(page)).toBe('en');
    expect(await mainHeading(page).textContent()).toBe(uiText('en', 'error.page-not-found'));
    expect(await page.getByText(uiText('en', 'error.status', { status: '404' })).isVisible()).toBe(true);

    await page.getByRole('link', { name: uiText('en', 'error.go-back-home') }).click();
    await page.waitForURL(home.path);
    const homeHeading = mainHeading(page).filter({ hasText: home.heading });
    await homeHeading.waitFor();
  });

  it('gets the 404 page in Danish for an unknown URL under /da', async () => {
    const home = demoPage('home', 'da');
    const page = await newPage();

    const response = await page.goto('/da/denne-side-findes-ikke');

    expect(response?.status()).toBe(404);
    expect(await documentLanguage(page)).toBe('da');
    expect(await mainHeading(page).textContent()).toBe(uiText('da', 'error.page-not-found'));
    const homeLink = page.getByRole('link', { name: uiText('da', 'error.go-back-home') });
    expect(await homeLink.getAttribute('href')).toBe(home.path);
  });

  it("keeps the status of a refused request on the error page once its scripts ran (a path past the API's limit: 400)", async () => {
    // React Router's production build hands the browser a bare "Unexpected Server Error" for any thrown Error:
    // the page said "Status 400" as served and "Status 500" after hydration (ADR 96).
    const page = await newPage();
    const response = await page.goto(`/da/${'a'.repeat(2_100)}`);
    expect(response?.status()).toBe(400);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByText(uiText('da', 'error.status', { status: '400' })).isVisible()).toBe(true);
    expect(await mainHeading(page).textContent()).toBe(uiText('da', 'error.default-message'));
  });
});
