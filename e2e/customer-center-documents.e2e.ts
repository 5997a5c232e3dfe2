import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toMajor } from '@shop/commerce';
import { type CustomerOrder, type LanguageCode, languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildCustomers } from '../apps/api/src/db/seed/build-customers.ts';
import { writeSvgJpeg } from '../apps/api/src/db/seed/write-svg-jpeg.ts';
import { formatMoneyIn } from '../apps/web/app/lib/money.ts';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { callAt, catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { currentPath, mainHeading } from './support/page-reading.ts';
import { gotoHydrated, login, submitLoginForm, useBrowser } from './support/session.ts';

const { loggedIn, newPage, baseUrl } = useBrowser();
const apiUrl = inject('apiUrl');
const mediaDir = inject('mediaDir');
/** What the order's pictures hold in the media folder: any real JPEG (the image pack copies the files). */
const pictureSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#6b7f5a"/></svg>';
const catalogue = catalogueApi(baseUrl);
const { placeOrderOnAccount, orderOnceInvoiced, emptyCarts } = customerCenterKit(baseUrl);
const { openCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const otherDealer = 'haendler@nordlys.demo';

/** The language of the demo dealer's customer (C10001, the seed's): the language its documents are written in. */
const documentLanguage = (() => {
  const code = buildCustomers().customers.find(
    (customer) => customer.customerNumber === 'C10001',
  )?.languageCode;
  if (code !== 'da' && code !== 'en')
    throw new Error(`The demo customer C10001 has no shop language (${code})`);
  return code satisfies LanguageCode;
})();

/** Press a download button and wait for the file the browser saves; answers its name and bytes. */
async function downloadFrom(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const link = page.getByRole('main').getByRole('link', { name, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  // The button is back from 'Preparing…' before the test looks at the page again.
  await expect.poll(() => link.getAttribute('data-state')).not.toBe('preparing');
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

/** A PDF's text, whitespace (no-break spaces too) as single spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** The first sheet of a workbook as rows of cell values, keyed by the header row's texts. */
async function sheetRows(bytes: Buffer): Promise<Array<Record<string, unknown>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(
      Object.fromEntries(header.map((name, index) => [name, values[index] ?? null]).filter(([name]) => name)),
    );
  });
  return rows;
}

/** Today in the shop calendar (Europe/Copenhagen), YYYY-MM-DD. */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
}

const money = (amount: number, currency: string, language: LanguageCode) =>
  formatMoneyIn(amount, currency, language);

describe.each(languageCodes)('A dealer follows an order in the customer center (%s)', (language) => {
  let token = '';
  let page: Page;
  let orderId = '';
  let order: CustomerOrder;
  const reference = `CC-E2E-${language}-${Date.now().toString(36)}`;
  const t = (key: string, params: Record<string, string> = {}) => uiText(language, key, params);

  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('places an order on account, finds it through the header link and the search, and opens it', async () => {
    token = await catalogue.token(dealer);
    page = await loggedIn(dealer, language);
    orderId = await placeOrderOnAccount(page, token, language, reference);

    // The header's customer-center link leads to the orders list.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.customer-center') })
      .click();
    await page.waitForURL((url) => url.pathname === localizePath('orders', language));
    await mainHeading(page)
      .filter({ hasText: t('customer-center.orders.title') })
      .waitFor();
    const navigation = page.getByRole('navigation', { name: t('customer-center.nav.label') });
    expect(
      await navigation
        .getByRole('link', { name: t('customer-center.nav.orders') })
        .getAttribute('aria-current'),
    ).toBe('page');

    // The search form is a GET form: its fields land in the address.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('searchbox', { name: t('customer-center.filters.search') }).fill(reference);
    await page
      .getByRole('search', { name: t('customer-center.filters.label') })
      .getByRole('button', { name: t('customer-center.filters.apply') })
      .click();
    await page.waitForURL((url) => url.searchParams.get('search') === reference);
    // Empty fields stay out of the address.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['search']);
    const table = page.getByRole('table', { name: t('customer-center.orders.caption') });
    const rows = table.getByRole('row');
    await table.getByRole('link', { name: orderId, exact: true }).waitFor();
    expect(await rows.count()).toBe(2); // the header and the order
    // Both statuses in words. The ledger moves the order on meanwhile: compare the page with the order's
    // state while that state holds (the same before and after the page is read again).
    const statusOf = async () =>
      (await catalogue.call(endpoints.customerCenter.getOrder, { body: { orderId } }, token)).order;
    const row = rows.filter({ hasText: orderId });
    let listed = await statusOf();
    for (let attempt = 0; ; attempt++) {
      await page.reload();
      const badges = [
        await row.getByText(t(`customer-center.transfer-status.${listed.status}`), { exact: true }).count(),
        await row
          .getByText(t(`customer-center.shipment-status.${listed.shipmentStatus}`), { exact: true })
          .count(),
      ];
      const after = await statusOf();
      const held = after.status === listed.status && after.shipmentStatus === listed.shipmentStatus;
      if (held) {
        expect(badges).toEqual([1, 1]);
        break;
      }
      if (attempt === 20)
        throw new Error(`order ${orderId} kept changing: ${after.status}/${after.shipmentStatus}`);
      listed = after;
    }
    // The total in the order's currency.
    await row.getByText(money(listed.totalNetPrice.priceWithVat, listed.currencyCode, language)).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('link', { name: orderId, exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath('order', language, { id: orderId }));
    await mainHeading(page)
      .filter({ hasText: t('customer-center.order.title', { id: orderId }) })
      .waitFor();
    await page.getByRole('definition').filter({ hasText: reference }).waitFor();
  }, 180_000);

  it('sees the shipment with its tracking link and the invoice once the ledger has shipped the order', async () => {
    order = await orderOnceInvoiced(token, orderId);
    const { shipments } = await catalogue.call(
      endpoints.customerCenter.getShipmentDetails,
      { body: { area: { areaId: 'b2b', languageCode: language }, orderId } },
      token,
    );
    expect(shipments.length).toBeGreaterThan(0);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    const main = page.getByRole('main');
    await main
      .getByText(t('customer-center.shipment-status.FullyShipped'), { exact: true })
      .first()
      .waitFor();
    await main
      .getByText(t(`customer-center.transfer-status.${order.status}`), { exact: true })
      .first()
      .waitFor();

    const shipmentsRegion = main.getByRole('region', { name: t('customer-center.shipments.title') });
    for (const shipment of shipments) {
      await shipmentsRegion.getByText(shipment.shipmentId, { exact: false }).first().waitFor();
      if (shipment.trackAndTraceUrl) {
        const track = shipmentsRegion.getByRole('link', {
          name: new RegExp(t('customer-center.shipments.track', { carrier: shipment.carrier ?? '' })),
        });
        expect(await track.first().getAttribute('href')).toBe(shipment.trackAndTraceUrl);
      }
    }
    // Every line shows it has shipped.
    const lines = main.getByRole('table', { name: t('customer-center.order.lines') });
    expect(
      await lines.getByRole('cell', { name: t('customer-center.line-shipped.Shipped'), exact: true }).count(),
    ).toBe(order.lines.length);

    expect(await axeViolations(page)).toEqual([]);

    // The invoice is linked and opens.
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const invoices = main.getByRole('table', { name: t('customer-center.order.invoices') });
    await invoices.getByRole('link', { name: invoice.invoiceId, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === localizePath('invoice', language, { id: invoice.invoiceId }),
    );
    await mainHeading(page)
      .filter({ hasText: t('customer-center.invoice.title', { id: invoice.invoiceId }) })
      .waitFor();
    await page
      .getByRole('main')
      .getByText(money(invoice.amountWithVat, invoice.currencyCode, language), { exact: true })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it('downloads the order confirmation as PDF and Excel and the image pack', async () => {
    const d = (key: string) => uiText(documentLanguage, key);
    const total = order.totalNetPrice.priceWithVat;
    // The demo renders no image files here: give the order's style-colours theirs, as the media folder would.
    const ids = [...new Set(order.lines.map((line) => line.productId))];
    const { items } = await catalogue.call(
      endpoints.product.getProductsByIds,
      { body: { area: { areaId: 'b2b', languageCode: language }, ids } },
      token,
    );
    const expectedImages: string[] = [];
    for (const styleColour of new Map(
      order.lines.map((line) => [`${line.productId}|${line.colorCode}`, line]),
    ).values()) {
      const media = items[styleColour.productId]?.colors[styleColour.colorCode]?.media ?? [];
      for (const [index, image] of media.entries()) {
        // A real picture: other stories (the cart's thumbnails) may show the same file.
        await writeSvgJpeg(pictureSvg, path.join(mediaDir, image.url));
        expectedImages.push(
          `${styleColour.productNumber}_${styleColour.colorCode}_${index + 1}${path.extname(image.url).toLowerCase() || '.jpg'}`,
        );
      }
    }
    expect(expectedImages.length).toBeGreaterThan(0);

    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    const pdf = await downloadFrom(page, t('customer-center.download.order-pdf'));
    expect(pdf.name).toBe(`${d('documents.file.orderConfirmation')}-${orderId}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(orderId);
    expect(text).toContain(money(total, order.currencyCode, documentLanguage).replace(/\s+/g, ' '));

    const excel = await downloadFrom(page, t('customer-center.download.excel'));
    expect(excel.name).toMatch(/\.xlsx$/);
    const rows = await sheetRows(excel.bytes);
    const column = (key: string) => d(`documents.excel.${key}`);
    const lineRows = rows.filter((row) => row[column('orderNumber')] === orderId);
    expect(
      lineRows.map((row) => [row[column('itemNumber')], row[column('quantity')], row[column('lineTotal')]]),
    ).toEqual(
      order.lines.map((line) => [
        line.productNumber,
        line.quantity,
        toMajor(line.netLinePrice.priceWithoutVat, order.currencyCode),
      ]),
    );
    const totalRow = rows.find((row) => row[column('name')] === d('documents.excel.totalWithVat'));
    expect(totalRow?.[column('lineTotal')]).toBe(toMajor(total, order.currencyCode));

    const pack = await downloadFrom(page, t('customer-center.download.images'));
    expect(pack.name).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(pack.bytes);
    const entries = Object.keys(zip.files);
    expect(entries[0]).toBe('products.xlsx');
    expect(entries.slice(1).sort()).toEqual([...expectedImages].sort());
    const products = await sheetRows(await zip.file('products.xlsx')!.async('nodebuffer'));
    expect(new Set(products.map((row) => row[column('itemNumber')]))).toEqual(
      new Set(order.lines.map((line) => line.productNumber)),
    );

    // While a file prepares the button says so; a refusal (too many downloads) is explained, not a broken file.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/CustomerCenter/GetOrderConfirmationPdf*', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many downloads', errorCode: 'too-many-requests' }),
      });
    });
    const main = page.getByRole('main');
    await main.getByRole('link', { name: t('customer-center.download.order-pdf'), exact: true }).click();
    await main.getByText(t('customer-center.download.preparing'), { exact: true }).waitFor();
    release();
    await main
      .getByRole('alert')
      .filter({ hasText: t('customer-center.download.too-many') })
      .waitFor();
    await page.unroute('**/api/CustomerCenter/GetOrderConfirmationPdf*');
  }, 90_000);

  it('filters the invoice list by date and search, and says so when nothing matches', async () => {
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const today = shopToday();
    await gotoHydrated(page, localizePath('invoices', language));
    await page.getByRole('searchbox', { name: t('customer-center.filters.search') }).fill(orderId);
    await page.getByLabel(t('customer-center.filters.from')).fill(today);
    await page.getByLabel(t('customer-center.filters.to')).fill(today);
    await page
      .getByRole('search', { name: t('customer-center.filters.label') })
      .getByRole('button', { name: t('customer-center.filters.apply') })
      .click();
    await page.waitForURL(
      (url) => url.searchParams.get('from') === today && url.searchParams.get('search') === orderId,
    );
    const table = page.getByRole('table', { name: t('customer-center.invoices.caption') });
    await table.getByRole('link', { name: invoice.invoiceId, exact: true }).waitFor();
    // Polled: the unfiltered list (this dealer's other invoices too) can still be on the page for a moment.
    await expect.poll(() => table.getByRole('row').count()).toBe(1 + order.invoices.length);

    // A range that ended before the order: nothing matches, and the page offers to clear the search.
    await gotoHydrated(
      page,
      `${localizePath('invoices', language)}?search=${orderId}&from=2001-01-01&to=2001-12-31`,
    );
    await page.getByText(t('customer-center.list.no-match')).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: t('customer-center.filters.clear') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === localizePath('invoices', language) && url.search === '');
    await page.getByRole('table', { name: t('customer-center.invoices.caption') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('opens a credit memo booked on the ledger from the credit memo list', async () => {
    const invoice = order.invoices[0];
    const line = order.lines[0];
    if (!invoice || !line) throw new Error('no invoice');
    const managerToken = await catalogue.token('manager@nordlys.demo');
    const reason = `Returned in the e2e test (${language})`;
    const { creditMemo } = await callAt(
      apiUrl,
      endpoints.backoffice.createCreditMemo,
      {
        body: {
          invoiceNo: invoice.invoiceId,
          requestId: `${reference}-credit`,
          reason,
          lines: [{ lineNo: line.lineNo, quantity: 1 }],
        },
      },
      managerToken,
    );
    await gotoHydrated(page, `${localizePath('creditMemos', language)}?search=${orderId}`);
    const table = page.getByRole('table', { name: t('customer-center.credit-memos.caption') });
    const row = table.getByRole('row').filter({ hasText: creditMemo.documentNo });
    await row.getByText(reason).waitFor();
    await row.getByRole('link', { name: creditMemo.documentNo, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === localizePath('creditMemo', language, { id: creditMemo.documentNo }),
    );
    await mainHeading(page)
      .filter({ hasText: t('customer-center.credit-memo.title', { id: creditMemo.documentNo }) })
      .waitFor();
    const lines = page.getByRole('table', { name: t('customer-center.credit-memo.lines') });
    await lines.getByRole('rowheader').filter({ hasText: line.productNumber }).waitFor();
    // It names the invoice it credits, as a link, and offers its PDF.
    await page.getByRole('main').getByRole('link', { name: invoice.invoiceId, exact: true }).waitFor();
    const pdf = await downloadFrom(page, t('customer-center.download.credit-memo-pdf'));
    expect(pdf.name).toBe(
      `${uiText(documentLanguage, 'documents.file.creditMemo')}-${creditMemo.documentNo}.pdf`,
    );
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(creditMemo.documentNo);
    expect(text).toContain(invoice.invoiceId);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('orders again and sees the lines in the baskets', async () => {
    await emptyCarts(token);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    await page.getByRole('button', { name: uiText(language, 'reorder.order-again'), exact: true }).click();
    await page.getByRole('heading', { name: uiText(language, 'reorder.summary-title') }).waitFor();
    const lines = (await openCarts(token)).flatMap((cart) => cart.lines);
    expect(lines.length).toBeGreaterThan(0);
    const ordered = new Set(order.lines.map((line) => line.variantId));
    for (const line of lines) expect(ordered.has(line.productKey.variantId ?? '')).toBe(true);
    // The header's basket marker counts them.
    await waitForMarker(
      page,
      language,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    );
  }, 60_000);

  it('shows the not-found page for an order that is not there or is another dealer’s', async () => {
    const missing = await page.goto(localizePath('order', language, { id: 'SO-NO-SUCH-ORDER' }));
    expect(missing?.status()).toBe(404);
    await mainHeading(page)
      .filter({ hasText: uiText(language, 'error.page-not-found') })
      .waitFor();

    const other = await loggedIn(otherDealer, language);
    const foreign = await other.goto(localizePath('order', language, { id: orderId }));
    expect(foreign?.status()).toBe(404);
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const foreignInvoice = await other.goto(localizePath('invoice', language, { id: invoice.invoiceId }));
    expect(foreignInvoice?.status()).toBe(404);
    // Nor does their list show it.
    await gotoHydrated(other, `${localizePath('orders', language)}?search=${orderId}`);
    await other.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await other.getByRole('link', { name: orderId, exact: true }).count()).toBe(0);
  }, 60_000);
});

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
