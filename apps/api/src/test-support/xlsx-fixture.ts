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
