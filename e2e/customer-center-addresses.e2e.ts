import { localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, submitLoginForm, useBrowser } from './support/session.ts';

const { newPage, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const dealer = 'dealer@nordlys.demo';

describe('The customer center for visitors and odd addresses', () => {
  it('sends a visitor to login and back to the list afterwards', async () => {
    const page = await newPage();
    await page.goto(localizePath('invoices', 'da'));
    expect(currentPath(page)).toBe(localizePath('login', 'da'));
    await submitLoginForm(page, dealer, { language: 'da' });
    await page.waitForURL((url) => url.pathname === localizePath('invoices', 'da'));
    await mainHeading(page)
      .filter({ hasText: uiText('da', 'customer-center.invoices.title') })
      .waitFor();
  });

  it('reads a page below 1 or not a number as the first page, and works at 390 px', async () => {
    const page = await newPage({ width: 390 });
    await login(page, dealer, { language: 'en' });
    await page.waitForURL((url) => url.pathname !== localizePath('login', 'en'));
    for (const junk of ['0', '-2', 'abc']) {
      const response = await page.goto(`${localizePath('orders', 'en')}?page=${junk}`);
      expect(response?.status()).toBe(200);
      await mainHeading(page)
        .filter({ hasText: uiText('en', 'customer-center.orders.title') })
        .waitFor();
    }
    // Nothing is wider than the phone's screen but the tables, which scroll inside their own box.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // An order's page too: facts, addresses, downloads and shipments stack on the phone's screen.
    const token = await catalogue.token(dealer);
    const { orders } = await catalogue.call(
      endpoints.customerCenter.getOrdersWithPagination,
      { query: { pageSize: 1, pageNr: 1 }, body: { includeLinesInResult: false } },
      token,
    );
    const newest = orders[0];
    if (!newest) throw new Error('the dealer has no order');
    await gotoHydrated(page, localizePath('order', 'en', { id: newest.orderId }));
    await mainHeading(page)
      .filter({ hasText: uiText('en', 'customer-center.order.title', { id: newest.orderId }) })
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const tooWide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => !element.closest('.table-responsive'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(tooWide).toEqual([]);
  });
});
