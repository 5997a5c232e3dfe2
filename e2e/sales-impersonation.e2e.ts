import { type LanguageCode, localizeContentUrl, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addFromProductPage, cartKit } from './cart-kit.ts';
import { area, catalogueApi, escapeRegExp } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { demoUserName, uiText } from './support/demo-data.ts';
import { currentPath } from './support/page-reading.ts';
import { gotoHydrated, sessionCookie, useBrowser } from './support/session.ts';

const { loggedIn, newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { emptyCarts, openCarts, productFor } = cartKit(baseUrl);
const t = uiText;

const salesPerson = 'sales@nordlys.demo';
/** The Danish dealer assigned to the sales person (C10001), and a customer that is not (C40001). */
const danishDealer = 'dealer@nordlys.demo';
const danishCustomer = 'Lille Kanin Børnetøj ApS';
const unassignedCustomer = { number: 'C40001', name: 'Maple & Co Kids Inc.' };

const bar = (page: Page, language: LanguageCode) =>
  page.getByRole('region', { name: t(language, 'impersonation.bar.region') });

const languages: LanguageCode[] = ['en', 'da'];

describe('A sales person acts for an assigned Danish dealer', () => {
  let dealerToken = '';
  afterAll(async () => {
    if (dealerToken) await emptyCarts(dealerToken);
  });

  it.each(languages)(
    '%s: lands on the dashboard, acts for the dealer, fills the Stock basket, sees the bar and their own name, stops',
    async (language) => {
      dealerToken = await catalogue.token(danishDealer);
      await emptyCarts(dealerToken);
      const salesName = await demoUserName(salesPerson);

      // Logging in, a sales person who acts for no one is sent to the dashboard.
      const page = await loggedIn(salesPerson, language);
      await page.waitForURL((url) => url.pathname === localizePath('sales', language));
      expect(await bar(page, language).count()).toBe(0);

      // The impersonation page: search, then "Act as" the customer. No footer on a sales page.
      await gotoHydrated(page, localizePath('impersonation', language));
      await page.getByRole('heading', { level: 1, name: t(language, 'impersonation.title') }).waitFor();
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      const search = page.getByRole('searchbox', { name: t(language, 'impersonation.search-label') });
      await search.fill('kanin');
      await search.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'kanin');
      const customers = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect.poll(() => customers.count()).toBe(1);
      const before = (await sessionCookie(page))?.value;
      // Keyboard: from the search box the next stop is the customer's "Act as".
      await search.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const actAs = page.getByRole('button', {
        name: t(language, 'impersonation.act-as-customer', { name: danishCustomer }),
      });
      expect(await actAs.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === localizePath('home', language));

      // Acting: a new session token, the bar with the label and the customer, the sales person's own name.
      expect((await sessionCookie(page))?.value).not.toBe(before);
      const shown = bar(page, language);
      await shown.waitFor();
      expect(await shown.textContent()).toContain(t(language, 'impersonation.bar.label'));
      expect(await shown.textContent()).toContain(danishCustomer);
      await page.getByRole('banner').getByText(salesName, { exact: true }).waitFor();
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page, '.impersonation-bar')).toEqual([]);
      expect(await axeViolations(page, '.site-header')).toEqual([]);

      // Adds to the customer's Stock basket, which the dealer sees as theirs.
      const stock = await productFor('Stock', dealerToken);
      // The product's own page in the page's language (the kit picks it from the Danish catalogue).
      const body = { area: area(language), ids: [stock.product.id] };
      const { items } = await catalogue.call(endpoints.product.getProductsByIds, { body }, dealerToken);
      const productUrl = items[stock.product.id]?.url ?? stock.product.url;
      const url = `${localizeContentUrl(productUrl, language)}?colorCode=${stock.colorCode}`;
      const miniCart = await addFromProductPage(page, language, url);
      await miniCart.getByRole('region', { name: t(language, 'cart.order-type-Stock') }).waitFor();
      await miniCart.getByRole('button', { name: t(language, 'common.close') }).click();
      const carts = await openCarts(dealerToken);
      const stockLines = carts.find((cart) => cart.orderType === 'Stock')?.lines ?? [];
      expect(stockLines.map((line) => line.productKey.productId)).toContain(stock.product.id);

      // Stopping: back on the dashboard, acting for no one.
      await bar(page, language)
        .getByRole('button', { name: t(language, 'impersonation.bar.stop') })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('sales', language));
      expect(await bar(page, language).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await gotoHydrated(page, localizePath('home', language));
      expect(currentPath(page)).toBe(localizePath('sales', language));

      // Acting again with the dashboard's own "Act as"; then opening the dashboard ends it (spec §4).
      await page
        .getByRole('button', { name: t(language, 'sales.act-as-label', { name: danishCustomer }) })
        .click();
      await page.waitForURL((url) => url.pathname === localizePath('home', language));
      await bar(page, language).waitFor();
      await gotoHydrated(page, localizePath('sales', language));
      expect(await bar(page, language).count()).toBe(0);
      await gotoHydrated(page, localizePath('home', language));
      expect(currentPath(page)).toBe(localizePath('sales', language));
    },
  );
});

describe('Acting for a customer not assigned to the sales person', () => {
  it.each(languages)('%s: the customer is not offered, and a forged request is refused', async (language) => {
    const page = await loggedIn(salesPerson, language);
    await gotoHydrated(page, `${localizePath('impersonation', language)}?q=${encodeURIComponent('Maple')}`);
    await page.getByText(t(language, 'impersonation.none-found'), { exact: true }).waitFor();

    // A form made by hand for the unassigned customer: the API refuses, the page says why, nothing changes.
    await page.evaluate((customerNumber) => {
      const form =
        document.querySelector<HTMLFormElement>('form.act-as-form') ?? document.createElement('form');
      form.method = 'post';
      form.action = window.location.pathname;
      form.className = 'act-as-form';
      form.innerHTML = `<input name="intent" value="act-as"><input name="customerNumber" value="${customerNumber}">`;
      document.body.append(form);
      form.submit();
    }, unassignedCustomer.number);
    await page
      .getByRole('alert')
      .filter({ hasText: new RegExp(escapeRegExp(t(language, 'impersonation.error.forbidden'))) })
      .waitFor();
    expect(await bar(page, language).count()).toBe(0);
    await gotoHydrated(page, localizePath('home', language));
    expect(currentPath(page)).toBe(localizePath('sales', language));
  });

  it('is a page for sales staff only: a dealer gets 403, a visitor is asked to log in', async () => {
    const dealer = await loggedIn(danishDealer, 'en');
    const refused = await dealer.goto(localizePath('impersonation', 'en'));
    expect(refused?.status()).toBe(403);
    // Not a bare 'Forbidden' (issue 31 item 5): it says why and leads on.
    await dealer.getByRole('heading', { level: 1, name: uiText('en', 'error.forbidden') }).waitFor();
    await dealer.getByText(uiText('en', 'error.forbidden.role')).waitFor();
    await dealer.getByRole('link', { name: uiText('en', 'error.go-back-home') }).waitFor();
    const visitor = await newPage();
    await visitor.goto(localizePath('impersonation', 'da'));
    expect(currentPath(visitor)).toBe(localizePath('login', 'da'));
  });
});
