import { deliveryText, formatIban, paymentTermsDueDays } from '@shop/commerce';
import type { Address } from '@shop/contracts';
import type { SellerDetails } from '../../../config-types.ts';
import { newA4Document } from '../../../lib/pdf/a4-document.ts';
import { drawBrandLogo } from '../../../lib/pdf/brand-logo.ts';
import {
  a4ContentWidth,
  a4Page,
  drawPageFooter,
  drawRule,
  pdfColours,
} from '../../../lib/pdf/page-layout.ts';
import { nextTurn, putText as put, putHeading } from '../../../lib/pdf/pdf-text.ts';
import { shopDate } from '../../../lib/shop-date.ts';
import { documentPieces, type FileDocument, type FileLine, vatNoteOf, vatSummary } from './file-document.ts';
import type { FileTexts } from './file-texts.ts';
import { type PageGeometry, type PlannedPage, planPages } from './pdf-pages.ts';

/**
 * A customer's document as an A4 PDF (pdfkit, standard Helvetica: its WinAnsi encoding covers æ, ø, å): the
 * brand's logo, seller and buyer, the document's numbers and dates, one row per line, a VAT summary, totals and
 * payment terms, "Page n of N" on every page. Pages are planned first (pdf-pages.ts) and written one at a
 * time to the returned stream, which the route pipes to the reply: a page goes out while the next is drawn.
 */

const page = a4Page;
const contentWidth = a4ContentWidth;
const rowHeight = 14;
const headerRowHeight = 18;
const firstTableTop = 258;
const nextTableTop = 100;
const footerTop = page.height - 52;
const tableBottom = footerTop - 10;
const { ink, muted } = pdfColours;
const zebra = '#f2f5f6';

type Column = { key: keyof typeof columnLabels; width: number; align: 'left' | 'right' };

const columnLabels = {
  lineNo: 'documents.column.lineNo',
  itemNumber: 'documents.column.itemNumber',
  name: 'documents.column.name',
  colour: 'documents.column.colour',
  size: 'documents.column.size',
  unit: 'documents.column.unit',
  quantity: 'documents.column.quantity',
  delivery: 'order-delivery.column',
  unitPrice: 'documents.column.unitPrice',
  discount: 'documents.column.discount',
  lineTotal: 'documents.column.lineTotal',
} as const;

const columns: Column[] = [
  { key: 'lineNo', width: 24, align: 'right' },
  { key: 'itemNumber', width: 62, align: 'left' },
  { key: 'name', width: 72, align: 'left' },
  { key: 'colour', width: 56, align: 'left' },
  { key: 'size', width: 44, align: 'left' },
  { key: 'unit', width: 46, align: 'left' },
  { key: 'quantity', width: 44, align: 'right' },
  { key: 'unitPrice', width: 56, align: 'right' },
  { key: 'discount', width: 42, align: 'right' },
  { key: 'lineTotal', width: contentWidth - 446, align: 'right' },
];
/** An order confirmation says when each line is expected (issue 31 item 8): the other columns give it room. */
const orderColumns: Column[] = [
  { key: 'lineNo', width: 20, align: 'right' },
  { key: 'itemNumber', width: 56, align: 'left' },
  { key: 'name', width: 64, align: 'left' },
  { key: 'colour', width: 50, align: 'left' },
  { key: 'size', width: 36, align: 'left' },
  { key: 'unit', width: 42, align: 'left' },
  { key: 'quantity', width: 44, align: 'right' },
  { key: 'delivery', width: 62, align: 'left' },
  { key: 'unitPrice', width: 52, align: 'right' },
  { key: 'discount', width: 36, align: 'right' },
  { key: 'lineTotal', width: contentWidth - 462, align: 'right' },
];
const columnsOf = (document: FileDocument) =>
  document.kind === 'orderConfirmation' ? orderColumns : columns;
const cellPadding = 3;

const rowsBetween = (top: number) => Math.floor((tableBottom - top - headerRowHeight) / rowHeight);

/** An invoice on account tells where to pay it; one paid by card (and every other document) does not. */
const printsBankDetails = (document: FileDocument) => document.kind === 'invoice' && !document.prepaid;

/** The summary's height in rows: VAT table or totals (whichever is taller), payment terms, the currency note. */
function summaryRows(document: FileDocument): number {
  const vatTable = 16 + 12 + 12 * Math.max(1, vatSummary(document).length);
  const totals = 5 * 14;
  const terms =
    (document.reason ? 3 : 2) * 12 + (vatNoteOf(document) ? 12 : 0) + (printsBankDetails(document) ? 24 : 0);
  return Math.ceil((10 + Math.max(vatTable, totals) + 8 + terms + 12) / rowHeight);
}

export function pageGeometry(document: FileDocument): PageGeometry {
  return {
    firstPageRows: rowsBetween(firstTableTop),
    nextPageRows: rowsBetween(nextTableTop),
    summaryRows: summaryRows(document),
  };
}

const addressLines = (address: Address | null): string[] =>
  address
    ? [
        address.name,
        address.address1,
        address.address2 ?? '',
        `${address.postalCode} ${address.city}`,
        address.countryCode,
      ].filter(Boolean)
    : [];

type Ctx = { doc: PDFKit.PDFDocument; document: FileDocument; texts: FileTexts; seller: SellerDetails };

function block(c: Ctx, label: string, lines: string[], x: number, y: number, width: number): void {
  const { doc } = c;
  doc.font('Helvetica-Bold').fontSize(7).fillColor(muted);
  put(doc, label.toUpperCase(), x, y, width);
  doc.font('Helvetica').fontSize(8.5).fillColor(ink);
  lines.slice(0, 7).forEach((line, index) => {
    put(doc, line, x, y + 12 + index * 11, width);
  });
}

function titleOf(c: Ctx): string {
  return c.texts.t(`documents.title.${c.document.kind}`);
}

/** Logo, title and number: on every page. */
function pageHead(c: Ctx): void {
  const { doc, document } = c;
  drawBrandLogo(doc, page.margin, page.margin - 4, 120);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(ink);
  put(doc, titleOf(c), page.margin + 200, page.margin, contentWidth - 200, 'right');
  doc.font('Helvetica').fontSize(10).fillColor(muted);
  put(doc, document.number, page.margin + 200, page.margin + 24, contentWidth - 200, 'right');
}

/** Seller, buyer and the document's facts: the first page only. */
function firstPageHead(c: Ctx): void {
  const { document, texts, seller } = c;
  const { t } = texts;
  const top = 96;
  const sellerLines = [
    seller.name,
    seller.address1,
    `${seller.postalCode} ${seller.city}`,
    seller.countryCode,
    `${t('documents.vatNumber')}: ${seller.vatNumber}`,
    seller.email,
    seller.phone,
  ];
  block(c, t('documents.seller'), sellerLines, page.margin, top, 160);
  const buyer = document.buyer;
  const vat = buyer.vatNumber ? [`${t('documents.vatNumber')}: ${buyer.vatNumber}`] : [];
  // The customer's company first; the billing address's own name (an attention line) when it differs.
  const billAddress = addressLines(buyer.billTo);
  const billTo = [buyer.name, ...(billAddress[0] === buyer.name ? billAddress.slice(1) : billAddress)];
  block(c, t('documents.billTo'), [...billTo, ...vat], page.margin + 175, top, 160);
  if (buyer.shipTo) block(c, t('documents.shipTo'), addressLines(buyer.shipTo), page.margin + 350, top, 165);

  const facts: Array<[string, string]> = [
    [t(`documents.number.${document.kind}`), document.number],
    [t(`documents.date.${document.kind}`), texts.date(document.issuedAt)],
    ...(document.dueDate && !document.prepaid
      ? [[t('documents.dueDate'), texts.date(document.dueDate)] as [string, string]]
      : []),
    ...(document.kind === 'orderConfirmation'
      ? []
      : [[t('documents.orderNumber'), document.orderId] as [string, string]]),
    ...(document.linkId ? [[t('documents.salesOrderNumber'), document.linkId] as [string, string]] : []),
    [t('documents.customerNumber'), buyer.customerNumber],
    ...(document.reference ? [[t('documents.reference'), document.reference] as [string, string]] : []),
    ...(document.appliesToInvoiceId
      ? [[t('documents.appliesToInvoice'), document.appliesToInvoiceId] as [string, string]]
      : []),
  ];
  const factWidth = contentWidth / 4;
  facts.slice(0, 8).forEach(([label, value], index) => {
    const x = page.margin + (index % 4) * factWidth;
    const y = 192 + Math.floor(index / 4) * 26;
    c.doc.font('Helvetica-Bold').fontSize(7).fillColor(muted);
    put(c.doc, label, x, y, factWidth - 8);
    c.doc.font('Helvetica').fontSize(9).fillColor(ink);
    put(c.doc, value, x, y + 10, factWidth - 8);
  });
}

function tableHeader(c: Ctx, top: number): void {
  const { doc, texts } = c;
  doc.rect(page.margin, top, contentWidth, headerRowHeight).fill(ink);
  doc.font('Helvetica-Bold').fillColor('#ffffff');
  let x = page.margin;
  // Whole in either language: a heading wider than its column is set smaller (the order confirmation's columns
  // give room to the delivery date).
  for (const column of columnsOf(c.document)) {
    putHeading(doc, texts.t(columnLabels[column.key]), {
      x: x + cellPadding,
      y: top + 5.5,
      width: column.width - 2 * cellPadding,
      size: 7.5,
      align: column.align,
    });
    x += column.width;
  }
}

function cells(c: Ctx, line: FileLine): Record<Column['key'], string> {
  const { texts, document } = c;
  return {
    lineNo: String(line.lineNo),
    itemNumber: line.productNumber,
    name: line.name ?? '',
    colour: line.colorName ?? line.colorCode ?? '',
    size: line.size ?? '',
    unit: line.unitName ?? line.unitId,
    // A pack line says what it holds: unit 'Pack of 5', quantity '2 = 10 pcs' (ADR 69).
    quantity:
      line.quantityPerUnit > 1
        ? texts.plural('documents.quantityInPieces', line.quantity * line.quantityPerUnit, {
            quantity: line.quantity,
          })
        : String(line.quantity),
    delivery:
      deliveryText(line.deliveries ?? [], {
        now: texts.t('order-delivery.now'),
        day: texts.date,
        part: (when, quantity) => texts.t('order-delivery.part', { when, quantity }),
      }) ?? '',
    unitPrice: texts.amount(line.unitPrice, document.currencyCode),
    discount: line.discountRate > 0 ? texts.percent(line.discountRate) : '',
    lineTotal: texts.amount(line.lineTotal, document.currencyCode),
  };
}

function tableRows(c: Ctx, planned: PlannedPage, top: number): number {
  const { doc, document } = c;
  let y = top + headerRowHeight;
  for (let index = 0; index < planned.lineCount; index++) {
    const line = document.lines[planned.firstLine + index] as FileLine;
    if (index % 2 === 1) doc.rect(page.margin, y, contentWidth, rowHeight).fill(zebra);
    doc.font('Helvetica').fontSize(7.5).fillColor(ink);
    const values = cells(c, line);
    let x = page.margin;
    for (const column of columnsOf(document)) {
      put(doc, values[column.key], x + cellPadding, y + 4, column.width - 2 * cellPadding, column.align);
      x += column.width;
    }
    y += rowHeight;
  }
  drawRule(doc, y);
  return y;
}

/** Days from the posting day to the due day (the invoice's payment terms). */
const termDays = (postedAt: string, dueDate: string) =>
  Math.round(
    (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${shopDate(new Date(postedAt))}T00:00:00Z`)) /
      86_400_000,
  );

/**
 * The payment terms line: an invoice names its terms (or, booked without them, the days it was given) and its
 * due date; an order confirmation on account names the customer's terms and when its invoices will be due.
 */
function paymentTerms(c: Ctx): string {
  const { document, texts } = c;
  if (document.kind === 'creditMemo') return texts.t('documents.paymentTerms.credit');
  if (document.prepaid) return texts.t('documents.paymentTerms.prepaid');
  const terms = document.paymentTerms;
  if (document.kind === 'invoice' && document.dueDate) {
    const days = termDays(document.issuedAt, document.dueDate);
    const name = terms
      ? texts.t(`payment-terms.${terms}`)
      : texts.plural('documents.paymentTerms.net', days, { days });
    return `${name} · ${texts.t('documents.dueDate')}: ${texts.date(document.dueDate)}`;
  }
  if (document.paymentMethod === 'card') return texts.t('documents.paymentTerms.card');
  const account = texts.t('documents.paymentTerms.account');
  if (!terms) return account;
  const days = paymentTermsDueDays[terms];
  const due =
    days === 0
      ? texts.t('documents.paymentTerms.dueOnInvoiceDate')
      : texts.plural('documents.paymentTerms.dueAfter', days);
  return `${account} · ${texts.t(`payment-terms.${terms}`)} (${due})`;
}

/** Where to pay an invoice on account: the shop's bank, IBAN and BIC; then the number to state. */
function bankDetails(c: Ctx): [string, string] {
  const { bank } = c.seller;
  return [
    c.texts.t('documents.bankAccount', { bank: bank.name, iban: formatIban(bank.iban), bic: bank.bic }),
    c.texts.t('documents.paymentReference', { number: c.document.number }),
  ];
}

function summary(c: Ctx, top: number): void {
  const { doc, document, texts } = c;
  const { t } = texts;
  const currency = document.currencyCode;
  let y = top + 10;
  // VAT summary, left.
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(ink);
  put(doc, t('documents.vatSummary'), page.margin, y, 250);
  doc.font('Helvetica-Bold').fontSize(7).fillColor(muted);
  put(doc, t('documents.vatRate'), page.margin, y + 16, 70);
  put(doc, t('documents.vatBase'), page.margin + 70, y + 16, 90, 'right');
  put(doc, t('documents.vatAmount'), page.margin + 160, y + 16, 90, 'right');
  doc.font('Helvetica').fontSize(8).fillColor(ink);
  const rows = vatSummary(document);
  rows.forEach((row, index) => {
    const rowY = y + 28 + index * 12;
    put(doc, texts.percent(row.rate), page.margin, rowY, 70);
    put(doc, texts.amount(row.base, currency), page.margin + 70, rowY, 90, 'right');
    put(doc, texts.amount(row.vat, currency), page.margin + 160, rowY, 90, 'right');
  });
  const vatHeight = 28 + 12 * Math.max(1, rows.length);

  // Totals, right.
  const totalsX = page.margin + contentWidth - 215;
  const totals: Array<[string, string, boolean]> = [
    [t('documents.totalQuantity'), texts.plural('documents.pieces', documentPieces(document)), false],
    [t('documents.shipping'), texts.money(document.shipping.withoutVat, currency), false],
    [t('documents.subtotal'), texts.money(document.totals.withoutVat, currency), false],
    [t('documents.vat'), texts.money(document.totals.vat, currency), false],
    [
      t(document.kind === 'creditMemo' ? 'documents.totalCredited' : 'documents.total'),
      texts.money(document.totals.withVat, currency),
      true,
    ],
  ];
  totals.forEach(([label, value, strong], index) => {
    const rowY = y + index * 14;
    if (strong) {
      doc
        .moveTo(totalsX, rowY - 3)
        .lineTo(totalsX + 215, rowY - 3)
        .lineWidth(0.8)
        .strokeColor(ink)
        .stroke();
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 9.5 : 8.5)
      .fillColor(ink);
    put(doc, label, totalsX, rowY, 120);
    put(doc, value, totalsX + 120, rowY, 95, 'right');
  });

  y += Math.max(vatHeight, totals.length * 14) + 8;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(ink);
  put(doc, t('documents.paymentTerms'), page.margin, y, 120);
  doc.font('Helvetica').fontSize(8);
  put(doc, paymentTerms(c), page.margin + 120, y, contentWidth - 120);
  if (printsBankDetails(document)) {
    const [account, reference] = bankDetails(c);
    y += 12;
    doc.font('Helvetica-Bold');
    put(doc, t('documents.bankDetails'), page.margin, y, 120);
    doc.font('Helvetica');
    put(doc, account, page.margin + 120, y, contentWidth - 120);
    y += 12;
    put(doc, reference, page.margin + 120, y, contentWidth - 120);
  }
  if (document.reason) {
    y += 12;
    doc.font('Helvetica-Bold');
    put(doc, t('documents.reason'), page.margin, y, 120);
    doc.font('Helvetica');
    put(doc, document.reason, page.margin + 120, y, contentWidth - 120);
  }
  const note = vatNoteOf(document);
  if (note) {
    // The legal reason no VAT is charged (reverse charge, export): required on the invoice (Art. 226).
    y += 12;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(ink);
    put(doc, t(note), page.margin, y, contentWidth);
    doc.font('Helvetica');
  }
  y += 12;
  doc.fillColor(muted).fontSize(7.5);
  put(doc, t('documents.pricesExclVat', { currency }), page.margin, y, contentWidth);
  if (document.kind === 'orderConfirmation')
    put(doc, t('documents.thanks'), page.margin, y + 12, contentWidth);
}

function footer(c: Ctx, pageNo: number, pages: number): void {
  const { doc, seller, texts } = c;
  drawPageFooter(doc, {
    top: footerTop,
    font: 'Helvetica',
    smallPrint: [
      seller.name,
      seller.address1,
      `${seller.postalCode} ${seller.city}`,
      `${texts.t('documents.vatNumber')} ${seller.vatNumber}`,
      seller.website,
    ].join(' · '),
    pageLabel: texts.t('documents.page', { page: pageNo, pages }),
  });
}

/**
 * Starts writing the document and answers its stream at once; pages follow, one per event-loop turn. A
 * failure while drawing destroys the stream with the error (the reply is cut, the log says why).
 */
export function renderDocumentPdf(
  document: FileDocument,
  texts: FileTexts,
  seller: SellerDetails,
  now: Date,
): PDFKit.PDFDocument {
  const doc = newA4Document(
    {
      Title: `${texts.t(`documents.title.${document.kind}`)} ${document.number}`,
      Author: seller.name,
      Subject: document.number,
      CreationDate: now,
      ModDate: now,
    },
    texts.languageCode,
  );
  const c: Ctx = { doc, document, texts, seller };
  const plan = planPages(document.lines.length, pageGeometry(document));
  const draw = async () => {
    for (const [index, planned] of plan.entries()) {
      if (index > 0) await nextTurn();
      // The client went away (the reply destroyed the stream): stop drawing.
      if (doc.destroyed) return;
      doc.addPage();
      pageHead(c);
      if (index === 0) firstPageHead(c);
      const top = index === 0 ? firstTableTop : nextTableTop;
      let bottom = top;
      if (planned.lineCount > 0 || index === 0) {
        tableHeader(c, top);
        bottom = tableRows(c, planned, top);
      }
      if (planned.withSummary) summary(c, bottom);
      footer(c, index + 1, plan.length);
    }
    doc.end();
  };
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
