import { maxImportFileBytes } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { idsHeader, linesOf, useExcelSuite } from '../../test-support/cart-excel-kit.ts';
import { cuKey, type DemoVariant } from '../../test-support/cart-kit.ts';
import { setOnHand } from '../../test-support/order-kit.ts';
import { heavyWorkbook, workbookAroundSheet, workbookOf } from '../../test-support/xlsx-fixture.ts';
import { cartSheetLimits } from './read-cart-workbook.ts';

/**
 * Issue 16: an upload of at most 2 MB could make the API parse 786,432 cells (19.5 MB of XML) before any
 * limit was looked at. Now the import reads no more than its limits allow, stops at the first one exceeded
 * and runs only a few at once (ADR 33).
 */

const { shared, fixtures, stockCartWith, importCart } = useExcelSuite();

describe('ImportCart reads no more than its limits', () => {
  it('refuses the 2 MB workbook of 48 × 16,384 cells from its declared sheet size, naming the limit', async () => {
    const file = heavyWorkbook();
    expect(file.length).toBeLessThanOrEqual(maxImportFileBytes);
    const response = await importCart(fixtures.dealer, { file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'import-too-large',
      type: 'ValidationException',
      message: 'The file is too large to import: the worksheet unpacks to 18.6 MB, at most 4 MB',
    });
  });

  it('stops a sheet within the size limit at the first cell beyond column 30', async () => {
    const response = await importCart(fixtures.dealer, { file: heavyWorkbook(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file is too large to import: row 1 uses column 31, at most 30 columns',
    );
  });

  it('counts cells as stored: the same cell written 30,031 times is refused', async () => {
    const cells = Array.from({ length: 30_030 }, (_, index) => `<c r="A2"><v>${index}</v></c>`);
    const file = workbookAroundSheet(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Quantity</t></is></c></row><row r="2">${cells.join('')}</row>`,
    );
    const response = await importCart(fixtures.dealer, { file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'import-too-large',
      message:
        'The file is too large to import: the sheet has more than 30030 cells, at most 30030 (1001 rows × 30 columns)',
    });
  });

  it('imports a workbook just within the limits: a header and 1,000 lines of 30 columns', async () => {
    const notes = Array.from({ length: 26 }, (_, index) => `Note ${index + 1}`);
    const rows = Array.from({ length: 1000 }, (_, index) => {
      const variant = fixtures.stockVariants[index % fixtures.stockVariants.length] as DemoVariant;
      return [
        variant.productId,
        variant.variantId,
        'CU',
        1,
        ...notes.map((note) => `${note} of row ${index}`),
      ];
    });
    const file = await workbookOf([[...idsHeader, ...notes], ...rows]);
    await stockCartWith([]);
    // Enough stock for 250 of each: a Stock cart takes no more than stock delivers (issue 28).
    for (const variant of fixtures.stockVariants) await setOnHand(shared.app, variant.variantId, 1000);
    const response = await importCart(fixtures.dealer, { file, overrideCart: true });
    expect(response.statusCode).toBe(200);
    // Rows naming the same item add up: 1,000 rows over four variants.
    const quantity = 1000 / fixtures.stockVariants.length;
    expect(linesOf(response.json().cart)).toEqual(
      expect.arrayContaining(fixtures.stockVariants.map((variant) => ({ ...cuKey(variant), quantity }))),
    );
    expect(response.json().cart.lines).toHaveLength(fixtures.stockVariants.length);
  });
});

describe('ImportCart runs a few at a time', () => {
  it('answers 503 import-busy with Retry-After while every slot is taken, and imports once one is free', async () => {
    const [variant] = fixtures.stockVariants as [DemoVariant];
    const file = await workbookOf([idsHeader, [variant.productId, variant.variantId, 'CU', 1]]);
    // Two imports running (the default limit per process), held open until released.
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { cartImports } = shared.app.services;
    const held = [cartImports.run(() => running), cartImports.run(() => running)];
    try {
      const busy = await importCart(fixtures.dealer, { file });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json()).toMatchObject({
        errorCode: 'import-busy',
        type: 'ServiceUnavailableException',
        message: 'Too many cart imports are running (at most 2 at once); try again in 2 seconds',
      });
    } finally {
      release();
      await Promise.all(held);
    }
    await stockCartWith([]);
    const after = await importCart(fixtures.dealer, { file, overrideCart: true });
    expect(after.statusCode).toBe(200);
    expect(linesOf(after.json().cart)).toEqual([{ ...cuKey(variant), quantity: 1 }]);
  });
});

describe('ImportCart documents its bounds', () => {
  it('states the sheet limits and the busy answer in its definition', () => {
    const { description, errors } = endpoints.cart.importCart;
    expect(description).toContain(
      `${cartSheetLimits.maxPartBytes / 1024 / 1024} MB unpacked for the first worksheet and for its shared strings, ` +
        `${cartSheetLimits.maxCells} cells (${cartSheetLimits.maxRows} rows × ${cartSheetLimits.maxColumns} columns)`,
    );
    expect(description).toContain('503 import-busy with Retry-After');
    expect(errors).toContain('import-busy');
  });
});
