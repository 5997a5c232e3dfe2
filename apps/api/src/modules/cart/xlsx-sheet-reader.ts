import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError } from '../../lib/app-error.ts';
import { entryContent, importTooLarge, megabytes, notXlsx, type ZipEntry } from './xlsx-zip-guard.ts';

/**
 * Reads the first worksheet of an .xlsx as a stream, within limits checked as early as they can be: the
 * sheet's and the shared strings' unpacked sizes from the zip directory before anything is inflated, then
 * rows, cells and columns while the sheet streams through a SAX parser, stopping at the first one exceeded.
 * No model of the workbook is built: only the values of cells within the limits are kept, and only the
 * shared strings those cells use. Every piece is parsed in its own turn of the event loop (see
 * `entryContent`), so a large file never holds the API up. See docs/decisions/0033-bounded-excel-import.md,
 * and 0073-the-bounded-xlsx-reader-stays.md for why this is not exceljs's streaming reader (measured).
 */

export type SheetLimits = {
  /** Rows the sheet may hold, the header included (every `<row>` counts, empty or not). */
  maxRows: number;
  /** The last column a cell with a value may be in (empty, formatted cells further right are allowed). */
  maxColumns: number;
  /** `<c>` elements the sheet may hold, empty ones included. */
  maxCells: number;
  /** Unpacked size of the worksheet part, and of the shared string table, as the zip directory declares. */
  maxPartBytes: number;
};

/** A cell's value as the sheet stores it (a formula's cached result; formulas are never evaluated). */
export type SheetCell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'error'; text: string };

/** One row with at least one value: its number as the sheet gives it (1-based), cells by column (1-based). */
export type SheetRow = { number: number; cells: ReadonlyMap<number, SheetCell> };

/** Parts such as workbook.xml and its relationships are small; anything larger is not a real workbook. */
const maxStructurePartBytes = 1024 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function entryNamed(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  const wanted = name.toLowerCase();
  return entries.find((entry) => entry.name.toLowerCase() === wanted);
}

/**
 * Streams one part through a SAX parser; `handle` sees each tag and text and returns 'stop' once it has what
 * it needs. Limits and damage are thrown from inside the handlers and end the stream.
 */
async function parsePart(
  file: Buffer,
  entry: ZipEntry,
  handlers: {
    open(tag: SaxesTagPlain): 'stop' | undefined;
    close(tag: SaxesTagPlain): 'stop' | undefined;
    text(text: string): void;
  },
): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let stopped = false;
  parser.on('opentag', (tag) => {
    if (!stopped && handlers.open(tag) === 'stop') stopped = true;
  });
  parser.on('closetag', (tag) => {
    if (!stopped && handlers.close(tag) === 'stop') stopped = true;
  });
  parser.on('text', (text) => {
    if (!stopped) handlers.text(text);
  });
  parser.on('cdata', (text) => {
    if (!stopped) handlers.text(text);
  });
  // Whatever follows the point where the reader stopped (the rest of the piece) may be damaged: not our concern.
  parser.on('error', (error) => {
    if (!stopped) throw error;
  });
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of entryContent(file, entry)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (stopped) return;
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    // saxes reports malformed XML as plain errors; limits and zip damage are AppErrors already.
    if (error instanceof AppError) throw error;
    throw notXlsx(`${entry.name} is not well-formed XML`);
  }
}

/** The parts of the first sheet: the worksheet and the shared string table it may use. */
async function firstSheetParts(
  file: Buffer,
  entries: readonly ZipEntry[],
): Promise<{ sheet: ZipEntry; sharedStrings: ZipEntry | undefined }> {
  const structure = (name: string) => {
    const entry = entryNamed(entries, name);
    if (entry && entry.uncompressedSize > maxStructurePartBytes) {
      throw importTooLarge(`${name} unpacks to ${megabytes(entry.uncompressedSize)}, at most 1 MB`);
    }
    return entry;
  };
  const workbook = structure('xl/workbook.xml');
  const relations = structure('xl/_rels/workbook.xml.rels');
  if (!workbook || !relations) throw notXlsx('it has no workbook part');

  // The first <sheet> in workbook.xml is the first tab (what Excel opens); its r:id names its part.
  let firstSheetId: string | undefined;
  await parsePart(file, workbook, {
    open(tag) {
      if (localName(tag.name) !== 'sheet') return undefined;
      firstSheetId = Object.entries(tag.attributes).find(([name]) => localName(name) === 'id')?.[1];
      return 'stop';
    },
    close: () => undefined,
    text: () => undefined,
  });
  if (!firstSheetId) throw notXlsx('it has no worksheet');

  const targets = new Map<string, string>();
  let sharedStringsTarget: string | undefined;
  await parsePart(file, relations, {
    open(tag) {
      if (localName(tag.name) !== 'Relationship') return undefined;
      const { Id: id, Type: type, Target: target } = tag.attributes;
      if (id && target) targets.set(id, target);
      if (target && type?.endsWith('/sharedStrings')) sharedStringsTarget = target;
      return undefined;
    },
    close: () => undefined,
    text: () => undefined,
  });
  // Targets are relative to xl/ (or absolute within the package).
  const partName = (target: string) =>
    target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
  const sheetTarget = targets.get(firstSheetId);
  const sheet = sheetTarget === undefined ? undefined : entryNamed(entries, partName(sheetTarget));
  if (!sheet) throw notXlsx('its first worksheet is missing');
  const sharedStrings =
    sharedStringsTarget === undefined ? undefined : entryNamed(entries, partName(sharedStringsTarget));
  return { sheet, sharedStrings };
}

/** `AB12` → 28; null when the reference does not start with column letters. */
function columnOfReference(reference: string): number | null {
  let column = 0;
  let at = 0;
  for (; at < reference.length && at < 4; at++) {
    const code = reference.charCodeAt(at) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return at === 0 ? null : column;
}

type RawCell = SheetCell | { kind: 'shared'; index: number };

/** A cell's stored value: `t` is its type attribute, `value` the text of its `<v>` (or inline string). */
function rawCell(type: string, value: string): RawCell | null {
  switch (type) {
    case 's': {
      const index = Number(value);
      return Number.isInteger(index) && index >= 0 ? { kind: 'shared', index } : null;
    }
    case 'inlineStr':
    case 'str':
    case 'd':
      return { kind: 'text', text: value };
    case 'b':
      return { kind: 'boolean', value: value.trim() === '1' || value.trim() === 'true' };
    case 'e':
      return { kind: 'error', text: value };
    default: {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number)
        ? { kind: 'number', value: number }
        : { kind: 'text', text: value };
    }
  }
}

/**
 * The sheet's cells with values, within the limits. Rows are counted from `<row>` elements; cells from `<c>`
 * elements; a cell with a value beyond `maxColumns` ends the read. Stops at `</sheetData>`: what follows
 * (merged cells, formatting, drawings) is never inflated.
 */
async function readSheetCells(
  file: Buffer,
  sheet: ZipEntry,
  limits: SheetLimits,
): Promise<Map<number, Map<number, RawCell>>> {
  const rows = new Map<number, Map<number, RawCell>>();
  let rowCount = 0;
  let cellCount = 0;
  let rowNumber = 0;
  let columnNumber = 0;
  let cellType = 'n';
  /** Where text goes: a cell's `<v>`, an inline string's `<t>` (outside phonetic runs), or nowhere. */
  let capture: 'value' | 'inline' | null = null;
  let inCell = false;
  let inInline = false;
  let inlineCell = false;
  let phonetic = 0;
  let value = '';
  let hasValue = false;

  await parsePart(file, sheet, {
    open(tag) {
      switch (localName(tag.name)) {
        case 'row': {
          rowCount++;
          if (rowCount > limits.maxRows) {
            throw importTooLarge(
              `the sheet holds ${rowCount} rows or more, at most ${limits.maxRows} ` +
                `(a header and ${limits.maxRows - 1} lines)`,
            );
          }
          const declared = Number(tag.attributes.r);
          rowNumber = Number.isInteger(declared) && declared > 0 ? declared : rowNumber + 1;
          columnNumber = 0;
          return undefined;
        }
        case 'c': {
          cellCount++;
          if (cellCount > limits.maxCells) {
            throw importTooLarge(
              `the sheet has more than ${limits.maxCells} cells, at most ${limits.maxCells} ` +
                `(${limits.maxRows} rows × ${limits.maxColumns} columns)`,
            );
          }
          const reference = tag.attributes.r;
          columnNumber = (reference ? columnOfReference(reference) : null) ?? columnNumber + 1;
          cellType = tag.attributes.t ?? 'n';
          inCell = true;
          value = '';
          hasValue = false;
          inlineCell = false;
          return undefined;
        }
        case 'v':
          if (inCell && !inInline) {
            capture = 'value';
            hasValue = true;
          }
          return undefined;
        case 'is':
          if (inCell) {
            inInline = true;
            inlineCell = true;
            hasValue = true;
          }
          return undefined;
        case 'rPh':
          if (inInline) phonetic++;
          return undefined;
        case 't':
          if (inInline && phonetic === 0) capture = 'inline';
          return undefined;
        default:
          return undefined;
      }
    },
    close(tag) {
      switch (localName(tag.name)) {
        case 'v':
        case 't':
          capture = null;
          return undefined;
        case 'rPh':
          if (phonetic > 0) phonetic--;
          return undefined;
        case 'is':
          inInline = false;
          return undefined;
        case 'c': {
          inCell = false;
          if (!hasValue) return undefined;
          const cell = rawCell(inlineCell ? 'inlineStr' : cellType, value);
          if (!cell || (cell.kind === 'text' && cell.text.trim() === '')) return undefined;
          if (columnNumber > limits.maxColumns) {
            throw importTooLarge(
              `row ${rowNumber} uses column ${columnNumber}, at most ${limits.maxColumns} columns`,
            );
          }
          let row = rows.get(rowNumber);
          if (!row) {
            row = new Map();
            rows.set(rowNumber, row);
          }
          row.set(columnNumber, cell);
          return undefined;
        }
        case 'sheetData':
          return 'stop';
        default:
          return undefined;
      }
    },
    text(text) {
      if (capture) value += text;
    },
  });
  return rows;
}

/**
 * The shared strings at `wanted` indexes. The table is read only up to the highest one: strings other sheets
 * use are skipped and the rest of the table is never inflated.
 */
async function readSharedStrings(
  file: Buffer,
  table: ZipEntry,
  wanted: ReadonlySet<number>,
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  let last = 0;
  for (const wantedIndex of wanted) last = Math.max(last, wantedIndex);
  let index = -1;
  let phonetic = 0;
  let inText = false;
  let text = '';
  await parsePart(file, table, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'si') {
        index++;
        text = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0 && wanted.has(index)) inText = true;
      return undefined;
    },
    close(tag) {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (name === 'si') {
        if (wanted.has(index)) found.set(index, text);
        if (index >= last) return 'stop';
      }
      return undefined;
    },
    text(value) {
      if (inText) text += value;
    },
  });
  return found;
}

/**
 * The first worksheet's rows with values, in row order, within `limits`. Call after `checkXlsxZip`, with the
 * entries it returned. Throws 400 `import-too-large` naming the first limit exceeded, `import-not-xlsx` for a
 * file that is no readable workbook.
 */
export async function readFirstSheet(
  file: Buffer,
  entries: readonly ZipEntry[],
  limits: SheetLimits,
): Promise<SheetRow[]> {
  const { sheet, sharedStrings } = await firstSheetParts(file, entries);
  if (sheet.uncompressedSize > limits.maxPartBytes) {
    throw importTooLarge(
      `the worksheet unpacks to ${megabytes(sheet.uncompressedSize)}, at most ${megabytes(limits.maxPartBytes)}`,
    );
  }
  if (sharedStrings && sharedStrings.uncompressedSize > limits.maxPartBytes) {
    throw importTooLarge(
      `the shared strings unpack to ${megabytes(sharedStrings.uncompressedSize)}, ` +
        `at most ${megabytes(limits.maxPartBytes)}`,
    );
  }

  const raw = await readSheetCells(file, sheet, limits);
  const wanted = new Set<number>();
  for (const cells of raw.values()) {
    for (const cell of cells.values()) if (cell.kind === 'shared') wanted.add(cell.index);
  }
  if (wanted.size > 0 && !sharedStrings) throw notXlsx('its shared string table is missing');
  const strings = sharedStrings ? await readSharedStrings(file, sharedStrings, wanted) : new Map();

  const rows: SheetRow[] = [];
  for (const number of [...raw.keys()].sort((a, b) => a - b)) {
    const cells = new Map<number, SheetCell>();
    for (const [column, cell] of raw.get(number) ?? []) {
      if (cell.kind !== 'shared') cells.set(column, cell);
      else {
        const text = strings.get(cell.index) ?? '';
        if (text.trim() !== '') cells.set(column, { kind: 'text', text });
      }
    }
    if (cells.size > 0) rows.push({ number, cells });
  }
  return rows;
}
