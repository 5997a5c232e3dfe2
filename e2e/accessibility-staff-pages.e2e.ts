import { type LanguageCode, languageCodes, localizePath, type RouteName } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const { placeStockOrder, orderOnceInvoiced } = customerCenterKit(baseUrl);

// The lists must hold rows for their tables to show: an order of the dealer, shipped and invoiced.
beforeAll(async () => {
  const token = await catalogueApi(baseUrl).token('dealer@nordlys.demo');
  const { orderId } = await placeStockOrder(token, 1);
  await orderOnceInvoiced(token, orderId);
}, 120_000);

/** The customer center's pages of a dealer with the scope All (every section shows). */
const customerCenter: RouteName[] = [
  'orders',
  'invoices',
  'creditMemos',
  'proposals',
  'users',
  'accountInfo',
  'changePassword',
];
/** The sales area's and the proposals' pages, as the sales manager sees them (every customer). */
const salesArea: RouteName[] = [
  'sales',
  'salesRunningOrders',
  'salesTemporaryOrders',
  'salesProposals',
  'salesProposalDrafts',
];
/** The back office's pages without an id. */
const backOffice: RouteName[] = [
  'backoffice',
  'backofficeOrders',
  'backofficeApplications',
  'backofficeForms',
  'backofficeDocuments',
  'backofficeSettings',
  'backofficeCache',
  'backofficeUsers',
  'backofficeMailTemplates',
  'backofficeFeedKeys',
  'backofficeMerchandising',
  'backofficeAudit',
];

/**
 * Each page at each width: axe's violations of any impact, and a page wider than the window (a table that
 * pushed it sideways), named by page and width so one failure lists them all.
 */
async function problemsOn(page: Page, language: LanguageCode, routes: RouteName[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      const path = localizePath(route, language);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) found.push(`${path} @${width}: the page is ${scrollWidth} px wide`);
      for (const violation of await axeViolationsOfAnyKind(page))
        found.push(`${path} @${width}: ${violation}`);
    }
  }
  return found;
}

describe('Accessibility: the working pages on a phone (390 px) and a laptop (1366 px), issue 31 item 9', () => {
  it.each(languageCodes)("a dealer's customer center (%s)", async (language) => {
    const page = await loggedIn('dealer@nordlys.demo', language);
    expect(await problemsOn(page, language, customerCenter)).toEqual([]);
  });

  it.each(languageCodes)('the sales area and proposals (%s)', async (language) => {
    const page = await loggedIn('manager@nordlys.demo', language);
    expect(await problemsOn(page, language, salesArea)).toEqual([]);
  });

  it.each(languageCodes)('the back office (%s)', async (language) => {
    const page = await loggedIn('manager@nordlys.demo', language);
    expect(await problemsOn(page, language, backOffice)).toEqual([]);
  });
});
