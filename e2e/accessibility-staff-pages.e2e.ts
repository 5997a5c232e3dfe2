import { type LanguageCode, languageCodes, localizePath, type RouteName } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartKit } from './cart-kit.ts';
import { area, callAt, catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolationsOfAnyKind } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { placeStockOrder, orderOnceInvoiced } = customerCenterKit(baseUrl);
const { productFor } = cartKit(baseUrl);
const apiUrl = inject('apiUrl');

/** The documents whose detail pages hold lines tables (with their totals): one of each, made for this file. */
const ids = { order: '', invoice: '', creditMemo: '', proposal: '' };

/** A proposal of 3 pieces of a Stock product from sales@ to the dealer, drafted and sent through the API. */
async function sentProposal(): Promise<string> {
  const sales = await catalogue.token('sales@nordlys.demo');
  const { id: draftId } = await catalogue.call(
    endpoints.proposal.createProposalDraft,
    { body: { area: area('en'), currencyCode: 'DKK', name: `Lines on a phone ${Date.now()}` } },
    sales,
  );
  const { token: editing } = await catalogue.call(
    endpoints.proposal.getProposalUser,
    { body: { areaInfo: area('en'), draftId, currencyCode: 'DKK' } },
    sales,
  );
  const pick = await productFor('Stock', editing, 10);
  const { cart } = await catalogue.call(
    endpoints.cart.getOrCreateCart,
    { body: { area: area('en'), orderType: 'Stock' } },
    editing,
  );
  const variantId = pick.product.colors[pick.colorCode]?.firstVariantId ?? '';
  await catalogue.call(
    endpoints.cart.addOrUpdateLines,
    {
      body: {
        area: area('en'),
        cartId: cart.cartId,
        lines: [{ productKey: { productId: pick.product.id, variantId, unitOfMeasure: 'CU' }, quantity: 3 }],
      },
    },
    editing,
  );
  await catalogue.call(
    endpoints.proposal.updateProposalDraft,
    { body: { areaInfo: area('en'), draft: { id: draftId, recipients: ['dealer@nordlys.demo'] } } },
    sales,
  );
  const { proposals } = await catalogue.call(
    endpoints.proposal.convertDraftToProposal,
    { body: { areaInfo: area('en'), draftId } },
    sales,
  );
  return proposals[0]?.id ?? '';
}

// The lists must hold rows for their tables to show: an order of the dealer, shipped and invoiced, a credit
// memo of one of its pieces, and a proposal with a line.
beforeAll(async () => {
  const token = await catalogue.token('dealer@nordlys.demo');
  const { orderId } = await placeStockOrder(token, 1);
  const order = await orderOnceInvoiced(token, orderId);
  const invoice = order.invoices[0];
  const line = order.lines[0];
  if (!invoice || !line) throw new Error(`order ${orderId} has no invoice`);
  const { creditMemo } = await callAt(
    apiUrl,
    endpoints.backoffice.createCreditMemo,
    {
      body: {
        invoiceNo: invoice.invoiceId,
        requestId: `accessibility-${orderId}-credit`,
        reason: 'Returned in the accessibility test',
        lines: [{ lineNo: line.lineNo, quantity: 1 }],
      },
    },
    await catalogue.token('manager@nordlys.demo'),
  );
  Object.assign(ids, {
    order: orderId,
    invoice: invoice.invoiceId,
    creditMemo: creditMemo.documentNo,
    proposal: await sentProposal(),
  });
}, 180_000);

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

/** The detail pages with lines (and totals) of the dealer, of the sales area and of the back office. */
const customerCenterDetails = (language: LanguageCode) => [
  localizePath('order', language, { id: ids.order }),
  localizePath('invoice', language, { id: ids.invoice }),
  localizePath('creditMemo', language, { id: ids.creditMemo }),
  localizePath('proposal', language, { id: ids.proposal }),
];
const salesDetails = (language: LanguageCode) => [
  localizePath('salesProposal', language, { id: ids.proposal }),
];
const backOfficeDetails = (language: LanguageCode) => [
  localizePath('backofficeOrder', language, { id: ids.order }),
];

/**
 * Each page at each width: axe's violations of any impact, and a page wider than the window (a table that
 * pushed it sideways), named by page and width so one failure lists them all. Each page is loaded once, on a
 * phone, and then turned into a laptop's window (as a tablet turns): the layout follows the window, and the
 * page is not rendered and hydrated twice.
 */
async function problemsOn(
  page: Page,
  language: LanguageCode,
  routes: RouteName[],
  details: string[] = [],
): Promise<string[]> {
  const found: string[] = [];
  for (const path of [...routes.map((route) => localizePath(route, language)), ...details]) {
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) found.push(`${path} @${width}: the page is ${scrollWidth} px wide`);
      for (const violation of await axeViolationsOfAnyKind(page))
        found.push(`${path} @${width}: ${violation}`);
    }
  }
  return found;
}

// Each test visits up to 16 pages at two widths and runs axe on each: minutes, not the default minute.
const manyPages = 300_000;

describe('Accessibility: the working pages on a phone (390 px) and a laptop (1366 px), issue 31 item 9', () => {
  it.each(languageCodes)(
    "a dealer's customer center (%s)",
    async (language) => {
      const page = await loggedIn('dealer@nordlys.demo', language);
      expect(await problemsOn(page, language, customerCenter, customerCenterDetails(language))).toEqual([]);
    },
    manyPages,
  );

  it.each(languageCodes)(
    'the sales area and proposals (%s)',
    async (language) => {
      const page = await loggedIn('manager@nordlys.demo', language);
      expect(await problemsOn(page, language, salesArea, salesDetails(language))).toEqual([]);
    },
    manyPages,
  );

  it.each(languageCodes)(
    'the back office (%s)',
    async (language) => {
      const page = await loggedIn('manager@nordlys.demo', language);
      expect(await problemsOn(page, language, backOffice, backOfficeDetails(language))).toEqual([]);
    },
    manyPages,
  );

  it.each(languageCodes)(
    "an order's lines and totals on a phone: every cell on screen, each total on its line (%s)",
    async (language) => {
      const cases = [
        {
          user: 'manager@nordlys.demo',
          path: localizePath('backofficeOrder', language, { id: ids.order }),
          caption: uiText(language, 'backoffice.order.lines-caption'),
        },
        {
          user: 'dealer@nordlys.demo',
          path: localizePath('order', language, { id: ids.order }),
          caption: uiText(language, 'customer-center.order.lines'),
        },
      ];
      for (const { user, path, caption } of cases) {
        const page = await loggedIn(user, language);
        await page.setViewportSize({ width: 390, height: 900 });
        await gotoHydrated(page, path);
        const table = page.getByRole('table', { name: caption });
        await table.waitFor();
        // Nothing hidden or pushed off the screen: each cell with text is drawn within the 390 px.
        const offScreen = await table.evaluate((element) =>
          Array.from(element.querySelectorAll('tbody th, tbody td, tfoot th, tfoot td'))
            .filter((cell) => (cell.textContent ?? '').trim() !== '')
            .filter((cell) => {
              const box = cell.getBoundingClientRect();
              return box.width === 0 || box.height === 0 || box.left < 0 || box.right > window.innerWidth;
            })
            .map((cell) => cell.textContent),
        );
        expect(offScreen, path).toEqual([]);
        // The totals under the cards: each label with its amount on the same line.
        const totals = table.locator('tfoot tr');
        expect(await totals.count(), path).toBeGreaterThan(0);
        for (const row of await totals.all()) {
          const label = await row.locator('th').boundingBox();
          const value = await row.locator('td').first().boundingBox();
          expect(label && value && Math.abs(label.y - value.y) < 4, (await row.textContent()) ?? '').toBe(
            true,
          );
        }
      }
    },
    manyPages,
  );
});
