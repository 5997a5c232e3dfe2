import { setImmediate } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError, appError } from '../../lib/app-error.ts';

/**
 * An .xlsx is a zip. Before any spreadsheet library sees an uploaded file, `checkXlsxZip` reads only the
 * zip's central directory (a few bytes per entry, nothing is decompressed) and refuses archives whose declared
 * sizes could not be a cart: too many entries, too much declared content, or a compression ratio no
 * spreadsheet has (zip bombs). A bomb is rejected in microseconds without allocating its content.
 *
 * Declared sizes can lie, so `entryContent` inflates an entry with its declared size as a hard cap, as a
 * stream the reader (xlsx-sheet-reader.ts) stops as soon as it has seen a limit: only the parts the import
 * reads are ever inflated (the workbook, its relationships, the first sheet and the shared strings), and no
 * more of them than it needs.
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

/** A size as people read it: `18.6 MB`, or `3.1 KB` below a megabyte. */
export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round((bytes / 1024) * 10) / 10} KB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

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

/** How much of an entry is handed on at once when it is stored uncompressed: one slice per turn of the event loop. */
const storedSliceBytes = 64 * 1024;

/**
 * The content of one entry, piece by piece, never more than it declares: a deflated entry is inflated by a
 * zlib stream (in the thread pool; each 16 KB piece is handed on in its own turn of the event loop), a stored
 * one is sliced with a yield between slices. Whoever reads stops whenever it has seen enough: the rest is
 * never inflated. Throws 400 `import-too-large` when the data holds more than the directory declared (a bomb
 * that lies) and `import-not-xlsx` when it is damaged or not deflate.
 */
export async function* entryContent(file: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
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
    for (let from = 0; from < data.length; from += storedSliceBytes) {
      await setImmediate();
      yield data.subarray(from, from + storedSliceBytes);
    }
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(data);
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.uncompressedSize) {
        throw importTooLarge(`zip entry ${entry.name} unpacks to more than it declares (a zip bomb)`);
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notXlsx(`zip entry ${entry.name} cannot be unpacked`);
  } finally {
    // Stopped early (a limit, or the reader has what it needs): nothing more is inflated.
    inflater.destroy();
  }
  if (inflated !== entry.uncompressedSize) {
    throw importTooLarge(`zip entry ${entry.name} does not unpack to the size it declares`);
  }
}
