import { createLimiter } from '../../lib/limiter.ts';
import { newA4Document } from '../../lib/pdf/a4-document.ts';
import { brandFont, registerBrandFonts } from '../../lib/pdf/brand-fonts.ts';
import { drawBrandLogo } from '../../lib/pdf/brand-logo.ts';
import { a4ContentWidth, a4Page, drawPageFooter, drawRule, pdfColours } from '../../lib/pdf/page-layout.ts';
import { nextTurn, putText as put } from '../../lib/pdf/pdf-text.ts';
import type { FileTexts } from '../customer-center/index.ts';
import type { LineSheet, LineSheetStyle } from './line-sheet.ts';
import { type LineSheetPage, planLineSheet } from './line-sheet-pages.ts';

/**
 * A line sheet as an A4 PDF (pdfkit) in the brand's fonts: a cover (season, customer, sales contacts), an index
 * with each style's page, then three styles a page, each a block with its colours' pictures, item number,
 * sizes, net price, RRP, margin, delivery drops and minimum; "Page n of N" on every page. Pages are planned
 * first (line-sheet-pages.ts) and written one per event-loop turn to the returned stream; the pictures of the
 * next pages load meanwhile, a few at a time.
 */

const page = a4Page;
const contentWidth = a4ContentWidth;
const bodyTop = 96;
const footerTop = page.height - 48;
const indexRowHeight = 16;
const indexHeaderHeight = 18;
const stylesPerPage = 3;
const blockHeight = (footerTop - 8 - bodyTop) / stylesPerPage;
const picture = 96;
const pictureCell = 104.75;
const picturesPerStyle = 5;
/** Pages whose pictures load ahead of the page being drawn. */
const picturePagesAhead = 3;
const pictureConcurrency = 6;
const { ink, muted } = pdfColours;
const frame = '#eef2f3';
const accent = '#b08a45';

const indexRowsPerPage = Math.floor((footerTop - 10 - bodyTop - indexHeaderHeight) / indexRowHeight);

export type LoadPicture = (mediaPath: string) => Promise<Buffer | null>;

type Ctx = {
  doc: PDFKit.PDFDocument;
  sheet: LineSheet;
  texts: FileTexts;
  pageOfStyle: (position: number) => number;
};

const subjectOf = (c: Ctx) => c.sheet.subject || c.texts.t('line-sheet.searchResult');

function label(c: Ctx, text: string, x: number, y: number, width: number): void {
  c.doc.font(brandFont.textBold).fontSize(7).fillColor(muted);
  put(c.doc, text.toUpperCase(), x, y, width);
}

function value(c: Ctx, text: string, x: number, y: number, width: number, size = 9.5): void {
  c.doc.font(brandFont.text).fontSize(size).fillColor(ink);
  put(c.doc, text, x, y, width);
}

function cover(c: Ctx): void {
  const { doc, sheet, texts } = c;
  const { t } = texts;
  drawBrandLogo(doc, (page.width - 240) / 2, 110, 240);
  doc.font(brandFont.title).fontSize(34).fillColor(ink);
  put(doc, t('line-sheet.title'), page.margin, 230, contentWidth, 'center');
  doc.font(brandFont.text).fontSize(16).fillColor(muted);
  put(doc, subjectOf(c), page.margin, 278, contentWidth, 'center');
  doc
    .moveTo(page.width / 2 - 40, 312)
    .lineTo(page.width / 2 + 40, 312)
    .lineWidth(1.5)
    .strokeColor(accent)
    .stroke();

  const x = page.margin + 60;
  const width = contentWidth - 120;
  let y = 350;
  const fact = (name: string, lines: string[]) => {
    label(c, name, x, y, width);
    lines.slice(0, 4).forEach((line, index) => {
      value(c, line, x, y + 12 + index * 14, width, 11);
    });
    y += 12 + Math.max(1, Math.min(4, lines.length)) * 14 + 14;
  };
  fact(t('line-sheet.season'), [sheet.seasons.map(texts.season).join(', ') || '–']);
  fact(t('line-sheet.customer'), [`${sheet.customer.name} (${sheet.customer.customerNumber})`]);
  fact(
    t('line-sheet.salesContact'),
    sheet.salesContacts.length === 0
      ? [t('line-sheet.noSalesContact')]
      : sheet.salesContacts
          .slice(0, 2)
          .map((contact) => [contact.name, contact.email, contact.phone].filter(Boolean).join(' · ')),
  );
  fact(t('line-sheet.date'), [texts.date(sheet.issuedAt.toISOString())]);
  fact(texts.plural('line-sheet.styles', sheet.styles.length), [
    t('line-sheet.currency', { currency: sheet.currencyCode, rrpCurrency: sheet.rrpCurrencyCode }),
  ]);
  if (sheet.found > sheet.styles.length) {
    doc.font(brandFont.textBold).fontSize(10).fillColor(accent);
    put(doc, t('line-sheet.truncated', { shown: sheet.styles.length, found: sheet.found }), x, y, width);
  }
}

function pageHead(c: Ctx): void {
  const { doc, texts } = c;
  drawBrandLogo(doc, page.margin, page.margin - 6, 100);
  doc.font(brandFont.title).fontSize(13).fillColor(ink);
  put(doc, texts.t('line-sheet.title'), page.margin + 200, page.margin, contentWidth - 200, 'right');
  doc.font(brandFont.text).fontSize(9).fillColor(muted);
  put(doc, subjectOf(c), page.margin + 200, page.margin + 18, contentWidth - 200, 'right');
}

const indexColumns = { number: 90, name: contentWidth - 90 - 60, page: 60 };

function indexPage(c: Ctx, first: number, count: number): void {
  const { doc, sheet, texts } = c;
  doc.font(brandFont.title).fontSize(12).fillColor(ink);
  put(doc, texts.t('line-sheet.index'), page.margin, bodyTop - 20, contentWidth);
  doc.rect(page.margin, bodyTop, contentWidth, indexHeaderHeight).fill(ink);
  doc.font(brandFont.textBold).fontSize(7.5).fillColor('#ffffff');
  put(doc, texts.t('line-sheet.itemNumber'), page.margin + 4, bodyTop + 5.5, indexColumns.number - 8);
  put(doc, texts.t('line-sheet.name'), page.margin + indexColumns.number, bodyTop + 5.5, indexColumns.name);
  put(
    doc,
    texts.t('line-sheet.page'),
    page.margin + contentWidth - indexColumns.page,
    bodyTop + 5.5,
    indexColumns.page - 4,
    'right',
  );
  for (let row = 0; row < count; row++) {
    const style = sheet.styles[first + row] as LineSheetStyle;
    const y = bodyTop + indexHeaderHeight + row * indexRowHeight;
    if (row % 2 === 1) doc.rect(page.margin, y, contentWidth, indexRowHeight).fill(frame);
    doc.font(brandFont.text).fontSize(8.5).fillColor(ink);
    put(doc, style.number, page.margin + 4, y + 4, indexColumns.number - 8);
    put(doc, style.name, page.margin + indexColumns.number, y + 4, indexColumns.name - 8);
    put(
      doc,
      String(c.pageOfStyle(first + row)),
      page.margin + contentWidth - indexColumns.page,
      y + 4,
      indexColumns.page - 4,
      'right',
    );
  }
}

const money = (c: Ctx, amount: number | null, currency: string) =>
  amount === null ? c.texts.t('line-sheet.noPrice') : c.texts.money(amount, currency);

/** The minimum a style is ordered in: one piece, or its smallest pack. */
const minimumOf = (c: Ctx, style: LineSheetStyle) =>
  style.unit.quantityPerUnit > 1
    ? `${style.unit.name} (${c.texts.plural('documents.pieces', style.unit.quantityPerUnit)})`
    : c.texts.plural('documents.pieces', 1);

/** The style's delivery: each drop with its date, once, earliest first, and "From stock" for colours in no drop. */
function deliveryOf(c: Ctx, style: LineSheetStyle): string {
  const drops = new Map<string, string>();
  let fromStock = false;
  for (const colour of style.colours) {
    if (colour.drop) drops.set(colour.drop.name, colour.drop.availableDate);
    else fromStock = true;
  }
  const parts = [...drops]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([name, day]) => `${name} (${c.texts.date(day)})`);
  if (fromStock) parts.push(c.texts.t('line-sheet.inStock'));
  return parts.join(' · ');
}

function styleBlock(c: Ctx, style: LineSheetStyle, top: number, pictures: Map<string, Buffer | null>): void {
  const { doc, sheet, texts } = c;
  const { t } = texts;
  doc.font(brandFont.title).fontSize(13).fillColor(ink);
  put(doc, style.name, page.margin, top, contentWidth - 130);
  doc.font(brandFont.text).fontSize(9).fillColor(muted);
  put(
    doc,
    `${t('line-sheet.itemNumber')} ${style.number}`,
    page.margin + contentWidth - 130,
    top + 3,
    130,
    'right',
  );

  const picturesTop = top + 22;
  style.colours.slice(0, picturesPerStyle).forEach((colour, index) => {
    const x = page.margin + index * pictureCell;
    const bytes = colour.imagePath ? pictures.get(colour.imagePath) : null;
    doc.rect(x, picturesTop, picture, picture).fill(frame);
    if (bytes)
      doc.image(bytes, x, picturesTop, { fit: [picture, picture], align: 'center', valign: 'center' });
    doc.font(brandFont.text).fontSize(7.5).fillColor(ink);
    put(doc, colour.name, x, picturesTop + picture + 3, picture);
  });
  const hidden = style.colours.length - picturesPerStyle;
  if (hidden > 0) {
    doc.font(brandFont.text).fontSize(7.5).fillColor(muted);
    put(doc, `+${hidden}`, page.margin + picturesPerStyle * pictureCell - 12, picturesTop + 40, 20);
  }

  const factsTop = picturesTop + picture + 18;
  const facts: Array<[string, string, number]> = [
    [t('line-sheet.netPrice'), money(c, style.net, sheet.currencyCode), 120],
    [t('line-sheet.rrp'), money(c, style.rrp, sheet.rrpCurrencyCode), 120],
    [
      t('line-sheet.margin'),
      style.margin ? texts.percent(style.margin.basisPoints / 10_000) : t('line-sheet.noPrice'),
      90,
    ],
    [t('line-sheet.minimum'), minimumOf(c, style), contentWidth - 330],
  ];
  let x = page.margin;
  for (const [name, text, width] of facts) {
    label(c, name, x, factsTop, width - 8);
    value(c, text, x, factsTop + 10, width - 8, 11);
    x += width;
  }
  const rows: Array<[string, string]> = [
    [t('line-sheet.sizes'), style.sizes.join(', ')],
    [t('line-sheet.delivery'), deliveryOf(c, style)],
  ];
  rows.forEach(([name, text], index) => {
    const y = factsTop + 34 + index * 15;
    label(c, name, page.margin, y + 1, 80);
    value(c, text, page.margin + 80, y, contentWidth - 80, 8.5);
  });
}

function footer(c: Ctx, pageNo: number, pages: number): void {
  const { doc, sheet, texts } = c;
  drawPageFooter(doc, {
    top: footerTop,
    font: brandFont.text,
    smallPrint: [
      `${sheet.customer.name} (${sheet.customer.customerNumber})`,
      texts.t('line-sheet.currency', { currency: sheet.currencyCode, rrpCurrency: sheet.rrpCurrencyCode }),
    ].join(' · '),
    pageLabel: texts.t('documents.page', { page: pageNo, pages }),
  });
}

/** The pictures of the styles pages, loaded a few at a time and a few pages ahead of the drawing. */
function picturesAhead(sheet: LineSheet, pages: LineSheetPage[], load: LoadPicture) {
  const limiter = createLimiter(pictureConcurrency);
  const loading = new Map<number, Promise<Map<string, Buffer | null>>>();
  const pathsOf = (planned: LineSheetPage) =>
    planned.kind === 'styles'
      ? sheet.styles
          .slice(planned.first, planned.first + planned.count)
          .flatMap((style) => style.colours.slice(0, picturesPerStyle))
          .flatMap((colour) => (colour.imagePath ? [colour.imagePath] : []))
      : [];
  const start = (index: number) => {
    const planned = pages[index];
    if (!planned || loading.has(index)) return;
    const paths = [...new Set(pathsOf(planned))];
    loading.set(
      index,
      Promise.all(paths.map((path) => limiter.run(() => load(path)))).then(
        (bytes) => new Map(paths.map((path, at) => [path, bytes[at] ?? null])),
      ),
    );
  };
  return async (index: number) => {
    for (let ahead = index; ahead <= index + picturePagesAhead; ahead++) start(ahead);
    const pictures = (await loading.get(index)) ?? new Map<string, Buffer | null>();
    loading.delete(index);
    return pictures;
  };
}

/**
 * Starts writing the line sheet and answers its stream at once (the PDF's header goes out while the sheet
 * loads); pages follow, one per event-loop turn. A failure while loading or drawing destroys the stream with the
 * error (the reply is cut, the log says why).
 */
export function renderLineSheetPdf(
  loading: Promise<LineSheet>,
  texts: FileTexts,
  load: LoadPicture,
  now: Date,
): PDFKit.PDFDocument {
  const doc = newA4Document(
    { Title: texts.t('line-sheet.title'), Author: 'Nordlys', CreationDate: now, ModDate: now },
    texts.languageCode,
  );
  registerBrandFonts(doc);
  const draw = async () => {
    const sheet = await loading;
    // The document information is written at the end: the title can name the subject once it is known.
    doc.info.Title = `${texts.t('line-sheet.title')} – ${sheet.subject || texts.t('line-sheet.searchResult')}`;
    const plan = planLineSheet(sheet.styles.length, { indexRowsPerPage, stylesPerPage });
    const c: Ctx = { doc, sheet, texts, pageOfStyle: plan.pageOfStyle };
    const picturesOf = picturesAhead(sheet, plan.pages, load);
    for (const [index, planned] of plan.pages.entries()) {
      const pictures = await picturesOf(index);
      if (index > 0) await nextTurn();
      if (doc.destroyed) return;
      doc.addPage();
      if (planned.kind === 'cover') cover(c);
      else {
        pageHead(c);
        if (planned.kind === 'index') indexPage(c, planned.first, planned.count);
        else {
          for (let slot = 0; slot < planned.count; slot++) {
            if (slot > 0) drawRule(doc, bodyTop + slot * blockHeight - 12);
            styleBlock(
              c,
              sheet.styles[planned.first + slot] as LineSheetStyle,
              bodyTop + slot * blockHeight,
              pictures,
            );
          }
        }
      }
      footer(c, index + 1, plan.pages.length);
    }
    doc.end();
  };
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
