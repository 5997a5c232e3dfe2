import { maxLineQuantity } from '@shop/contracts';
import ExcelJS, { type CellValue, type Row } from 'exceljs';
import { type CartExcelColumnKey, columnKeyOfHeader, unescapeCellText } from './cart-excel-columns.ts';
import { importTooLarge, notXlsx } from './xlsx-zip-guard.ts';

/** Most lines one import may hold (the header row comes on top), and most columns a sheet may use. */
export const maxImportRows = 1_000;
export const maxImportColumns = 30;

/** One problem of one row: the spreadsheet's row number (header = 1) and the column's header as written. */
export type RowError = { row: number; column: string | null; message: string };

/** How a row names its item: by ids (as exported) or by product number, colour code and size. */
export type ItemRef =
  | { kind: 'ids'; productId: string; variantId: string }
  | { kind: 'number'; productNumber: string; colorCode: string; size: string };

export type WorkbookRow = { row: number; item: ItemRef; unit: string; quantity: number };

export type CartWorkbookRows = {
  rows: WorkbookRow[];
  errors: RowError[];
  /** The header text of each known column as the file has it, for error messages. */
  headers: Partial<Record<CartExcelColumnKey, string>>;
};

/** Text of a cell whatever it holds: rich text joined, a formula's cached result (never evaluated). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return unescapeCellText(value.trim());
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return unescapeCellText(
      value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
    );
  if ('result' in value) return cellText(value.result);
  if ('formula' in value || 'sharedFormula' in value) return '';
  if ('hyperlink' in value) return cellText(value.text as CellValue);
  if ('error' in value) return value.error;
  return '';
}

/** A cell's number when it holds one (directly or as a formula result), else null. */
function cellNumber(value: CellValue): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return value.result;
  }
  return null;
}

/** A positive whole quantity within the line bound, or the message saying why not. */
function readQuantity(value: CellValue): number | string {
  const text = cellText(value);
  if (text === '') return 'Quantity is required';
  const number = cellNumber(value) ?? (/^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null);
  if (number === null || !Number.isFinite(number)) return `Quantity must be a number, not "${text}"`;
  if (!Number.isInteger(number)) return `Quantity must be a whole number, not ${number}`;
  if (number < 1) return `Quantity must be at least 1, not ${number}`;
  if (number > maxLineQuantity) return `Quantity must be at most ${maxLineQuantity}, not ${number}`;
  return number;
}

async function loadFirstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own Buffer interface; it hands the bytes to JSZip, which takes Node's.
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw notXlsx('it cannot be read as a workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notXlsx('it has no worksheet');
  return sheet;
}

function checkColumns(rows: Row[]): void {
  for (const row of rows) {
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > maxImportColumns && cellText(cell.value) !== '') {
        throw importTooLarge(`row ${row.number} uses column ${column}, at most ${maxImportColumns} columns`);
      }
    });
  }
}

const missingColumnsMessage =
  'The first row must name the columns: Quantity, and either Product id and Variant id or Product number, ' +
  'Colour code and Size (Unit is optional, default CU)';

/**
 * The rows of the workbook's first sheet as items and quantities. The first row with values is the header;
 * columns are found by header (see cart-excel-columns.ts); rows with neither item nor quantity (empty, a note)
 * are skipped. Call after the zip guard: it bounds what exceljs loads. Row problems come back as `errors`; a
 * file that is no workbook or too wide throws 400.
 */
export async function readCartWorkbook(file: Buffer): Promise<CartWorkbookRows> {
  const sheet = await loadFirstSheet(file);
  // eachRow visits only rows that exist, so a lone cell at row 1,000,000 costs one row, not a million.
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(row);
  });
  if (rows.length > maxImportRows + 1) {
    throw importTooLarge(
      `${rows.length} rows, at most ${maxImportRows + 1} (a header and ${maxImportRows} lines)`,
    );
  }
  checkColumns(rows);

  // The first row with values names the columns (a title row above it would be taken as the header).
  const header = rows[0];
  const columns = new Map<CartExcelColumnKey, number>();
  const headers: Partial<Record<CartExcelColumnKey, string>> = {};
  header?.eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell.value);
    const key = columnKeyOfHeader(text);
    if (key && !columns.has(key)) {
      columns.set(key, column);
      headers[key] = text;
    }
  });
  const byIds = columns.has('productId') && columns.has('variantId');
  const byNumber = columns.has('productNumber') && columns.has('colorCode') && columns.has('size');
  if (!columns.has('quantity') || (!byIds && !byNumber)) {
    return {
      rows: [],
      errors: [{ row: header?.number ?? 1, column: null, message: missingColumnsMessage }],
      headers,
    };
  }

  const result: WorkbookRow[] = [];
  const errors: RowError[] = [];
  for (const row of rows.slice(1)) {
    const text = (key: CartExcelColumnKey) => {
      const column = columns.get(key);
      return column === undefined ? '' : cellText(row.getCell(column).value);
    };
    const fail = (key: CartExcelColumnKey | null, message: string) =>
      errors.push({ row: row.number, column: key ? (headers[key] ?? null) : null, message });

    const ids = { productId: text('productId'), variantId: text('variantId') };
    const named = { productNumber: text('productNumber'), colorCode: text('colorCode'), size: text('size') };
    const quantityValue = row.getCell(columns.get('quantity')!).value;
    const naming = [...Object.values(ids), ...Object.values(named)];
    if (naming.every((part) => part === '') && cellText(quantityValue) === '') continue;

    let item: ItemRef | null = null;
    if (ids.productId !== '' || ids.variantId !== '') {
      if (ids.productId === '') fail('productId', 'Product id is required with a variant id');
      else if (ids.variantId === '') fail('variantId', `Variant id is required for product ${ids.productId}`);
      else item = { kind: 'ids', ...ids };
    } else if (byNumber && named.productNumber !== '') {
      if (named.colorCode === '')
        fail('colorCode', `Colour code is required for product ${named.productNumber}`);
      else if (named.size === '') fail('size', `Size is required for product ${named.productNumber}`);
      else item = { kind: 'number', ...named };
    } else {
      fail(byIds ? 'productId' : 'productNumber', 'The row names no product');
    }
    const quantity = readQuantity(quantityValue);
    if (typeof quantity === 'string') fail('quantity', quantity);
    if (item && typeof quantity === 'number') {
      result.push({ row: row.number, item, unit: text('unit') || 'CU', quantity });
    }
  }
  return { rows: result, errors, headers };
}
