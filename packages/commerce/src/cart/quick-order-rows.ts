import Papa from 'papaparse';
import { parseLineQuantity } from './line-quantity.ts';
/**
 * The rows of a quick order as pasted from a spreadsheet or read from a CSV file: "item number or EAN, size,
 * quantity", or "item number, colour, size, quantity". Cells are separated by tabs (Excel's copy), semicolons
 * or commas (CSV), read by papaparse, so a quoted cell may hold a separator or a doubled quote; a first row whose
 * quantity is not a number is taken for a header. Pure: the API parses with it and answers per-row problems as
 * codes the web translates.
 */
export type QuickOrderRow = {
  /** 1-based line number in the text as sent (headers and blank lines counted), so a person finds it. */
  row: number;
  /** An EAN (8–14 digits) or a style number, optionally followed by `-<colour code>`. */
  item: string;
  /** A colour code from the four-column form; null when the row has three cells. */
  color: string | null;
  /** May be empty when the item is an EAN (the EAN names the size). */
  size: string;
  quantity: number;
  /** The row as sent (trimmed), to show beside its problem. */
  text: string;
};

export type QuickOrderRowProblem = 'columns' | 'quantity' | 'item-missing' | 'too-many-rows';

export type QuickOrderRowError = { row: number; problem: QuickOrderRowProblem; text: string };

export type ParsedQuickOrder = { rows: QuickOrderRow[]; errors: QuickOrderRowError[] };

const eanPattern = /^\d{8,14}$/;

export function isEan(item: string): boolean {
  return eanPattern.test(item);
}

/** Tried in this order on each line: Excel's copy, then the two CSV dialects (Danish Excel writes semicolons). */
const separators = ['\t', ';', ','] as const;

const cleanCell = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * The cells of one line, split by the first separator found outside quoted cells and read by papaparse (quotes
 * respected, so a `;` inside a quoted cell of a comma file is no separator). A line with stray quotes that
 * papaparse refuses is split at its separator as it stands; a line without one is one cell.
 */
function splitCells(line: string): string[] {
  const unquoted = line.replace(/"(?:[^"]|"")*"/g, '');
  const delimiter = separators.find((separator) => unquoted.includes(separator));
  if (!delimiter) return [cleanCell(line)];
  const { data, errors } = Papa.parse<string[]>(line, { delimiter, quoteChar: '"', escapeChar: '"' });
  const cells = errors.length === 0 ? data[0] : undefined;
  return (cells ?? line.split(delimiter)).map(cleanCell);
}

/**
 * Parses at most `maxRows` item rows; more rows are one error (nothing is guessed about them). Quantities must be
 * whole numbers from 1 to `maxQuantity` (parseLineQuantity, the one rule of every quantity field).
 */
export function parseQuickOrderRows(
  text: string,
  { maxRows, maxQuantity }: { maxRows: number; maxQuantity: number },
): ParsedQuickOrder {
  const rows: QuickOrderRow[] = [];
  const errors: QuickOrderRowError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let seenItem = false;
  for (const [index, raw] of lines.entries()) {
    const row = index + 1;
    const line = raw.trim();
    if (line === '') continue;
    const cells = splitCells(line);
    while (cells.length > 3 && cells.at(-1) === '') cells.pop();
    if (cells.length < 2 || cells.length > 4) {
      errors.push({ row, problem: 'columns', text: line });
      seenItem = true;
      continue;
    }
    const quantityCell = cells.at(-1) ?? '';
    const quantity = parseLineQuantity(quantityCell, { max: maxQuantity });
    // Only a first row without any digit in its quantity cell is a header: "2.5" or "1e3" is a bad quantity.
    if (!seenItem && !/\d/.test(quantityCell) && !isEan(cells[0] ?? '')) {
      seenItem = true; // a header row: "Item number; Size; Quantity"
      continue;
    }
    seenItem = true;
    if (rows.length + errors.length >= maxRows) {
      errors.push({ row, problem: 'too-many-rows', text: line });
      break;
    }
    const item = cells[0] ?? '';
    if (item === '') {
      errors.push({ row, problem: 'item-missing', text: line });
      continue;
    }
    if (!quantity.ok) {
      errors.push({ row, problem: 'quantity', text: line });
      continue;
    }
    const color = cells.length === 4 ? (cells[1] ?? '') || null : null;
    const size = cells.length === 2 ? '' : (cells.at(-2) ?? '');
    rows.push({ row, item, color, size, quantity: quantity.quantity, text: line });
  }
  return { rows, errors };
}
