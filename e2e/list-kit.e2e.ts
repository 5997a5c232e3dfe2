import { type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { workerChromium } from './support/chromium.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, sessionCookieName, useBrowser } from './support/session.ts';

// The list kit (ADR 84): filters in the address, the pager, the empty state and the loading flag, the same on
// every working list; tried on the back office's content list (more than a page of documents) and, without
// JavaScript, on its order list.
const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const manager = 'manager@nordlys.demo';
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page without JavaScript, logged in as the holder of `token` (the web's session cookie). */
async function pageWithoutJavaScript(token: string): Promise<Page> {
  const browser = await workerChromium();
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  contexts.push(context);
  await context.addCookies([{ name: sessionCookieName, value: token, url: baseUrl }]);
  return context.newPage();
}

const pageOf = (language: LanguageCode, page: number, pages: number) =>
  uiText(language, 'list-kit.pager.page-of', { page: String(page), pages: String(pages) });

describe.each(languageCodes)('The list kit (%s)', (language) => {
  const t = (key: TextKey) => uiText(language, key);

  it('keeps a filter in the address through a reload, pages with links and says when nothing matches', async () => {
    const page = await loggedIn(manager, language);
    const path = localizePath('backofficeDocuments', language);
    await gotoHydrated(page, path);
    const filters = page.getByRole('search', { name: t('backoffice.documents.search.label') });
    const type = filters.getByLabel(t('backoffice.documents.search.type'), { exact: true });

    // Filtered: only the fields set land in the address, and a reload shows the same filter and list.
    await type.selectOption('page');
    await filters.getByRole('button', { name: t('backoffice.documents.search.submit'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'page');
    expect(new URL(page.url()).search).toBe('?type=page');
    const table = page.getByRole('table', { name: t('backoffice.documents.table.caption') });
    const typeCells = table.getByRole('cell', { name: t('backoffice.documents.type.page'), exact: true });
    await typeCells.first().waitFor();
    // The address changes before the filtered list is drawn: every row is a page once it is.
    await expect
      .poll(async () => (await table.locator('tbody tr').count()) - (await typeCells.count()))
      .toBe(0);
    const shownBefore = await typeCells.count();
    await page.reload();
    await typeCells.first().waitFor();
    expect(await type.inputValue()).toBe('page');
    expect(await typeCells.count()).toBe(shownBefore);

    // More than a page of them: "Page 1 of N", then the next page by its link, the filter kept.
    const pager = page.getByRole('navigation', { name: t('list-kit.pager.label') });
    const position = page.locator('.document-list__paging .document-list__count');
    const pages = Number((await position.textContent())?.match(/(\d+)\D*$/)?.[1]);
    expect(await position.textContent()).toBe(pageOf(language, 1, pages));
    expect(pages).toBeGreaterThan(1);
    expect(
      await pager
        .getByRole('link', { name: uiText(language, 'list-kit.pager.page', { page: '1' }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    // While the next page loads, the list says so (the answer is held back a moment to see it).
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await pager.getByRole('link', { name: t('list-kit.pager.next'), exact: true }).click();
    await page.locator('.document-list__body[aria-busy="true"]').waitFor();
    await page.getByText(t('list-kit.loading'), { exact: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.unroute('**/*.data*');
    expect(new URL(page.url()).searchParams.get('type')).toBe('page');
    await page
      .getByText(pageOf(language, 2, pages), { exact: false })
      .first()
      .waitFor();
    expect(
      await pager
        .getByRole('link', { name: uiText(language, 'list-kit.pager.page', { page: '2' }) })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expect.poll(() => page.locator('.document-list__body').getAttribute('aria-busy')).toBe('false');

    // Nothing matches: said in the page's language, with the way back to the whole list.
    await filters
      .getByLabel(t('backoffice.documents.search.text'), { exact: true })
      .fill('no-such-content-anywhere');
    await filters.getByRole('button', { name: t('backoffice.documents.search.submit'), exact: true }).click();
    await page.getByRole('heading', { name: t('list-kit.empty.content.no-match'), exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('list-kit.clear'), exact: true })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === path && url.search === '');
    await table.waitFor();
  });

  it('filters and clears a list without JavaScript', async () => {
    const page = await pageWithoutJavaScript(await catalogue.token(manager));
    const path = localizePath('backofficeOrders', language);
    await page.goto(path);
    const filters = page.getByRole('search', { name: t('backoffice.orders.search.label') });
    expect(await filters.getByRole('link', { name: t('backoffice.orders.search.clear') }).count()).toBe(0);
    await filters.getByLabel(t('backoffice.orders.search.status'), { exact: true }).selectOption('Rejected');
    await filters.getByLabel(t('backoffice.orders.search.order-id'), { exact: true }).fill('NO-SUCH-ORDER');
    await filters.getByRole('button', { name: t('backoffice.orders.search.submit'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'Rejected');
    // The browser sends every field; the page reads them back into the form and says nothing matches.
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('NO-SUCH-ORDER');
    expect(await filters.getByLabel(t('backoffice.orders.search.status'), { exact: true }).inputValue()).toBe(
      'Rejected',
    );
    await page.getByRole('heading', { name: t('list-kit.empty.orders.no-match'), exact: true }).waitFor();
    await filters.getByRole('link', { name: t('backoffice.orders.search.clear'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === path && url.search === '');
    expect(await filters.getByLabel(t('backoffice.orders.search.status'), { exact: true }).inputValue()).toBe(
      '',
    );
  });
});
