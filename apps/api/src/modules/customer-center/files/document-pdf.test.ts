import { buffer } from 'node:stream/consumers';
import { danishVatBeforeTaxRules } from '@shop/contracts';
import { documentTexts } from '@shop/ui-texts/texts/documents';
import { orderDeliveryTexts } from '@shop/ui-texts/texts/order-deliveries';
import { paymentTermsTexts } from '@shop/ui-texts/texts/payment-terms';
import { describe, expect, it } from 'vitest';
import { demoSeller } from '../../../config-types.ts';
import { pdfPageItems } from '../../../test-support/pdf-text.ts';
import { pageGeometry, renderDocumentPdf } from './document-pdf.ts';
import type { FileDocument, FileLine } from './file-document.ts';
import { fileTextsFrom } from './file-texts.ts';

/** Each page's text items, in the order they are drawn (blank ones left out). */
const pageItems = async (bytes: Buffer): Promise<string[][]> =>
  (await pdfPageItems(bytes)).map((items) => items.filter((text) => text.trim() !== ''));

const itemNumber = (lineNo: number) => `ST${String(lineNo).padStart(4, '0')}`;

function invoiceWith(lineCount: number, name = (lineNo: number) => `Style ${lineNo}`): FileDocument {
  const lines: FileLine[] = Array.from({ length: lineCount }, (_, index) => ({
    lineNo: index + 1,
    productId: `P${index + 1}`,
    productNumber: itemNumber(index + 1),
    variantId: `P${index + 1}-rose-110`,
    unitId: 'CU',
    name: name(index + 1),
    colorCode: 'rose',
    colorName: 'Rosé',
    size: '110',
    unitName: 'Stk.',
    quantityPerUnit: 1,
    quantity: 2,
    unitPrice: 10_000,
    netUnitPrice: 9_000,
    discountRate: 0.1,
    lineTotal: 18_000,
    vat: 4_500,
  }));
  return {
    kind: 'invoice',
    tax: danishVatBeforeTaxRules,
    number: 'LIN-SO100001-1',
    orderId: 'SO100001',
    linkId: 'LSO-SO100001',
    reference: 'PO-4711',
    currencyCode: 'DKK',
    issuedAt: '2026-11-25T10:00:00.000Z',
    dueDate: '2026-12-25',
    prepaid: false,
    paymentMethod: 'account',
    paymentTerms: 'net30',
    appliesToInvoiceId: null,
    reason: null,
    buyer: {
      customerNumber: 'C10001',
      name: 'Lille Kanin Børnetøj ApS',
      vatNumber: 'DK31234567',
      billTo: null,
      shipTo: null,
    },
    lines,
    shipping: { withoutVat: 7_500, vat: 1_875 },
    totals: {
      withoutVat: 18_000 * lineCount + 7_500,
      vat: 4_500 * lineCount + 1_875,
      withVat: 22_500 * lineCount + 9_375,
    },
  };
}

const render = (document: FileDocument, language: 'en' | 'da' = 'en') =>
  buffer(
    renderDocumentPdf(
      document,
      fileTextsFrom(
        { ...documentTexts[language], ...paymentTermsTexts[language], ...orderDeliveryTexts[language] },
        language,
      ),
      demoSeller,
      new Date(),
    ),
  );

describe('a long document', () => {
  it('paginates 300 lines cleanly: every line once and in order, the header row and "Page n of N" on each page', async () => {
    const pages = await pageItems(await render(invoiceWith(300)));
    // 35 rows under the addresses on the first page, 47 on each further page: 35 + 5 × 47 = 270, 30 on the
    // seventh with room for the summary below.
    expect(pages).toHaveLength(7);
    const numbers = pages.flatMap((items) => items.filter((text) => /^ST\d{4}$/.test(text)));
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, index) => itemNumber(index + 1)));
    pages.forEach((items, index) => {
      expect(items).toContain('Item no.');
      expect(items).toContain(`Page ${index + 1} of 7`);
      expect(items).toContain('LIN-SO100001-1');
    });
    // The summary once, after the last line, on the last page.
    expect(pages.flat().filter((text) => text === 'VAT summary')).toHaveLength(1);
    expect(pages[6]).toContain('VAT summary');
    expect(pages[6]).toContain(itemNumber(300));
  });

  it('keeps a line to one row: a name longer than its column is cut with an ellipsis, never wrapped', async () => {
    const long = 'A very long style name that goes on and on well past the width of its column';
    const [page] = await pageItems(await render(invoiceWith(3, () => long)));
    const names = (page as string[]).filter((text) => text.startsWith('A very long'));
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name.endsWith('…')).toBe(true);
      expect(name.length).toBeLessThan(long.length);
    }
  });

  it('moves the summary to a page of its own when the last page has no room for it', async () => {
    const { firstPageRows, nextPageRows } = pageGeometry(invoiceWith(1));
    expect([firstPageRows, nextPageRows]).toEqual([35, 47]);
    // 35 + 47 lines fill two pages exactly.
    const pages = await pageItems(await render(invoiceWith(firstPageRows + nextPageRows), 'da'));
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('Momsspecifikation');
    expect(pages[2]).toContain('Side 3 af 3');
    expect(pages[2]?.some((text) => /^ST\d{4}$/.test(text))).toBe(false);
  });
});

describe("the line table's column headings", () => {
  const headings = {
    en: ['Line', 'Item no.', 'Name', 'Colour', 'Size', 'Unit', 'Qty', 'Unit price', 'Discount', 'Line total'],
    da: ['Linje', 'Varenr.', 'Navn', 'Farve', 'Størrelse', 'Enhed', 'Antal', 'Enhedspris', 'Rabat', 'Beløb'],
  } as const;
  const deliveryHeading = { en: 'Delivery', da: 'Levering' } as const;
  const orderConfirmation = (): FileDocument => ({ ...invoiceWith(1), kind: 'orderConfirmation' });

  it.each([
    ['en', 'an invoice', invoiceWith],
    ['da', 'an invoice', invoiceWith],
    ['en', 'an order confirmation (the narrower columns beside the delivery date)', orderConfirmation],
    ['da', 'an order confirmation (the narrower columns beside the delivery date)', orderConfirmation],
  ] as const)('are printed whole, never cut with an ellipsis (%s, %s)', async (language, _, document) => {
    const [page] = await pageItems(await render(document(1), language));
    for (const heading of headings[language]) expect(page).toContain(heading);
    if (document === orderConfirmation) expect(page).toContain(deliveryHeading[language]);
    expect((page as string[]).filter((text) => text.endsWith('…'))).toEqual([]);
  });
});

describe('dates on a document (issue 31 item 8)', () => {
  it('are written with the month by name in the document language, never as 25/11/2026', async () => {
    const english = (await pageItems(await render(invoiceWith(1), 'en'))).flat().join(' ');
    expect(english).toContain('25 Nov 2026');
    expect(english).toContain('25 Dec 2026');
    const danish = (await pageItems(await render(invoiceWith(1), 'da'))).flat().join(' ');
    expect(danish).toContain('25. nov. 2026');
    expect(danish).toContain('25. dec. 2026');
    expect(`${english} ${danish}`).not.toMatch(/\d{2}[./-]\d{2}[./-]\d{4}/);
  });
});

describe('a document with a pack line (issue 28 item 3)', () => {
  it.each([
    ['en', 'Pack of 5', '2 = 10 pcs', '11 pcs', 'Total quantity'],
    ['da', 'Pakke à 5', '2 = 10 stk.', '11 stk.', 'Antal i alt'],
  ] as const)(
    'says what the pack holds and counts pieces in all (%s)',
    async (language, unit, quantity, pieces, label) => {
      const document = invoiceWith(2);
      const [piece, pack] = document.lines as [FileLine, FileLine];
      piece.quantity = 1;
      Object.assign(pack, { unitId: 'PK5', unitName: unit, quantityPerUnit: 5, quantity: 2 });
      const [page] = await pageItems(await render(document, language));
      expect(page).toContain(unit);
      expect(page).toContain(quantity);
      expect(page).toContain('1');
      const at = (page as string[]).indexOf(label);
      expect(at).toBeGreaterThan(-1);
      expect((page as string[])[at + 1]).toBe(pieces);
    },
  );
});

describe("a document's payment terms and the bank to pay into (issue 31 item 8)", () => {
  const textOf = async (document: FileDocument, language: 'en' | 'da') =>
    (await pageItems(await render(document, language))).flat().join(' ');

  it("names an invoice's terms and due date, and the shop's IBAN and BIC with the number to state", async () => {
    const invoice = { ...invoiceWith(1), paymentTerms: 'net60' as const, dueDate: '2027-01-24' };
    const english = await textOf(invoice, 'en');
    expect(english).toContain('Net 60 days · Due date: 24 Jan 2027');
    expect(english).toContain('Bank details');
    expect(english).toContain('Nordlys Demo Bank · IBAN DK50 0040 0440 1162 43 · BIC NDEMDKKK');
    expect(english).toContain('Please state invoice number LIN-SO100001-1 with your payment.');
    const danish = await textOf(invoice, 'da');
    expect(danish).toContain('Netto 60 dage · Forfaldsdato: 24. jan. 2027');
    expect(danish).toContain('Bankoplysninger');
    expect(danish).toContain('IBAN DK50 0040 0440 1162 43');
  });

  it('prints no bank details on an invoice paid by card, a credit memo or an order confirmation', async () => {
    const card = await textOf({ ...invoiceWith(1), prepaid: true }, 'en');
    expect(card).toContain('Paid by card');
    expect(card).not.toContain('IBAN');
    const memo = await textOf({ ...invoiceWith(1), kind: 'creditMemo', dueDate: null }, 'en');
    expect(memo).not.toContain('IBAN');
    const confirmation = await textOf(
      { ...invoiceWith(1), kind: 'orderConfirmation', dueDate: null, paymentTerms: 'net14' },
      'en',
    );
    expect(confirmation).not.toContain('IBAN');
    expect(confirmation).toContain('On account · Net 14 days (invoices due 14 days after the invoice date)');
  });

  it("says an invoice booked without terms is due the days it was given, and prepayment's on the invoice date", async () => {
    const booked = await textOf({ ...invoiceWith(1), paymentTerms: null }, 'en');
    expect(booked).toContain('Net 30 days · Due date: 25 Dec 2026');
    const prepayment = await textOf(
      { ...invoiceWith(1), kind: 'orderConfirmation', dueDate: null, paymentTerms: 'prepayment' },
      'da',
    );
    expect(prepayment).toContain('På konto · Forudbetaling (fakturaer forfalder på fakturadatoen)');
  });
});
