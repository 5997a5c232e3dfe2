import type { Cart } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { idsHeader, linesOf, useExcelSuite } from '../../test-support/cart-excel-kit.ts';
import { cuKey, type DemoVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { workbookOf } from '../../test-support/xlsx-fixture.ts';
import { maxImportColumns, maxImportRows } from './read-cart-workbook.ts';
import { xlsxZipLimits } from './xlsx-zip-guard.ts';

const { shared, carts, fixtures, stockCartWith, importCart, exportCart } = useExcelSuite();

describe('ExportCartAsExcel → ImportCart', () => {
  it('exports the cart with prices, and importing the file gives the same lines', async () => {
    const [a, b, c] = fixtures.stockVariants as [DemoVariant, DemoVariant, DemoVariant];
    const before = await stockCartWith([
      [a, 2],
      [b, 5],
      [c, 1],
    ]);
    await carts.calculate(fixtures.dealer, before.cartId);

    const exported = await exportCart(fixtures.dealer, before.cartId);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="cart-stock-order-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''cart-stock-order-/,
    );
    expect(exported.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Product number');
    expect(sheet.actualRowCount).toBe(4);
    const firstLine = sheet.getRow(2);
    expect(firstLine.getCell(7).value).toBe(2);
    expect(typeof firstLine.getCell(8).value).toBe('number');
    expect(firstLine.getCell(10).value).toBe('DKK');

    await carts.empty(fixtures.dealer, before.cartId);
    const imported = await importCart(fixtures.dealer, { file: exported.rawPayload });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().cart.cartId).toBe(before.cartId);
    expect(linesOf(imported.json().cart)).toEqual(linesOf(before));
  });

  it('adds the quantities without overrideCart and replaces every line with it', async () => {
    const [a, b, c] = fixtures.stockVariants as [DemoVariant, DemoVariant, DemoVariant];
    const file = await workbookOf([
      idsHeader,
      [a.productId, a.variantId, 'CU', 3],
      [b.productId, b.variantId, 'CU', 1],
    ]);

    await stockCartWith([
      [a, 2],
      [c, 4],
    ]);
    const added = await importCart(fixtures.dealer, { file, overrideCart: false });
    expect(added.statusCode, added.body).toBe(200);
    expect(linesOf(added.json().cart)).toEqual(
      linesOf({
        lines: [
          { productKey: cuKey(a, 'CU'), quantity: 5 },
          { productKey: cuKey(b, 'CU'), quantity: 1 },
          { productKey: cuKey(c, 'CU'), quantity: 4 },
        ],
      } as Cart),
    );

    await stockCartWith([
      [a, 2],
      [c, 4],
    ]);
    const replaced = await importCart(fixtures.dealer, { file, overrideCart: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(linesOf(replaced.json().cart)).toEqual(
      linesOf({
        lines: [
          { productKey: cuKey(a, 'CU'), quantity: 3 },
          { productKey: cuKey(b, 'CU'), quantity: 1 },
        ],
      } as Cart),
    );
  });

  it('finds items by product number, colour code and size, and sums rows naming the same item', async () => {
    const [a] = fixtures.stockVariants as [DemoVariant];
    // The line's product snapshot says what a person would type: number, colour code, size.
    const product = (await stockCartWith([[a, 1]])).lines[0]!.product!;
    await stockCartWith([]);

    const file = await workbookOf([
      ['Varenummer', 'Farvekode', 'Størrelse', 'Antal'],
      [product.number, product.colorCode.toUpperCase(), product.size, 2],
      [product.number, product.colorCode, product.size, '3'],
    ]);
    const imported = await importCart(fixtures.dealer, { file });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(linesOf(imported.json().cart)).toEqual([{ ...cuKey(a), quantity: 5 }]);
  });
});

describe('the OpenAPI document', () => {
  it('documents ImportCart as multipart with its four fields and the export as an xlsx download', async () => {
    const document = (await shared.app.inject({ url: '/api/docs/json' })).json();
    const importBody =
      document.paths[endpoints.cart.importCart.path].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(importBody.properties).sort()).toEqual(['area', 'file', 'orderType', 'overrideCart']);
    expect(importBody.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(importBody.properties.area.type).toBe('string');
    const exportAnswer = document.paths[endpoints.cart.exportCartAsExcel.path].get.responses['200'];
    expect(Object.keys(exportAnswer.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it("states the import limits ImportCart's guards apply", () => {
    const { maxEntries, maxTotalUncompressedBytes, maxCompressionRatio } = xlsxZipLimits;
    expect(endpoints.cart.importCart.description).toContain(
      `Limits: ${maxImportRows} lines, ${maxImportColumns} columns, ${maxEntries} zip entries, ` +
        `${maxTotalUncompressedBytes / 1024 / 1024} MB unpacked, compression ${maxCompressionRatio}:1`,
    );
  });
});

describe('who may export and import', () => {
  it("refuses another customer's cart, an unknown cart and a caller without a token", async () => {
    const other = await loginAs(shared.app, 'haendler@nordlys.demo');
    const theirs = await carts.open(other, 'Stock');
    const stranger = await exportCart(fixtures.dealer, theirs.cartId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().type).toBe('NotCartOwnerException');
    expect((await exportCart(fixtures.dealer, 'no-such-cart')).statusCode).toBe(404);
    expect((await exportCart(null, theirs.cartId)).statusCode).toBe(401);
    const file = await workbookOf([idsHeader]);
    expect((await importCart(null, { file })).statusCode).toBe(401);
  });

  it("lets a visitor export and import their own cart, into the visitor's cart only", async () => {
    const visitor = await visitorToken(shared.app);
    const [a] = fixtures.stockVariants as [DemoVariant];
    const cart = await carts.open(visitor, 'Stock');
    const withLine = await carts.add(visitor, cart.cartId, [{ productKey: cuKey(a), quantity: 2 }]);
    const exported = await exportCart(visitor, cart.cartId);
    expect(exported.statusCode).toBe(200);
    expect((await exportCart(fixtures.dealer, cart.cartId)).statusCode).toBe(403);

    const imported = await importCart(visitor, { file: exported.rawPayload, overrideCart: true });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().cart.cartId).toBe(cart.cartId);
    expect(linesOf(imported.json().cart)).toEqual(linesOf(withLine));
  });
});
