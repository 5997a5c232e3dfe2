import { maxLineQuantity } from '@shop/contracts';
import { type CartExcelColumnKey, columnKeyOfHeader, unescapeCellText } from './cart-excel-columns.ts';
import { readFirstSheet, type SheetCell, type SheetLimits } from './xlsx-sheet-reader.ts';
import { checkXlsxZip } from './xlsx-zip-guard.ts';

/** Most lines one import may hold (the header row comes on top), and most columns a sheet may use. */
export const maxImportRows = 1_000;
export const maxImportColumns = 30;

/**
 * What the import reads at most, checked before and while the sheet streams (ADR 33): the worksheet and the
 * shared strings each unpack to at most 4 MB (a full 1,001 × 30 sheet of long texts takes about 3 MB), and
 * the sheet has at most one cell per row and column of the limits.
 */
export const cartSheetLimits: SheetLimits = {
  maxRows: maxImportRows + 1,
  maxColumns: maxImportColumns,
  maxCells: (maxImportRows + 1) * maxImportColumns,
  maxPartBytes: 4 * 1024 * 1024,
};

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

/** Text of a cell whatever it holds: a formula's cached result (formulas are never evaluated). */
function cellText(cell: SheetCell | undefined): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'text':
      return unescapeCellText(cell.text.trim());
    case 'number':
    case 'boolean':
      return String(cell.value);
    case 'error':
      return cell.text;
  }
}

/** A cell's number when it holds one (directly or as a formula result), else null. */
const cellNumber = (cell: SheetCell | undefined): number | null =>
  cell?.kind === 'number' ? cell.value : null;

/** A positive whole quantity within the line bound, or the message saying why not. */
function readQuantity(cell: SheetCell | undefined): number | string {
  const text = cellText(cell);
  if (text === '') return 'Quantity is required';
  const number = cellNumber(cell) ?? (/^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null);
  if (number === null || !Number.isFinite(number)) return `Quantity must be a number, not "${text}"`;
  if (!Number.isInteger(number)) return `Quantity must be a whole number, not ${number}`;
  if (number < 1) return `Quantity must be at least 1, not ${number}`;
  if (number > maxLineQuantity) return `Quantity must be at most ${maxLineQuantity}, not ${number}`;
  return number;
}

const missingColumnsMessage =
  'The first row must name the columns: Quantity, and either Product id and Variant id or Product number, ' +
  'Colour code and Size (Unit is optional, default CU)';

/**
 * The rows of the workbook's first sheet as items and quantities. The first row with values is the header;
 * columns are found by header (see cart-excel-columns.ts); rows with neither item nor quantity (empty, a note)
 * are skipped. The zip guard reads the directory first (bombs are refused before anything is inflated), then
 * the first sheet streams within `cartSheetLimits`. Row problems come back as `errors`; a file that is no
 * workbook or exceeds a limit throws 400.
 */
export async function readCartWorkbook(file: Buffer): Promise<CartWorkbookRows> {
  const rows = await readFirstSheet(file, checkXlsxZip(file), cartSheetLimits);

  // The first row with values names the columns (a title row above it would be taken as the header).
  const header = rows[0];
  const columns = new Map<CartExcelColumnKey, number>();
  const headers: Partial<Record<CartExcelColumnKey, string>> = {};
  for (const [column, cell] of [...(header?.cells ?? [])].sort(([a], [b]) => a - b)) {
    const text = cellText(cell);
    const key = columnKeyOfHeader(text);
    if (key && !columns.has(key)) {
      columns.set(key, column);
      headers[key] = text;
    }
  }
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
    const cellOf = (key: CartExcelColumnKey) => {
      const column = columns.get(key);
      return column === undefined ? undefined : row.cells.get(column);
    };
    const text = (key: CartExcelColumnKey) => cellText(cellOf(key));
    const fail = (key: CartExcelColumnKey | null, message: string) =>
      errors.push({ row: row.number, column: key ? (headers[key] ?? null) : null, message });

    const ids = { productId: text('productId'), variantId: text('variantId') };
    const named = { productNumber: text('productNumber'), colorCode: text('colorCode'), size: text('size') };
    const quantityCell = cellOf('quantity');
    const naming = [...Object.values(ids), ...Object.values(named)];
    if (naming.every((part) => part === '') && cellText(quantityCell) === '') continue;

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
    const quantity = readQuantity(quantityCell);
    if (typeof quantity === 'string') fail('quantity', quantity);
    if (item && typeof quantity === 'number') {
      result.push({ row: row.number, item, unit: text('unit') || 'CU', quantity });
    }
  }
  return { rows: result, errors, headers };
}
