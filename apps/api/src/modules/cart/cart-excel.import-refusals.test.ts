import { describe, expect, it } from 'vitest';
import { idsHeader, linesOf, useExcelSuite } from '../../test-support/cart-excel-kit.ts';
import type { DemoVariant } from '../../test-support/cart-kit.ts';
import { workbookOf, zipBomb } from '../../test-support/xlsx-fixture.ts';

const { carts, fixtures, stockCartWith, importCart } = useExcelSuite();

describe('ImportCart refuses bad files', () => {
  it('rejects a zip bomb with 400 from the zip directory, before anything is inflated', async () => {
    const bomb = await zipBomb();
    const before = process.memoryUsage().arrayBuffers;
    const response = await importCart(fixtures.dealer, { file: bomb });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'import-too-large', type: 'ValidationException' });
    // Its 500 MB were never inflated: memory grew by little more than the upload.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);

    // A real file gets through the same guard.
    const [a] = fixtures.stockVariants as [DemoVariant];
    await stockCartWith([]);
    const file = await workbookOf([idsHeader, [a.productId, a.variantId, 'CU', 1]]);
    expect((await importCart(fixtures.dealer, { file })).statusCode).toBe(200);
  });

  it('rejects what is not an xlsx, a missing file, a bad area and a file above 2 MB', async () => {
    const csv = await importCart(fixtures.dealer, { file: Buffer.from('Product id;Quantity\nNL10001;2\n') });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errorCode).toBe('import-not-xlsx');

    const missing = await importCart(fixtures.dealer, { file: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/file is required/);

    const file = await workbookOf([idsHeader]);
    const badArea = await importCart(fixtures.dealer, { file, area: 'b2b' });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().message).toMatch(/area must be JSON/);
    const badOverride = await importCart(fixtures.dealer, { file, overrideCart: 'yes' });
    expect(badOverride.json().message).toMatch(/overrideCart must be 'true' or 'false'/);

    const huge = await importCart(fixtures.dealer, { file: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      errorCode: 'import-file-too-large',
      message: 'The file is larger than 2 MB',
    });
  });

  it('rejects more than 1,000 lines and more than 30 columns', async () => {
    const [a] = fixtures.stockVariants as [DemoVariant];
    const rows = Array.from({ length: 1001 }, () => [a.productId, a.variantId, 'CU', 1]);
    const long = await importCart(fixtures.dealer, { file: await workbookOf([idsHeader, ...rows]) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'import-too-large' });
    expect(long.json().message).toMatch(/1002 rows/);

    const wide = [...idsHeader, ...Array.from({ length: 27 }, (_, index) => `Note ${index + 1}`)];
    const wideRow = [a.productId, a.variantId, 'CU', 1, ...Array.from({ length: 27 }, () => 'x')];
    const tooWide = await importCart(fixtures.dealer, { file: await workbookOf([wide, wideRow]) });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toMatch(/column 31, at most 30/);
  });

  it('lists every bad row with its row number and column, and leaves the cart unchanged', async () => {
    const [a, b] = fixtures.stockVariants as [DemoVariant, DemoVariant];
    const before = await stockCartWith([[b, 2]]);
    const file = await workbookOf([
      idsHeader,
      [a.productId, a.variantId, 'CU', 4],
      ['NOPE-1', 'NOPE-1-x', 'CU', 1],
      [a.productId, `${a.productId}-nope`, 'CU', 1],
      [a.productId, a.variantId, 'XX', 1],
      [a.productId, a.variantId, 'CU', -2],
      [a.productId, a.variantId, 'CU', 0],
      [a.productId, a.variantId, 'CU', 1.5],
      [a.productId, a.variantId, 'CU', 'many'],
      [fixtures.preorderOnly.productId, fixtures.preorderOnly.variantId, 'CU', 1],
      [],
      [a.productId, '', 'CU', 1],
    ]);
    const response = await importCart(fixtures.dealer, { file, overrideCart: true });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ errorCode: 'import-failed', type: 'ValidationException' });
    expect(body.message).toBe('9 rows could not be imported; nothing was imported');
    expect(body.rowErrors).toEqual([
      { row: 3, column: 'Product id', message: 'Unknown product NOPE-1' },
      { row: 4, column: 'Variant id', message: expect.stringMatching(/has no variant .*-nope/) },
      { row: 5, column: 'Unit', message: expect.stringMatching(/is not sold in unit XX \(units: CU/) },
      { row: 6, column: 'Quantity', message: 'Quantity must be at least 1, not -2' },
      { row: 7, column: 'Quantity', message: 'Quantity must be at least 1, not 0' },
      { row: 8, column: 'Quantity', message: 'Quantity must be a whole number, not 1.5' },
      { row: 9, column: 'Quantity', message: 'Quantity must be a number, not "many"' },
      { row: 10, column: 'Variant id', message: expect.stringMatching(/cannot be ordered in a Stock cart/) },
      { row: 12, column: 'Variant id', message: `Variant id is required for product ${a.productId}` },
    ]);
    const after = await carts.get(fixtures.dealer, before.cartId);
    expect(linesOf(after)).toEqual(linesOf(before));
    expect(after.version).toBe(before.version);
  });

  it('names missing columns and refuses a file without lines', async () => {
    const noColumns = await importCart(fixtures.dealer, {
      file: await workbookOf([
        ['Name', 'Quantity'],
        ['Dress', 1],
      ]),
    });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().rowErrors).toEqual([
      { row: 1, column: null, message: expect.stringMatching(/^The first row must name the columns/) },
    ]);
    const empty = await importCart(fixtures.dealer, { file: await workbookOf([idsHeader]) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'import-failed',
      message: 'The file holds no lines to import',
      rowErrors: [],
    });
  });
});
