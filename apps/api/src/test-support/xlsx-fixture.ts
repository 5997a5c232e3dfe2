import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Files for the Excel import tests: workbooks made with exceljs, and zips crafted byte by byte (bombs,
 * damaged archives) that no library would write.
 */

export type ZipEntrySpec = {
  name: string;
  /** The bytes stored in the archive (already deflated when method is 8). */
  data: Buffer;
  method: 0 | 8;
  /** What the directory declares; a lying bomb declares less than its data inflates to. */
  uncompressedSize: number;
  flags?: number;
};

/** A zip with the given entries: local headers and data, central directory, end record. CRCs are 0 (unchecked). */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `file` with one more local entry in front that its central directory does not list (the listed offsets
 * shifted past it): a reader that walks the local headers, as streaming unzippers do, meets it first; one that
 * reads the directory never does.
 */
export function withUnlistedEntry(file: Buffer, entry: ZipEntrySpec): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(entry.method, 8);
  local.writeUInt32LE(entry.data.length, 18);
  local.writeUInt32LE(entry.uncompressedSize, 22);
  local.writeUInt16LE(name.length, 26);
  const shift = local.length + name.length + entry.data.length;
  const shifted = Buffer.from(file);
  const end = shifted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = shifted.readUInt32LE(end + 16);
  for (let index = 0; index < shifted.readUInt16LE(end + 10); index++) {
    shifted.writeUInt32LE(shifted.readUInt32LE(at + 42) + shift, at + 42);
    at += 46 + shifted.readUInt16LE(at + 28) + shifted.readUInt16LE(at + 30) + shifted.readUInt16LE(at + 32);
  }
  shifted.writeUInt32LE(shifted.readUInt32LE(end + 16) + shift, end + 16);
  return Buffer.concat([local, name, entry.data, shifted]);
}

/** `bytes` zeros deflated, produced 1 MB at a time so the test itself never holds them. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (data: Buffer) => output.push(data));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let left = bytes; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(output);
}

const contentTypes = (): ZipEntrySpec => {
  const xml = Buffer.from('<?xml version="1.0"?><Types/>');
  return { name: '[Content_Types].xml', data: deflateRawSync(xml), method: 8, uncompressedSize: xml.length };
};

/**
 * A zip bomb shaped like a workbook: its worksheet inflates to `bytes` zeros (default 500 MB) from about a
 * thousandth of that. `declared` is the size the directory states: the truth by default, less for a liar.
 */
export async function zipBomb(bytes = 500 * 1024 * 1024, declared = bytes): Promise<Buffer> {
  const zeros = await deflatedZeros(bytes);
  return buildZip([
    contentTypes(),
    { name: 'xl/worksheets/sheet1.xml', data: zeros, method: 8, uncompressedSize: declared },
  ]);
}

/** A workbook with a first sheet of the given rows (the first one is the header). */
export async function workbookOf(
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cart');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const spreadsheetNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const deflatedEntry = (name: string, text: string | Buffer): ZipEntrySpec => {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, data: deflateRawSync(raw), method: 8, uncompressedSize: raw.length };
};

/**
 * The smallest workbook Excel and exceljs open, written by hand around the given `<sheetData>` content (rows
 * of `<row>` / `<c>` elements), with an optional shared string table: for sheets no library would write
 * quickly (tens of thousands of cells) or at all (duplicate cells). `sharedStrings` as `{ xml }` is written
 * into the table as it is (damaged tables).
 */
export function workbookAroundSheet(
  sheetData: string | Buffer,
  sharedStrings: readonly string[] | { xml: string } = [],
): Buffer {
  const sheet = Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${spreadsheetNs}"><sheetData>`),
    typeof sheetData === 'string' ? Buffer.from(sheetData) : sheetData,
    Buffer.from('</sheetData></worksheet>'),
  ]);
  const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const strings =
    'xml' in sharedStrings
      ? sharedStrings.xml
      : sharedStrings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('');
  const count = 'xml' in sharedStrings ? 0 : sharedStrings.length;
  return buildZip([
    deflatedEntry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    deflatedEntry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationshipsNs}"><Relationship Id="rId1" Type="${officeRelNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${spreadsheetNs}" xmlns:r="${officeRelNs}"><sheets><sheet name="Cart" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationshipsNs}">` +
        `<Relationship Id="rId1" Type="${officeRelNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${officeRelNs}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    deflatedEntry('xl/worksheets/sheet1.xml', sheet),
    deflatedEntry(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${spreadsheetNs}" count="${count}" uniqueCount="${count}">${strings}</sst>`,
    ),
  ]);
}

/** A column's letters: 1 → A, 27 → AA, 16384 → XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let left = column; left > 0; left = Math.floor((left - 1) / 26)) {
    letters = String.fromCharCode(65 + ((left - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The heavy workbook of issue 16: `rows` rows of one-digit numbers in every one of Excel's 16,384 columns. At
 * the defaults it is a 2 MB upload (1.98 MiB) whose worksheet unpacks to 19.5 MB (9.4:1): inside the zip
 * guard's limits, and 786,432 cells for a parser that reads the whole sheet.
 */
export function heavyWorkbook(rows = 48, columns = 16_384): Buffer {
  const letters = Array.from({ length: columns }, (_, index) => columnLetters(index + 1));
  const parts: Buffer[] = [];
  for (let row = 1; row <= rows; row++) {
    const cells = new Array<string>(columns);
    for (let index = 0; index < columns; index++) {
      cells[index] = `<c r="${letters[index]}${row}"><v>${index % 10}</v></c>`;
    }
    parts.push(Buffer.from(`<row r="${row}">${cells.join('')}</row>`));
  }
  return workbookAroundSheet(Buffer.concat(parts));
}
