import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { buildZip, workbookOf, type ZipEntrySpec, zipBomb } from '../../test-support/xlsx-fixture.ts';
import { checkXlsxZip, entryContent, xlsxZipLimits, type ZipEntry } from './xlsx-zip-guard.ts';

function rejection(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

/** Reads an entry to its end, as the sheet reader would, and returns how many bytes it gave. */
async function readAll(file: Buffer, entry: ZipEntry): Promise<number> {
  let bytes = 0;
  for await (const chunk of entryContent(file, entry)) bytes += chunk.length;
  return bytes;
}

async function asyncRejection(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

const deflated = (name: string, text: string): ZipEntrySpec => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), method: 8, uncompressedSize: raw.length };
};

describe('checkXlsxZip', () => {
  it('lists the entries of a real workbook and passes it', async () => {
    const file = await workbookOf([
      ['Product id', 'Variant id', 'Quantity'],
      ['NL10001', 'NL10001-rose-98', 2],
    ]);
    const entries = checkXlsxZip(file);
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    for (const entry of entries) expect(await readAll(file, entry)).toBe(entry.uncompressedSize);
  });

  it('refuses what is not a zip, naming the old .xls format when it is one', () => {
    const csv = rejection(() => checkXlsxZip(Buffer.from('Product id;Quantity\nNL10001;2\n')));
    expect(csv).toMatchObject({ statusCode: 400, errorCode: 'import-not-xlsx' });
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(rejection(() => checkXlsxZip(xls)).message).toMatch(/old \.xls format/);
    expect(rejection(() => checkXlsxZip(Buffer.alloc(0))).errorCode).toBe('import-not-xlsx');
  });

  it('refuses a zip cut off before its directory', async () => {
    const file = await workbookOf([['Quantity'], [1]]);
    const cut = file.subarray(0, file.length - 200);
    expect(rejection(() => checkXlsxZip(cut)).errorCode).toBe('import-not-xlsx');
  });

  it('refuses a 500 MB bomb from the directory alone, without inflating it', async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    const error = rejection(() => checkXlsxZip(bomb));
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(error).toMatchObject({ statusCode: 400, errorCode: 'import-too-large' });
    expect(error.message).toMatch(/more than 20 MB/);
    // Inflating would have needed 500 MB; reading the directory needs nothing beyond the upload itself.
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses an entry compressed beyond 100:1 even when the total is small', async () => {
    const bomb = await zipBomb(10 * 1024 * 1024);
    const error = rejection(() => checkXlsxZip(bomb));
    expect(error.errorCode).toBe('import-too-large');
    expect(error.message).toMatch(/100:1/);
  });

  it('refuses more than 1,000 entries', () => {
    const entries = Array.from({ length: xlsxZipLimits.maxEntries + 1 }, (_, index) =>
      deflated(`xl/media/image${index}.xml`, '<x/>'),
    );
    const error = rejection(() => checkXlsxZip(buildZip(entries)));
    expect(error.errorCode).toBe('import-too-large');
    expect(error.message).toMatch(/1001 zip entries, at most 1000/);
  });

  it('refuses encrypted entries and unknown compression methods', () => {
    const encrypted = { ...deflated('xl/workbook.xml', '<workbook/>'), flags: 1 };
    expect(rejection(() => checkXlsxZip(buildZip([encrypted]))).message).toMatch(/password-protected/);
    const bzip = { ...deflated('xl/workbook.xml', '<workbook/>'), method: 12 as 8 };
    expect(rejection(() => checkXlsxZip(buildZip([bzip]))).message).toMatch(/compression method \(12\)/);
  });
});

describe('entryContent', () => {
  it('stops a bomb that declares less than it holds at the declared size', async () => {
    // Declares 1 MB (ratio and total pass); its data inflates to 500 MB.
    const liar = await zipBomb(500 * 1024 * 1024, 1024 * 1024);
    const sheet = checkXlsxZip(liar).find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
    if (!sheet) throw new Error('the bomb has no sheet');
    const before = process.memoryUsage().arrayBuffers;
    const error = await asyncRejection(() => readAll(liar, sheet));
    expect(error).toMatchObject({ statusCode: 400, errorCode: 'import-too-large' });
    expect(error.message).toMatch(/unpacks to more than it declares/);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('inflates no more than its reader takes', async () => {
    const bomb = await zipBomb(20 * 1024 * 1024, 20 * 1024 * 1024 - 4096);
    const sheet = checkXlsxZip(bomb, { ...xlsxZipLimits, maxCompressionRatio: 10_000 }).find(
      (entry) => entry.name === 'xl/worksheets/sheet1.xml',
    );
    if (!sheet) throw new Error('the bomb has no sheet');
    let bytes = 0;
    for await (const chunk of entryContent(bomb, sheet)) {
      bytes += chunk.length;
      if (bytes >= 64 * 1024) break;
    }
    expect(bytes).toBeLessThan(128 * 1024);
  });

  it('refuses data that is not deflate', async () => {
    const garbage: ZipEntrySpec = {
      name: 'xl/workbook.xml',
      data: Buffer.from([0xff, 0xff, 0xff, 0xff]),
      method: 8,
      uncompressedSize: 10,
    };
    const file = buildZip([garbage]);
    const [entry] = checkXlsxZip(file) as [ZipEntry];
    expect((await asyncRejection(() => readAll(file, entry))).errorCode).toBe('import-not-xlsx');
  });

  it('hands on a stored entry as it is, and refuses one whose sizes differ', async () => {
    const text = Buffer.from('<workbook/>'.repeat(20_000));
    const stored = buildZip([
      { name: 'xl/workbook.xml', data: text, method: 0, uncompressedSize: text.length },
    ]);
    const [entry] = checkXlsxZip(stored) as [ZipEntry];
    expect(await readAll(stored, entry)).toBe(text.length);
    const damaged = buildZip([
      { name: 'xl/workbook.xml', data: text, method: 0, uncompressedSize: text.length - 1 },
    ]);
    const [wrong] = checkXlsxZip(damaged) as [ZipEntry];
    expect((await asyncRejection(() => readAll(damaged, wrong))).errorCode).toBe('import-not-xlsx');
  });
});
