import { putText } from './pdf-text.ts';

/** The shop's documents are A4 portrait with 40 pt margins (invoices, credit memos, line sheets…). */
export const a4Page = { width: 595.28, height: 841.89, margin: 40 };
export const a4ContentWidth = a4Page.width - 2 * a4Page.margin;

/** The colours every PDF of the shop draws with: text, secondary text and rules. */
export const pdfColours = { ink: '#1f2a2e', muted: '#5b6b70', rule: '#c9d3d6' };

/** A thin rule across the content width at `y`. */
export function drawRule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(a4Page.margin, y)
    .lineTo(a4Page.margin + a4ContentWidth, y)
    .lineWidth(0.5)
    .strokeColor(pdfColours.rule)
    .stroke();
}

/**
 * A page's foot: a rule at `top`, a line of small print on the left (who the document is from or for) and the
 * page's number ("Page 2 of 5") on the right, in `font`.
 */
export function drawPageFooter(
  doc: PDFKit.PDFDocument,
  footer: { top: number; font: string; smallPrint: string; pageLabel: string },
): void {
  const { top, font, smallPrint, pageLabel } = footer;
  drawRule(doc, top);
  doc.font(font).fontSize(7).fillColor(pdfColours.muted);
  putText(doc, smallPrint, a4Page.margin, top + 8, a4ContentWidth - 100);
  doc.font(font).fontSize(8).fillColor(pdfColours.ink);
  putText(doc, pageLabel, a4Page.margin + a4ContentWidth - 100, top + 8, 100, 'right');
}
