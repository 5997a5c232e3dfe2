import { inflateRawSync } from 'node:zlib';
import { appError } from '../../lib/app-error.ts';

/**
 * An .xlsx is a zip. Before any spreadsheet library sees an uploaded file, `checkXlsxZip` reads only the
 * zip's central directory (a few bytes per entry, nothing is decompressed) and refuses archives whose declared
 * sizes could not be a cart: too many entries, too much declared content, or a compression ratio no
 * spreadsheet has (zip bombs). A bomb is rejected in microseconds without allocating its content.
 *
 * Declared sizes can lie, so `verifyZipEntries` then inflates each entry with the declared size as a hard
 * output cap (zlib stops at the cap instead of growing) and counts the rows of each worksheet, so the parser
 * that follows never meets more data or more rows than was checked.
 */

export type ZipLimits = {
  maxEntries: number;
  maxTotalUncompressedBytes: number;
  /** Uncompressed : compressed, per entry. Real workbooks stay far below; bombs reach 1000:1. */
  maxCompressionRatio: number;
};

export const xlsxZipLimits: ZipLimits = {
  maxEntries: 1_000,
  maxTotalUncompressedBytes: 20 * 1024 * 1024,
  maxCompressionRatio: 100,
};

/** One entry as the central directory declares it. */
export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const localFileSignature = 0x04034b50;
const centralFileSignature = 0x02014b50;
const endOfCentralDirSignature = 0x06054b50;
const endOfCentralDirSize = 22;
const centralFileHeaderSize = 46;
const localFileHeaderSize = 30;
const maxCommentLength = 0xffff;
/** The first bytes of an OLE2 compound file: the old binary .xls format. */
const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const methodStored = 0;
const methodDeflate = 8;

export const notXlsx = (detail: string) =>
  appError('import-not-xlsx', `The file is not an Excel workbook (.xlsx): ${detail}`);

export const importTooLarge = (detail: string) =>
  appError('import-too-large', `The file is too large to import: ${detail}`);

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function findEndOfCentralDirectory(file: Buffer): number {
  // The record sits at the very end, followed only by an optional comment of up to 64 KiB.
  const lowest = Math.max(0, file.length - endOfCentralDirSize - maxCommentLength);
  for (let at = file.length - endOfCentralDirSize; at >= lowest; at--) {
    if (file.readUInt32LE(at) === endOfCentralDirSignature) return at;
  }
  throw notXlsx('the zip directory is missing (the file is damaged or cut off)');
}

/**
 * The entries of an xlsx's zip, after checking the declared counts, sizes and ratios against `limits`.
 * Throws 400 `import-not-xlsx` for anything that is not a readable zip (an old .xls, a CSV, a damaged
 * file, encryption, split archives) and 400 `import-too-large` when a limit is exceeded.
 */
export function checkXlsxZip(file: Buffer, limits: ZipLimits = xlsxZipLimits): ZipEntry[] {
  if (file.length >= oleSignature.length && file.subarray(0, oleSignature.length).equals(oleSignature)) {
    throw notXlsx('this is the old .xls format; save it as .xlsx and import again');
  }
  if (file.length < endOfCentralDirSize + 4 || file.readUInt32LE(0) !== localFileSignature) {
    throw notXlsx('it does not start like a zip archive');
  }
  const end = findEndOfCentralDirectory(file);
  const diskNumber = file.readUInt16LE(end + 4);
  const directoryDisk = file.readUInt16LE(end + 6);
  const entriesOnDisk = file.readUInt16LE(end + 8);
  const entryCount = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  const directoryOffset = file.readUInt32LE(end + 16);
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) {
    throw notXlsx('split zip archives are not supported');
  }
  if (entryCount > limits.maxEntries) {
    throw importTooLarge(`${entryCount} zip entries, at most ${limits.maxEntries} allowed`);
  }
  // 0xFFFFFFFF (a ZIP64 marker) fails here too: no 2 MB upload needs a 64-bit directory.
  if (directoryOffset + directorySize > end) throw notXlsx('the zip directory points outside the file');

  const entries: ZipEntry[] = [];
  let totalUncompressed = 0;
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (at + centralFileHeaderSize > end || file.readUInt32LE(at) !== centralFileSignature) {
      throw notXlsx('the zip directory is damaged');
    }
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localHeaderOffset = file.readUInt32LE(at + 42);
    const nameEnd = at + centralFileHeaderSize + nameLength;
    if (nameEnd > end) throw notXlsx('the zip directory is damaged');
    const name = file.toString('utf8', at + centralFileHeaderSize, nameEnd);

    if (flags & 0x1) throw notXlsx('the workbook is password-protected');
    if (method !== methodStored && method !== methodDeflate) {
      throw notXlsx(`zip entry ${name} uses an unsupported compression method (${method})`);
    }
    if (compressedSize > file.length || localHeaderOffset >= directoryOffset) {
      throw notXlsx(`zip entry ${name} points outside the file`);
    }
    // A 0xFFFFFFFF (ZIP64) size counts as 4 GB and fails the total below, which is the right answer.
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > limits.maxTotalUncompressedBytes) {
      throw importTooLarge(
        `the workbook unpacks to more than ${megabytes(limits.maxTotalUncompressedBytes)}`,
      );
    }
    if (uncompressedSize > Math.max(compressedSize, 1) * limits.maxCompressionRatio) {
      throw importTooLarge(
        `zip entry ${name} is compressed more than ${limits.maxCompressionRatio}:1 (a zip bomb)`,
      );
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * Rows are counted in every XML part, not only under `xl/worksheets/`: the workbook's relationships may put a
 * sheet anywhere, and no other standard part has `<row>` elements.
 */
const xmlPart = /\.xml$/i;
const rowTag = Buffer.from('<row');

function countRows(xml: Buffer): number {
  let rows = 0;
  for (let at = xml.indexOf(rowTag); at !== -1; at = xml.indexOf(rowTag, at + rowTag.length)) {
    const next = xml[at + rowTag.length];
    // `<row ` or `<row>` / `<row/>`, not `<rowBreaks`.
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) {
      rows++;
    }
  }
  return rows;
}

function inflateEntry(file: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + localFileHeaderSize > file.length || file.readUInt32LE(at) !== localFileSignature) {
    throw notXlsx(`zip entry ${entry.name} is damaged`);
  }
  const dataStart = at + localFileHeaderSize + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > file.length) throw notXlsx(`zip entry ${entry.name} is cut off`);
  const data = file.subarray(dataStart, dataEnd);
  if (entry.method === methodStored) {
    if (entry.compressedSize !== entry.uncompressedSize) throw notXlsx(`zip entry ${entry.name} is damaged`);
    return data;
  }
  let inflated: Buffer;
  try {
    // One byte above the declared size: reaching it proves the declaration false without inflating more.
    inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw importTooLarge(`zip entry ${entry.name} unpacks to more than it declares (a zip bomb)`);
    }
    throw notXlsx(`zip entry ${entry.name} cannot be unpacked`);
  }
  if (inflated.length !== entry.uncompressedSize) {
    throw importTooLarge(`zip entry ${entry.name} does not unpack to the size it declares`);
  }
  return inflated;
}

/**
 * Inflates every entry within its declared size (one entry in memory at a time) and refuses a worksheet with
 * more than `maxRows` rows (header included) before a parser builds a model of them. 400 as above.
 */
export function verifyZipEntries(file: Buffer, entries: readonly ZipEntry[], maxRows: number): void {
  for (const entry of entries) {
    const content = inflateEntry(file, entry);
    if (xmlPart.test(entry.name)) {
      const rows = countRows(content);
      if (rows > maxRows) {
        throw importTooLarge(
          `a worksheet has ${rows} rows, at most ${maxRows} (a header and ${maxRows - 1} lines)`,
        );
      }
    }
  }
}
