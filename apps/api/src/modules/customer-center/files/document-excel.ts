import { PassThrough, type Readable } from 'node:stream';
import { currencyDecimals, toMajor } from '@shop/commerce';
import type { TextKey } from '@shop/ui-texts';
import ExcelJS from 'exceljs';
import { escapeCellText } from '../../cart/index.ts';
import { documentPieces, type FileDocument } from './file-document.ts';
import type { FileTexts } from './file-texts.ts';
import type { StyleDetails } from './style-details.ts';

/**
 * Excel files of the customer center, written with exceljs' streaming writer: rows go out as they are
 * committed, the workbook is never whole in memory. Text that a spreadsheet could run as a formula is escaped
 * the way the cart export escapes it (`escapeCellText`: a leading apostrophe).
 */

type Cell = string | number | null;

const text = (value: string | null | undefined): Cell => (value ? escapeCellText(value) : null);

export const moneyFormat = (currencyCode: string) => {
  const decimals = currencyDecimals(currencyCode);
  return decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
};

/**
 * Writes a workbook to a stream as `build` adds its sheets; answers the stream at once. A failure destroys the
 * stream with the error.
 */
export function streamWorkbook(
  now: Date,
  build: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.created = now;
  workbook.modified = now;
  build(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}

type ColumnSpec = { key: string; label: TextKey; width: number; numFmt?: string };

function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: ColumnSpec[],
  texts: FileTexts,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const header = sheet.addRow(columns.map((column) => texts.t(column.label)));
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/**
 * GetOrderConfirmationExcel / GetInvoiceExcel: one row per line with what a dealer imports into their own
 * system (and the order number and reference on every row, so rows of several files can be combined), then the
 * totals. Amounts are numbers in major units with the currency's decimals.
 */
export function renderDocumentExcel(
  document: FileDocument,
  texts: FileTexts,
  details: StyleDetails,
  now: Date,
): Readable {
  const currency = document.currencyCode;
  const money = moneyFormat(currency);
  return streamWorkbook(now, async (workbook) => {
    const sheet = addSheet(
      workbook,
      texts.t(document.kind === 'invoice' ? 'documents.excel.sheet.invoice' : 'documents.excel.sheet.order'),
      [
        { key: 'ean', label: 'documents.excel.ean', width: 16, numFmt: '@' },
        { key: 'itemNumber', label: 'documents.excel.itemNumber', width: 14 },
        { key: 'name', label: 'documents.excel.name', width: 32 },
        { key: 'colour', label: 'documents.excel.colour', width: 16 },
        { key: 'size', label: 'documents.excel.size', width: 10 },
        { key: 'quantity', label: 'documents.excel.quantity', width: 10, numFmt: '#,##0' },
        { key: 'netPrice', label: 'documents.excel.netPrice', width: 13, numFmt: money },
        { key: 'rrp', label: 'documents.excel.rrp', width: 13, numFmt: moneyFormat(details.rrpCurrencyCode) },
        { key: 'lineTotal', label: 'documents.excel.lineTotal', width: 14, numFmt: money },
        { key: 'currency', label: 'documents.excel.currency', width: 9 },
        { key: 'rrpCurrency', label: 'documents.excel.rrpCurrency', width: 9 },
        { key: 'orderNumber', label: 'documents.excel.orderNumber', width: 12 },
        { key: 'reference', label: 'documents.excel.reference', width: 20 },
        // After the columns dealers already import by position: the unit of the quantity and its pieces.
        { key: 'unit', label: 'documents.excel.unit', width: 12 },
        { key: 'pieces', label: 'documents.excel.pieces', width: 10, numFmt: '#,##0' },
      ],
      texts,
    );
    for (const line of document.lines) {
      const variant = details.variants.get(line.variantId);
      const rrp = details.rrp.get(line.variantId);
      sheet
        .addRow({
          ean: text(variant?.ean),
          itemNumber: text(line.productNumber),
          name: text(line.name ?? variant?.name),
          colour: text(line.colorName ?? variant?.colorName),
          size: text(line.size ?? variant?.size),
          unit: text(line.unitName ?? line.unitId),
          quantity: line.quantity,
          pieces: line.quantity * line.quantityPerUnit,
          netPrice: toMajor(line.netUnitPrice, currency),
          rrp: rrp === undefined ? null : toMajor(rrp, details.rrpCurrencyCode),
          lineTotal: toMajor(line.lineTotal, currency),
          currency,
          rrpCurrency: rrp === undefined ? null : details.rrpCurrencyCode,
          orderNumber: text(document.orderId),
          reference: text(document.reference),
        })
        .commit();
    }
    sheet.addRow({}).commit();
    const total = (label: TextKey, values: Record<string, Cell>) => {
      const row = sheet.addRow({ name: texts.t(label), ...values });
      row.font = { bold: true };
      row.commit();
    };
    // Pieces: units of different sizes do not add up (1 piece + 2 × Pack of 5 = 11 pieces).
    total('documents.excel.totalQuantity', { pieces: documentPieces(document) });
    total('documents.excel.shipping', {
      lineTotal: toMajor(document.shipping.withoutVat, currency),
      currency,
    });
    total('documents.excel.total', { lineTotal: toMajor(document.totals.withoutVat, currency), currency });
    total('documents.excel.vat', {
      name: texts.t('documents.excel.vatAtRate', {
        rate: texts.percent(document.tax.rateBasisPoints / 10_000),
      }),
      lineTotal: toMajor(document.totals.vat, currency),
      currency,
    });
    total('documents.excel.totalWithVat', {
      lineTotal: toMajor(document.totals.withVat, currency),
      currency,
    });
    if (document.tax.noteKey) total(document.tax.noteKey, {});
    sheet.commit();
  });
}

/**
 * The image pack's products.xlsx: one row per size on the document, with its style's texts in the dealer's
 * language, its RRP and the names of its images in the pack.
 */
export function renderProductsExcel(
  rows: ReadonlyArray<{ variantId: string; imageNames: readonly string[] }>,
  texts: FileTexts,
  details: StyleDetails,
  now: Date,
): Readable {
  return streamWorkbook(now, async (workbook) => {
    const sheet = addSheet(
      workbook,
      texts.t('documents.excel.sheet.products'),
      [
        { key: 'ean', label: 'documents.excel.ean', width: 16, numFmt: '@' },
        { key: 'itemNumber', label: 'documents.excel.itemNumber', width: 14 },
        { key: 'name', label: 'documents.excel.name', width: 32 },
        { key: 'colour', label: 'documents.excel.colour', width: 16 },
        { key: 'size', label: 'documents.excel.size', width: 10 },
        { key: 'description', label: 'documents.excel.description', width: 60 },
        { key: 'rrp', label: 'documents.excel.rrp', width: 13, numFmt: moneyFormat(details.rrpCurrencyCode) },
        { key: 'rrpCurrency', label: 'documents.excel.rrpCurrency', width: 9 },
        { key: 'images', label: 'documents.excel.images', width: 60 },
      ],
      texts,
    );
    for (const row of rows) {
      const variant = details.variants.get(row.variantId);
      if (!variant) continue;
      const rrp = details.rrp.get(row.variantId);
      sheet
        .addRow({
          ean: text(variant.ean),
          itemNumber: text(variant.productNumber),
          name: text(variant.name),
          colour: text(variant.colorName),
          size: text(variant.size),
          description: text(variant.description),
          rrp: rrp === undefined ? null : toMajor(rrp, details.rrpCurrencyCode),
          rrpCurrency: rrp === undefined ? null : details.rrpCurrencyCode,
          images: text(row.imageNames.join(', ')),
        })
        .commit();
    }
    sheet.commit();
  });
}
