import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  buildZip,
  deflatedZeros,
  withUnlistedEntry,
  workbookAroundSheet,
  workbookOf,
} from '../../test-support/xlsx-fixture.ts';
import { readFirstSheet, type SheetLimits, type SheetRow } from './xlsx-sheet-reader.ts';
import { checkXlsxZip } from './xlsx-zip-guard.ts';

const limits: SheetLimits = {
  maxRows: 1001,
  maxColumns: 30,
  maxCells: 30_030,
  maxPartBytes: 4 * 1024 * 1024,
};

const read = (file: Buffer, within: SheetLimits = limits) => readFirstSheet(file, checkXlsxZip(file), within);

/** Rows as plain arrays of [column, value] for comparing. */
const plain = (rows: SheetRow[]) =>
  rows.map((row) => ({ row: row.number, cells: Object.fromEntries(row.cells) }));

async function rejection(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('readFirstSheet', () => {
  it('reads what exceljs writes: shared strings, numbers, empty cells skipped', async () => {
    const file = await workbookOf([
      ['Product id', 'Quantity', null, 'Note'],
      ['NL10001', 3, null, '  '],
      [],
      ['NL10002', 1.5],
    ]);
    expect(plain(await read(file))).toEqual([
      {
        row: 1,
        cells: {
          1: { kind: 'text', text: 'Product id' },
          2: { kind: 'text', text: 'Quantity' },
          4: { kind: 'text', text: 'Note' },
        },
      },
      { row: 2, cells: { 1: { kind: 'text', text: 'NL10001' }, 2: { kind: 'number', value: 3 } } },
      { row: 4, cells: { 1: { kind: 'text', text: 'NL10002' }, 2: { kind: 'number', value: 1.5 } } },
    ]);
  });

  it('reads rich and phonetic text, inline strings, cached formula results, booleans and errors', async () => {
    const file = workbookAroundSheet(
      '<row r="2">' +
        '<c r="A2" t="s"><v>1</v></c>' +
        '<c r="B2" t="inlineStr"><is><r><t>in</t></r><r><t xml:space="preserve">line &amp; </t></r></is></c>' +
        '<c r="C2"><f>1+1</f><v>2</v></c>' +
        '<c r="D2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>' +
        '<c r="E2" t="b"><v>1</v></c>' +
        '<c r="F2" t="e"><v>#N/A</v></c>' +
        '<c r="G2"><f>NOW()</f></c>' +
        '<c r="H2" s="3"/>' +
        '</row>',
      ['unused', 'rich'],
    );
    expect(plain(await read(file))).toEqual([
      {
        row: 2,
        cells: {
          1: { kind: 'text', text: 'rich' },
          2: { kind: 'text', text: 'inline & ' },
          3: { kind: 'number', value: 2 },
          4: { kind: 'text', text: 'ab' },
          5: { kind: 'boolean', value: true },
          6: { kind: 'error', text: '#N/A' },
        },
      },
    ]);
  });

  it('takes cells and rows without references in order, and prefixed element names', async () => {
    const file = workbookAroundSheet(
      '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:c><x:v>1</x:v></x:c><x:c/><x:c><x:v>3</x:v></x:c></x:row>' +
        '<row><c><v>4</v></c></row>',
    );
    expect(plain(await read(file))).toEqual([
      { row: 1, cells: { 1: { kind: 'number', value: 1 }, 3: { kind: 'number', value: 3 } } },
      { row: 2, cells: { 1: { kind: 'number', value: 4 } } },
    ]);
  });

  it('refuses each limit by name, the sizes before anything is inflated', async () => {
    const small = { maxRows: 3, maxColumns: 2, maxCells: 5, maxPartBytes: 2048 };
    const rows = (count: number, cells: string) =>
      Array.from({ length: count }, (_, index) => `<row r="${index + 1}">${cells}</row>`).join('');

    const tooManyRows = await rejection(() => read(workbookAroundSheet(rows(4, '')), small));
    expect(tooManyRows.message).toBe(
      'The file is too large to import: the sheet holds 4 rows or more, at most 3 (a header and 2 lines)',
    );
    const tooWide = await rejection(() =>
      read(
        workbookAroundSheet('<row r="7"><c r="A7"/><c r="C7" t="inlineStr"><is><t>x</t></is></c></row>'),
        small,
      ),
    );
    expect(tooWide.message).toBe('The file is too large to import: row 7 uses column 3, at most 2 columns');
    const tooManyCells = await rejection(() => read(workbookAroundSheet(rows(3, '<c/><c/>')), small));
    expect(tooManyCells.message).toBe(
      'The file is too large to import: the sheet has more than 5 cells, at most 5 (3 rows × 2 columns)',
    );
    const bigSheet = await rejection(() =>
      read(workbookAroundSheet(`<row r="1"><c><v>${'1'.repeat(3000)}</v></c></row>`), small),
    );
    expect(bigSheet.message).toMatch(/the worksheet unpacks to 3\.\d KB, at most 2 KB$/);
    const bigStrings = await rejection(() =>
      read(workbookAroundSheet('<row r="1"><c t="s"><v>0</v></c></row>', ['x'.repeat(3000)]), small),
    );
    expect(bigStrings.message).toMatch(/the shared strings unpack to/);
    // Empty, formatted cells right of the last column are allowed.
    expect(
      await read(workbookAroundSheet('<row r="1"><c r="A1"><v>1</v></c><c r="Z1" s="1"/></row>'), small),
    ).toHaveLength(1);
  });

  it('reads the shared strings only up to the last one the sheet uses', async () => {
    // Strings past the one used are damaged XML: reading them would fail.
    const file = workbookAroundSheet('<row r="1"><c t="s"><v>1</v></c></row>', {
      xml: '<si><t>a</t></si><si><r><t>b</t></r><rPh><t>phonetic</t></rPh></si><si><t>c</b></si>',
    });
    expect(plain(await read(file))).toEqual([{ row: 1, cells: { 1: { kind: 'text', text: 'b' } } }]);
  });

  it('reads only the parts the zip directory lists: an unlisted entry in front is never inflated', async () => {
    // A streaming unzipper meets this 100 MB "sheet" first and inflates all of it (ADR 73); the directory
    // lists only the real one.
    const file = withUnlistedEntry(workbookAroundSheet('<row r="1"><c><v>7</v></c></row>'), {
      name: 'xl/worksheets/sheet1.xml',
      data: await deflatedZeros(100 * 1024 * 1024),
      method: 8,
      uncompressedSize: 100 * 1024 * 1024,
    });
    const before = process.memoryUsage().arrayBuffers;
    expect(plain(await read(file))).toEqual([{ row: 1, cells: { 1: { kind: 'number', value: 7 } } }]);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('stops at the end of the sheet data: what follows is never read', async () => {
    const file = workbookAroundSheet('<row r="1"><c><v>1</v></c></row></sheetData><broken attr=></worksheet');
    expect(await read(file)).toHaveLength(1);
  });

  it('refuses malformed XML and a workbook without its parts as no workbook', async () => {
    const broken = await rejection(() => read(workbookAroundSheet('<row r="1"><c><v>1</c></row>')));
    expect(broken).toMatchObject({ errorCode: 'import-not-xlsx' });
    expect(broken.message).toMatch(/xl\/worksheets\/sheet1\.xml is not well-formed XML/);
    const text = Buffer.from('<worksheet/>');
    const sheetOnly = buildZip([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: deflateRawSync(text),
        method: 8,
        uncompressedSize: text.length,
      },
    ]);
    expect((await rejection(() => read(sheetOnly))).message).toMatch(/it has no workbook part/);
  });
});
