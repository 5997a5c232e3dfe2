import { formatMoneyIn } from '@shop/commerce';
import type { ProposalSummary } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { actFor, ask, read } from '../../test-support/customer-center-kit.ts';
import { type Variant, visitorToken } from '../../test-support/order-kit.ts';
import { pdfPageItems } from '../../test-support/pdf-text.ts';
import { proposalVariant, sentProposals } from '../../test-support/proposal-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const calls = endpoints.lineSheet;
const missingId = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
let dealer: string;
let germanDealer: string;
let sales: string;
let otherSales: string;
let visitor: string;
let variant: Variant;
let style: { number: string; nameEn: string; nameDa: string; categoryId: string; categoryEn: string };
let proposal: ProposalSummary;

/** The style's net price and RRP as the dealer's GetPricesByCustomer answers them (product level, one piece). */
async function pricesOf(token: string) {
  const answer = await read(
    app,
    endpoints.price.getPricesByCustomer,
    { body: { products: [{ productId: variant.productId, variantId: null, unitOfMeasure: 'CU' }] } },
    token,
  );
  const [price] = answer.prices;
  return {
    net: price.price.netUnitPrice as number,
    currency: price.currencyCode as string,
    rrp: price.retailPrice as { amount: number; currencyCode: string },
  };
}

const search = (categoryId: string) => JSON.stringify({ category: categoryId });

async function download(
  endpoint: (typeof calls)[keyof typeof calls],
  query: Record<string, string>,
  token?: string | null,
) {
  const response = await ask(app, endpoint, { query }, token);
  return response;
}

/** A PDF's pages as text lines. */
async function pdfText(body: Buffer) {
  return (await pdfPageItems(body)).map((items) =>
    spaced(items.filter((item) => item.trim() !== '').join('\n')),
  );
}

/** Money formats put no-break spaces between amount and currency; the PDF's text reads them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (amount: number, currency: string, language: 'en' | 'da') =>
  spaced(formatMoneyIn(amount, currency, language));

beforeAll(async () => {
  app = shared.app;
  visitor = await visitorToken(app);
  [dealer, germanDealer, sales, otherSales] = await Promise.all([
    loginAs(app, 'dealer@nordlys.demo'),
    loginAs(app, 'haendler@nordlys.demo'),
    loginAs(app, 'sales@nordlys.demo'),
    loginAs(app, 'proposal@nordlys.demo'),
  ]);
  variant = await proposalVariant(app);
  const [row] = await queryRows<typeof style>(
    app.db,
    sql`SELECT p.number, en.name AS "nameEn", da.name AS "nameDa", p.primary_category_id AS "categoryId",
        ce.name AS "categoryEn"
      FROM products p
      JOIN product_translations en ON en.product_id = p.id AND en.language_code = 'en'
      JOIN product_translations da ON da.product_id = p.id AND da.language_code = 'da'
      JOIN category_translations ce ON ce.category_id = p.primary_category_id AND ce.language_code = 'en'
      WHERE p.id = ${variant.productId}`,
  );
  style = row as typeof style;
  [proposal] = (await sentProposals(app, sales, variant, ['dealer@nordlys.demo'])) as [ProposalSummary];
});

describe('a category’s line sheet', () => {
  it('lists the category’s styles with the dealer’s net price, RRP, margin and page numbers, in English', async () => {
    const response = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'en', Search: search(style.categoryId) },
      dealer,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Line-sheet-');
    const pages = await pdfText(response.rawPayload);
    const all = pages.join('\n');
    const prices = await pricesOf(dealer);
    expect(prices.currency).toBe('DKK');
    expect(pages[0]).toContain('Line sheet');
    expect(pages[0]).toContain(style.categoryEn);
    expect(pages[0]).toContain('(C10001)');
    expect(pages[0]).toContain('Prices in DKK, excl. VAT');
    expect(all).toContain(style.number);
    expect(all).toContain(style.nameEn);
    expect(all).toContain(money(prices.net, 'DKK', 'en'));
    expect(all).toContain(money(prices.rrp.amount, prices.rrp.currencyCode, 'en'));
    expect(all).toContain('NET PRICE');
    expect(all).toContain('RRP');
    expect(all).toContain('MARGIN');
    expect(all).toContain('Index');
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // The index names the page the style is on, and that page shows it.
    const stylePage = pages.findIndex(
      (text, index) => index > 1 && text.includes(`Item number ${style.number}`),
    );
    expect(stylePage).toBeGreaterThan(1);
    const indexPage = pages.find((text) => text.includes('Index') && text.includes(`${style.number}\n`));
    expect(indexPage).toContain(`${style.number}\n${style.nameEn}\n${stylePage + 1}`);
  });

  it('is in Danish when asked, and in a German dealer’s euros', async () => {
    const danish = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'da', Search: search(style.categoryId) },
      dealer,
    );
    expect(danish.statusCode, danish.body).toBe(200);
    expect(danish.headers['content-disposition']).toContain('Linjeark-');
    const pages = await pdfText(danish.rawPayload);
    const all = pages.join('\n');
    const prices = await pricesOf(dealer);
    expect(pages[0]).toContain('Linjeark');
    expect(all).toContain(style.nameDa);
    expect(all).toContain('NETTOPRIS');
    expect(all).toContain('VEJL. UDSALGSPRIS');
    expect(all).toContain(money(prices.net, 'DKK', 'da'));
    expect(pages.at(-1)).toContain(`Side ${pages.length} af ${pages.length}`);
    // The catalogue's seasons are named in Danish, as on the storefront's stickers.
    expect(pages[0]).toMatch(/forår\/sommer|efterår\/vinter/);
    expect(pages[0]).not.toMatch(/Spring\/Summer|Autumn\/Winter/);

    const german = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'en', Search: search(style.categoryId) },
      germanDealer,
    );
    expect(german.statusCode, german.body).toBe(200);
    const euros = await pricesOf(germanDealer);
    expect(euros.currency).toBe('EUR');
    const text = (await pdfText(german.rawPayload)).join('\n');
    expect(text).toContain('Prices in EUR');
    expect(text).toContain(money(euros.net, 'EUR', 'en'));
  });

  it('is an Excel file with a row per colour, the prices as numbers and the pictures’ links', async () => {
    const response = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'en', Format: 'xlsx', Search: search(style.categoryId) },
      dealer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Item number',
      'Style',
      'Colour code',
      'Colour',
      'Season',
      'Sizes',
      'Minimum',
      'Net price',
      'Currency',
      'RRP',
      'RRP currency',
      'Margin',
      'Delivery',
      'Picture',
    ]);
    const prices = await pricesOf(dealer);
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push((row.values as unknown[]).slice(1));
    });
    const ours = rows.filter((row) => row[0] === style.number);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours[0]?.[7]).toBe(prices.net / 100);
    expect(ours[0]?.[8]).toBe('DKK');
    expect(ours[0]?.[9]).toBe(prices.rrp.amount / 100);
    const picture = ours[0]?.[13] as { hyperlink: string } | null;
    expect(picture?.hyperlink).toMatch(/\/images\/fit\/800\/800\/sm\/[A-Za-z0-9_-]+\.jpg$/);

    const danish = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'da', Format: 'xlsx', Search: search(style.categoryId) },
      dealer,
    );
    const danishBook = new ExcelJS.Workbook();
    await danishBook.xlsx.load(danish.rawPayload as unknown as ExcelJS.Buffer);
    const seasons = new Set<unknown>();
    danishBook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) seasons.add((row.values as unknown[])[5]);
    });
    expect(seasons.size).toBeGreaterThan(0);
    for (const season of seasons) expect(season).toMatch(/^(forår\/sommer|efterår\/vinter) \d{4}$/);
  });

  it('answers 400 naming the problem when Search is not a search', async () => {
    const notJson = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'en', Search: '{' },
      dealer,
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toContain('Search');
    const wrong = await download(
      calls.getLineSheet,
      { AreaId: 'b2b', LanguageCode: 'en', Search: '{"sorting":"price"}' },
      dealer,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('sorting');
  });
});

describe('who gets a line sheet', () => {
  const query = () => ({ AreaId: 'b2b', LanguageCode: 'en', Search: search(style.categoryId) });

  it('refuses a caller without a token (401) and a visitor, who has no net prices (403)', async () => {
    expect((await download(calls.getLineSheet, query())).statusCode).toBe(401);
    expect((await download(calls.getLineSheet, query(), visitor)).statusCode).toBe(403);
  });

  it('gives a sales person acting for a customer that customer’s prices', async () => {
    const acting = await loginAs(app, 'sales@nordlys.demo');
    await actFor(app, acting, 'C20001');
    const response = await download(calls.getLineSheet, query(), acting);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfText(response.rawPayload)).join('\n');
    expect(text).toContain('C20001');
    expect(text).toContain(money((await pricesOf(germanDealer)).net, 'EUR', 'en'));
  });

  it('gives the dealer their proposal’s line sheet and another customer the answer of a missing one', async () => {
    const proposalQuery = (Id: string) => ({ AreaId: 'b2b', LanguageCode: 'en', Id });
    const own = await download(calls.getProposalLineSheet, proposalQuery(proposal.id), dealer);
    expect(own.statusCode, own.body).toBe(200);
    const text = (await pdfText(own.rawPayload)).join('\n');
    expect(text).toContain(proposal.name);
    expect(text).toContain(style.number);
    expect(text).toContain(money((await pricesOf(dealer)).net, 'DKK', 'en'));

    const theirs = await download(calls.getProposalLineSheet, proposalQuery(proposal.id), germanDealer);
    const missing = await download(calls.getProposalLineSheet, proposalQuery(missingId), dealer);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().message).toBe(missing.json().message);
  });

  it('gives the sales person their proposal’s line sheet at its customer’s prices, and no one else', async () => {
    const proposalQuery = (Id: string) => ({ AreaId: 'b2b', LanguageCode: 'da', Id });
    const own = await download(calls.getSalesProposalLineSheet, proposalQuery(proposal.id), sales);
    expect(own.statusCode, own.body).toBe(200);
    const text = (await pdfText(own.rawPayload)).join('\n');
    expect(text).toContain(proposal.customerNumber);
    expect(text).toContain(money((await pricesOf(dealer)).net, 'DKK', 'da'));
    expect(
      (await download(calls.getSalesProposalLineSheet, proposalQuery(proposal.id), otherSales)).statusCode,
    ).toBe(404);
    expect(
      (await download(calls.getSalesProposalLineSheet, proposalQuery(proposal.id), dealer)).statusCode,
    ).toBe(403);
  });
});
