import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMoneyIn } from '@shop/commerce';
import type { CustomerInvoice, CustomerOrder, Endpoint } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import {
  actFor,
  ask,
  calls,
  placeOrder,
  read,
  useCustomerCenterFixture,
} from '../../../test-support/customer-center-kit.ts';
import { visitorToken } from '../../../test-support/order-kit.ts';
import { pdfPageItems } from '../../../test-support/pdf-text.ts';
import { loginAs } from '../../../test-support/test-app.ts';

const mediaDir = await mkdtemp(path.join(tmpdir(), 'cc-files-media-'));
// One download at a time per user, so the test of the limit can show it.
const fixture = useCustomerCenterFixture({
  mediaDir,
  documentDownloads: { perUserConcurrent: 1, perUserPerMinute: 1000 },
});

/** The text of each page of a PDF, whitespace (also no-break spaces) as single spaces. */
const pdfPages = async (bytes: Buffer): Promise<string[]> =>
  (await pdfPageItems(bytes)).map((items) => items.join(' ').replace(/\s+/g, ' '));
const spaced = (text: string) => text.replace(/\s+/g, ' ');

async function download(endpoint: Endpoint, query: Record<string, unknown>, token: string) {
  const response = await ask(fixture.app, endpoint, { query }, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

/** The demo's image files for the media rows of every product (the test app renders no images itself). */
async function writeMediaFiles() {
  const rows = await queryRows<{ path: string }>(fixture.app.db, sql`SELECT DISTINCT path FROM media`);
  for (const row of rows) {
    const file = path.join(mediaDir, row.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(`jpeg of ${row.path}`));
  }
}

beforeAll(writeMediaFiles);
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

const invoiceOf = async (invoiceId: string, token: string): Promise<Required<CustomerInvoice>> =>
  (await read(fixture.app, calls.getInvoice, { body: { invoiceId } }, token)).invoice;
const orderOf = async (orderId: string, token: string): Promise<CustomerOrder> =>
  (await read(fixture.app, calls.getOrder, { body: { orderId } }, token)).order;

describe('PDFs', () => {
  it("writes a Danish dealer's invoice in Danish with its number, dates, reference, lines and total in kroner", async () => {
    const invoiceId = fixture.invoices[fixture.o1]?.[0] as string;
    const invoice = await invoiceOf(invoiceId, fixture.dealerA);
    const response = await download(
      calls.getInvoicePdf,
      { InvoiceId: invoiceId, LinkId: invoice.linkId },
      fixture.dealerA,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Faktura-${invoiceId}.pdf"; filename*=UTF-8''Faktura-${invoiceId}.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    const [text] = pages as [string];
    for (const expected of [
      'Faktura',
      'Fakturanummer',
      invoiceId,
      'Forfaldsdato',
      'Jeres reference',
      'PO-ALPHA',
      'Lille Kanin Børnetøj ApS',
      'Nordlys ApS',
      'Momsspecifikation',
      'I alt inkl. moms',
      spaced(formatMoneyIn(invoice.amountWithVat, 'DKK', 'da')),
      'Netto 30 dage',
      'Side 1 af 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const line of invoice.lines) {
      expect(text).toContain(line.productNumber);
      expect(text).toContain(line.colorName);
    }
  });

  it("writes an English dealer's invoice in English with euros", async () => {
    const invoiceId = fixture.invoices[fixture.oB]?.[0] as string;
    const invoice = await invoiceOf(invoiceId, fixture.dealerB);
    const response = await download(
      calls.getInvoicePdf,
      { InvoiceId: invoiceId, LinkId: invoice.linkId },
      fixture.dealerB,
    );
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Invoice-${invoiceId}.pdf`);
    const [text] = (await pdfPages(response.rawPayload)) as [string];
    for (const expected of [
      'Invoice number',
      invoiceId,
      'Due date',
      'Total incl. VAT',
      spaced(formatMoneyIn(invoice.amountWithVat, 'EUR', 'en')),
      'Net 30 days',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes a credit memo with the invoice it credits, its reason and its total', async () => {
    const memo = (
      await read(
        fixture.app,
        calls.getCreditMemo,
        { body: { creditMemoId: fixture.creditMemoA } },
        fixture.dealerA,
      )
    ).creditMemo;
    const response = await download(
      calls.getCreditMemoPdf,
      { CreditMemoId: memo.creditMemoId, LinkId: memo.linkId },
      fixture.dealerA,
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Kreditnota-${memo.creditMemoId}.pdf`,
    );
    const [text] = (await pdfPages(response.rawPayload)) as [string];
    for (const expected of [
      'Kreditnota',
      memo.creditMemoId,
      'Krediterer faktura',
      memo.appliesToInvoiceId,
      'Returned damaged',
      spaced(formatMoneyIn(memo.amountWithVat, 'DKK', 'da')),
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes an order confirmation with the order number and total, the file name in Danish', async () => {
    const order = await orderOf(fixture.o3, fixture.dealerA);
    const response = await download(calls.getOrderConfirmationPdf, { OrderId: fixture.o3 }, fixture.dealerA);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ordrebekr_ftelse-${fixture.o3}.pdf"; ` +
        `filename*=UTF-8''Ordrebekr%C3%A6ftelse-${fixture.o3}.pdf`,
    );
    const [text] = (await pdfPages(response.rawPayload)) as [string];
    expect(text).toContain('Ordrebekræftelse');
    expect(text).toContain(fixture.o3);
    expect(text).toContain('PO-GAMMA');
    expect(text).toContain(spaced(formatMoneyIn(order.totalNetPrice.priceWithVat, 'DKK', 'da')));
    expect(text).toContain('På konto');
  });

  it("answers not-found for a LinkId that is not the document's, exactly as for a missing document", async () => {
    const invoiceId = fixture.invoices[fixture.o1]?.[0] as string;
    const wrongLink = await ask(
      fixture.app,
      calls.getInvoicePdf,
      { query: { InvoiceId: invoiceId, LinkId: `LSO-${fixture.o2}` } },
      fixture.dealerA,
    );
    const missing = await ask(
      fixture.app,
      calls.getInvoicePdf,
      { query: { InvoiceId: 'LIN-SO999999-1', LinkId: `LSO-${fixture.o1}` } },
      fixture.dealerA,
    );
    expect(wrongLink.statusCode).toBe(404);
    expect(wrongLink.body).toBe(missing.body);
    const memo = await ask(
      fixture.app,
      calls.getCreditMemoPdf,
      { query: { CreditMemoId: fixture.creditMemoA, LinkId: `LSO-${fixture.o1}` } },
      fixture.dealerA,
    );
    expect(memo.statusCode).toBe(404);
  });
});

describe('Excel files', () => {
  const rowsOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet, rows };
  };

  it("gives an order's lines and totals back as written, header frozen, in the dealer's language", async () => {
    // The Danish order page's names: the file names its lines in the dealer's language too (ADR 80).
    const { order }: { order: CustomerOrder } = await read(
      fixture.app,
      calls.getOrder,
      { body: { orderId: fixture.o1, languageCode: 'da' } },
      fixture.dealerA,
    );
    const response = await download(
      calls.getOrderConfirmationExcel,
      { OrderId: fixture.o1 },
      fixture.dealerA,
    );
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Ordre-${fixture.o1}.xlsx`);
    const { sheet, rows } = await rowsOf(response.rawPayload);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows[0]?.slice(0, 9)).toEqual([
      'EAN',
      'Varenummer',
      'Navn',
      'Farve',
      'Størrelse',
      'Antal',
      'Nettopris',
      'Vejl. udsalgspris',
      'Beløb',
    ]);
    const lines = rows.slice(1, 1 + order.lines.length);
    expect(lines.map((row) => [row[1], row[2], row[3], row[4], row[5], row[6], row[8]])).toEqual(
      order.lines.map((line) => [
        line.productNumber,
        line.name,
        line.colorName,
        line.size,
        line.quantity,
        line.netUnitPrice.priceWithoutVat / 100,
        line.netLinePrice.priceWithoutVat / 100,
      ]),
    );
    for (const row of lines) {
      expect(row[0]).toMatch(/^\d{13}$/);
      expect(row[7]).toEqual(expect.any(Number));
      expect(row[7] as number).toBeGreaterThan(row[6] as number);
    }
    const totals = Object.fromEntries(rows.slice(2 + order.lines.length).map((row) => [row[2], row]));
    // Unit and pieces after the other columns; the total quantity counts pieces.
    expect(rows[0]?.slice(13)).toEqual(['Enhed', 'Stk.']);
    expect(lines.map((row) => [row[13], row[14]])).toEqual(
      order.lines.map((line) => [line.unitName, line.quantity * line.quantityPerUnit]),
    );
    expect(totals['Antal i alt']?.[14]).toBe(
      order.lines.reduce((sum, line) => sum + line.quantity * line.quantityPerUnit, 0),
    );
    expect(totals['I alt ekskl. moms']?.[8]).toBe(order.totalNetPrice.priceWithoutVat / 100);
    expect(totals['I alt inkl. moms']?.[8]).toBe(order.totalNetPrice.priceWithVat / 100);
    expect(sheet.getColumn(7).numFmt).toBe('#,##0.00');
  });

  it("gives an invoice's lines and totals back as the ERP posted them", async () => {
    const invoiceId = fixture.invoices[fixture.o2]?.[0] as string;
    const invoice = await invoiceOf(invoiceId, fixture.dealerA);
    const response = await download(calls.getInvoiceExcel, { InvoiceId: invoiceId }, fixture.dealerA);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Faktura-${invoiceId}.xlsx`);
    const { rows } = await rowsOf(response.rawPayload);
    const lines = rows.slice(1, 1 + invoice.lines.length);
    expect(lines.map((row) => [row[1], row[5], row[8]])).toEqual(
      invoice.lines.map((line) => [line.productNumber, line.quantity, line.amountWithoutVat / 100]),
    );
    const totals = Object.fromEntries(rows.slice(2 + invoice.lines.length).map((row) => [row[2], row]));
    expect(totals['I alt inkl. moms']?.[8]).toBe(invoice.amountWithVat / 100);
  });

  it('writes a formula-like reference as text that no spreadsheet runs', async () => {
    const reference = '=HYPERLINK("http://evil.example","x")';
    const orderId = await placeOrder(
      fixture.app,
      fixture.dealerA,
      [{ variant: fixture.products[0], quantity: 20 }],
      reference,
    );
    const response = await download(calls.getOrderConfirmationExcel, { OrderId: orderId }, fixture.dealerA);
    const { sheet, rows } = await rowsOf(response.rawPayload);
    const headers = rows[0] as string[];
    const column = headers.indexOf('Jeres reference') + 1;
    expect(column).toBeGreaterThan(0);
    const cell = sheet.getRow(2).getCell(column);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'${reference}`);
  });
});

describe('image packs', () => {
  const styleColoursOf = async (variantIds: string[]) =>
    queryRows<{ number: string; colorCode: string; images: number }>(
      fixture.app.db,
      sql`SELECT p.number, v.color_code AS "colorCode",
            (SELECT count(*)::int FROM media m WHERE m.product_id = p.id AND m.color_code = v.color_code) AS images
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.id IN (${sql.join(
            variantIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );

  it('packs the images of every style-colour on the order, named by item number and colour, and products.xlsx', async () => {
    const order = await orderOf(fixture.o1, fixture.dealerA);
    const response = await download(calls.downloadOrderImages, { OrderId: fixture.o1 }, fixture.dealerA);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Billeder-${fixture.o1}.zip`);
    const zip = await JSZip.loadAsync(response.rawPayload);
    // products.xlsx is the first entry: it goes out before any image is read.
    expect(Object.keys(zip.files)[0]).toBe('products.xlsx');
    const names = Object.keys(zip.files).sort();
    const styleColours = await styleColoursOf(order.lines.map((line) => line.variantId));
    expect(styleColours.length).toBe(2);
    const expected = styleColours.flatMap((row) =>
      Array.from({ length: row.images }, (_, index) => `${row.number}_${row.colorCode}_${index + 1}.jpg`),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(names).toEqual(['products.xlsx', ...expected].sort());
    const firstImage = expected[0] as string;
    expect(await zip.file(firstImage)?.async('string')).toMatch(/^jpeg of products\//);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('products.xlsx')?.async('arraybuffer')) as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Produkter');
    expect(sheet.getRow(1).getCell(6).value).toBe('Beskrivelse');
    expect(sheet.rowCount).toBe(1 + order.lines.length);
    const row = sheet.getRow(2);
    expect(String(row.getCell(1).value)).toMatch(/^\d{13}$/);
    expect(String(row.getCell(6).value).length).toBeGreaterThan(10);
    expect(row.getCell(7).value).toEqual(expect.any(Number));
    expect(String(row.getCell(9).value)).toContain(`${row.getCell(2).value}_`);
  });

  it('lists in products.xlsx exactly the images the zip holds when a picture is missing from the store', async () => {
    const order = await orderOf(fixture.o1, fixture.dealerA);
    const paths = await queryRows<{ path: string }>(
      fixture.app.db,
      sql`SELECT DISTINCT m.path FROM media m JOIN variants v
            ON v.product_id = m.product_id AND v.color_code = m.color_code
          WHERE v.id IN (${sql.join(
            order.lines.map((line) => sql`${line.variantId}`),
            sql`, `,
          )}) AND m.sort_order = 2`,
    );
    expect(paths.length).toBeGreaterThan(0);
    // Every style-colour's third picture is gone from the store (as the demo's close-ups were before).
    for (const row of paths) await rm(path.join(mediaDir, row.path));
    try {
      const response = await download(calls.downloadOrderImages, { OrderId: fixture.o1 }, fixture.dealerA);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const images = Object.keys(zip.files).filter((name) => name !== 'products.xlsx');
      expect(images.length).toBeGreaterThan(0);
      expect(images.some((name) => name.endsWith('_3.jpg'))).toBe(false);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await zip.file('products.xlsx')?.async('arraybuffer')) as ArrayBuffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      const listed = new Set<string>();
      for (let rowNo = 2; rowNo <= sheet.rowCount; rowNo++) {
        for (const name of String(sheet.getRow(rowNo).getCell(9).value ?? '').split(', ')) {
          if (name) listed.add(name);
        }
      }
      expect([...listed].sort()).toEqual([...images].sort());
    } finally {
      await writeMediaFiles();
    }
  });

  it("packs an invoice's style-colours", async () => {
    const invoiceId = fixture.invoices[fixture.o2]?.[0] as string;
    const invoice = await invoiceOf(invoiceId, fixture.dealerA);
    const response = await download(calls.downloadInvoiceImages, { InvoiceId: invoiceId }, fixture.dealerA);
    const names = Object.keys((await JSZip.loadAsync(response.rawPayload)).files);
    const [styleColour] = await styleColoursOf(invoice.lines.map((line) => line.variantId));
    expect(names).toContain('products.xlsx');
    expect(names).toContain(`${styleColour?.number}_${styleColour?.colorCode}_1.jpg`);
  });
});

describe('who may download what', () => {
  /** Every file call, for a document of dealer A and for an id nobody has. */
  const fileCalls = () => {
    const { o1, invoices, creditMemoA } = fixture;
    const invoiceId = invoices[o1]?.[0] as string;
    return [
      [
        calls.getInvoicePdf,
        { InvoiceId: invoiceId, LinkId: `LSO-${o1}` },
        { InvoiceId: 'LIN-SO999999-1', LinkId: `LSO-${o1}` },
      ],
      [
        calls.getCreditMemoPdf,
        { CreditMemoId: creditMemoA, LinkId: `LSO-${fixture.o2}` },
        { CreditMemoId: 'LCM-SO999999-1', LinkId: `LSO-${fixture.o2}` },
      ],
      [calls.getOrderConfirmationPdf, { OrderId: o1 }, { OrderId: 'SO999999' }],
      [calls.getOrderConfirmationExcel, { OrderId: o1 }, { OrderId: 'SO999999' }],
      [calls.getInvoiceExcel, { InvoiceId: invoiceId }, { InvoiceId: 'LIN-SO999999-1' }],
      [calls.downloadOrderImages, { OrderId: o1 }, { OrderId: 'SO999999' }],
      [calls.downloadInvoiceImages, { InvoiceId: invoiceId }, { InvoiceId: 'LIN-SO999999-1' }],
    ] as const;
  };

  it('answers dealer B exactly as for a missing document, by every file call, and dealer A with the file', async () => {
    for (const [endpoint, theirs, missing] of fileCalls()) {
      const refused = await ask(fixture.app, endpoint, { query: theirs }, fixture.dealerB);
      const none = await ask(fixture.app, endpoint, { query: missing }, fixture.dealerB);
      expect(none.statusCode, endpoint.operationId).toBe(404);
      expect({ status: refused.statusCode, body: refused.body }, endpoint.operationId).toEqual({
        status: none.statusCode,
        body: none.body,
      });
      expect(refused.json()).toMatchObject({ errorCode: 'not-found' });
      expect((await ask(fixture.app, endpoint, { query: theirs }, fixture.dealerA)).statusCode).toBe(200);
    }
  });

  it('answers 401 without a token and 403 to a visitor and a sales user acting for nobody', async () => {
    const visitor = await visitorToken(fixture.app);
    const sales = await loginAs(fixture.app, 'sales@nordlys.demo');
    for (const [endpoint, query] of fileCalls()) {
      expect((await ask(fixture.app, endpoint, { query })).statusCode, endpoint.operationId).toBe(401);
      for (const token of [visitor, sales]) {
        expect((await ask(fixture.app, endpoint, { query }, token)).statusCode, endpoint.operationId).toBe(
          403,
        );
      }
    }
    await actFor(fixture.app, sales, 'C10001');
    const [, query] = fileCalls()[2];
    expect((await ask(fixture.app, calls.getOrderConfirmationPdf, { query }, sales)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a missing or malformed id, and never a 5xx for junk', async () => {
    const missingLink = await ask(
      fixture.app,
      calls.getInvoicePdf,
      { query: { InvoiceId: 'LIN-SO100001-1' } },
      fixture.dealerA,
    );
    expect(missingLink.statusCode).toBe(400);
    expect(missingLink.json().issues).toMatchObject([
      { path: 'query.LinkId', message: 'LinkId is required' },
    ]);
    const empty = await ask(
      fixture.app,
      calls.getOrderConfirmationPdf,
      { query: { OrderId: '' } },
      fixture.dealerA,
    );
    expect(empty.json().issues).toMatchObject([{ path: 'query.OrderId', message: 'OrderId is required' }]);
    const junk: unknown[] = [
      'x'.repeat(65),
      ['a', 'b'],
      '%00',
      '\u0000',
      '🎉',
      "'; DROP TABLE orders; --",
      '../../etc',
    ];
    for (const [endpoint, query] of fileCalls()) {
      for (const value of junk) {
        const input = Object.fromEntries(Object.keys(query).map((key) => [key, value]));
        const response = await ask(fixture.app, endpoint, { query: input }, fixture.dealerA);
        expect(
          response.statusCode,
          `${endpoint.operationId} ${JSON.stringify(value)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${endpoint.operationId} ${JSON.stringify(value)}`).toBeLessThan(500);
      }
    }
  });

  it('answers 429 with Retry-After to a download of a user whose slot a running download holds, and frees it after', async () => {
    const { o1, dealerA, dealerB, oB } = fixture;
    const [userA] = await queryRows<{ id: string }>(
      fixture.app.db,
      sql`select id from users where username = 'dealer@nordlys.demo'`,
    );
    const keyA = `user:${userA!.id}`;
    const slots = fixture.app.services.downloadSlots;
    const imagesOf = (orderId: string, token: string) =>
      ask(fixture.app, calls.downloadOrderImages, { query: { OrderId: orderId } }, token);
    // A finished download gives its slot back (the fixture allows one at once).
    expect((await imagesOf(o1, dealerA)).statusCode).toBe(200);
    expect(slots.running(keyA)).toBe(0);
    // The user's one slot held, as a download still being read holds it: the next one is refused at once.
    const free = slots.take(keyA);
    try {
      const refused = await imagesOf(o1, dealerA);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorCode: 'rate-limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not held up.
      expect((await imagesOf(oB, dealerB)).statusCode).toBe(200);
    } finally {
      free();
    }
    // Once the first is done the next download runs; a refused or failed one holds no slot.
    expect((await imagesOf(o1, dealerA)).statusCode).toBe(200);
    expect((await imagesOf(oB, dealerA)).statusCode).toBe(404);
    expect(slots.running(keyA)).toBe(0);
  });
});
