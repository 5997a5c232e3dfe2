import type { Cart } from '@shop/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, useSharedTestApp } from '../../test/helper.ts';
import {
  area,
  caller,
  cartCalls,
  cuKey,
  type DemoVariant,
  findVariants,
  visitorToken,
} from './cart-test-kit.ts';
import { workbookOf, zipBomb } from './xlsx-test-files.ts';

const shared = useSharedTestApp();
const carts = cartCalls(caller(() => shared.app));

type ImportFields = {
  orderType?: string;
  overrideCart?: boolean | string;
  area?: string;
  file?: Buffer | null;
};

function importCart(token: string | null, fields: ImportFields) {
  const form = new FormData();
  form.set('area', fields.area ?? JSON.stringify(area));
  form.set('orderType', fields.orderType ?? 'Stock');
  form.set('overrideCart', String(fields.overrideCart ?? false));
  if (fields.file) form.set('file', new Blob([fields.file]), 'cart.xlsx');
  return shared.app.inject({
    method: 'POST',
    url: '/api/Cart/ImportCart',
    payload: form,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

function exportCart(token: string | null, cartId: string) {
  return shared.app.inject({
    method: 'GET',
    url: '/api/Cart/ExportCartAsExcel',
    query: { Area: area.areaId, Id: cartId },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The cart's lines as comparable facts: product key and quantity, in a stable order. */
const linesOf = (cart: Cart) =>
  cart.lines
    .map((line) => ({ ...line.productKey, quantity: line.quantity }))
    .sort((a, b) => `${a.productId}|${a.variantId}`.localeCompare(`${b.productId}|${b.variantId}`));

let dealer: string;
let stockVariants: DemoVariant[];
let preorderOnly: DemoVariant;

/** The dealer's open Stock cart, emptied, then holding the given lines. */
async function stockCartWith(lines: Array<[DemoVariant, number]>): Promise<Cart> {
  const cart = await carts.open(dealer, 'Stock');
  await carts.empty(dealer, cart.cartId);
  if (lines.length === 0) return carts.get(dealer, cart.cartId);
  const items = lines.map(([variant, quantity]) => ({ productKey: cuKey(variant), quantity }));
  return carts.add(dealer, cart.cartId, items);
}

const idsHeader = ['Product id', 'Variant id', 'Unit', 'Quantity'];

beforeAll(async () => {
  dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
  const stockable = await findVariants(shared.app, { allowStockOrder: true });
  // Variants of different products, so every line is its own.
  stockVariants = [...new Map(stockable.map((variant) => [variant.productId, variant])).values()].slice(0, 4);
  const [presaleOnly] = await findVariants(shared.app, { allowStockOrder: false, allowPresale: true });
  if (stockVariants.length < 4 || !presaleOnly)
    throw new Error('the demo data lacks the variants these tests need');
  preorderOnly = presaleOnly;
});

describe('ExportCartAsExcel → ImportCart', () => {
  it('exports the cart with prices, and importing the file gives the same lines', async () => {
    const [a, b, c] = stockVariants as [DemoVariant, DemoVariant, DemoVariant];
    const before = await stockCartWith([
      [a, 2],
      [b, 5],
      [c, 1],
    ]);
    await carts.calculate(dealer, before.cartId);

    const exported = await exportCart(dealer, before.cartId);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="cart-stock-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''cart-stock-/,
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

    await carts.empty(dealer, before.cartId);
    const imported = await importCart(dealer, { file: exported.rawPayload });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().cart.cartId).toBe(before.cartId);
    expect(linesOf(imported.json().cart)).toEqual(linesOf(before));
  });

  it('adds the quantities without overrideCart and replaces every line with it', async () => {
    const [a, b, c] = stockVariants as [DemoVariant, DemoVariant, DemoVariant];
    const file = await workbookOf([
      idsHeader,
      [a.productId, a.variantId, 'CU', 3],
      [b.productId, b.variantId, 'CU', 1],
    ]);

    await stockCartWith([
      [a, 2],
      [c, 4],
    ]);
    const added = await importCart(dealer, { file, overrideCart: false });
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
    const replaced = await importCart(dealer, { file, overrideCart: true });
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
    const [a] = stockVariants as [DemoVariant];
    // The line's product snapshot says what a person would type: number, colour code, size.
    const product = (await stockCartWith([[a, 1]])).lines[0]!.product!;
    await stockCartWith([]);

    const file = await workbookOf([
      ['Varenummer', 'Farvekode', 'Størrelse', 'Antal'],
      [product.number, product.colorCode.toUpperCase(), product.size, 2],
      [product.number, product.colorCode, product.size, '3'],
    ]);
    const imported = await importCart(dealer, { file });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(linesOf(imported.json().cart)).toEqual([{ ...cuKey(a), quantity: 5 }]);
  });
});

describe('ImportCart refuses bad files', () => {
  it('rejects a zip bomb with 400 before exceljs is called', async () => {
    const load = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    try {
      const response = await importCart(dealer, { file: await zipBomb() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'import-too-large', type: 'ValidationException' });
      expect(load).not.toHaveBeenCalled();

      // The spy does see exceljs when a file gets that far.
      const [a] = stockVariants as [DemoVariant];
      await stockCartWith([]);
      const file = await workbookOf([idsHeader, [a.productId, a.variantId, 'CU', 1]]);
      load.mockClear();
      expect((await importCart(dealer, { file })).statusCode).toBe(200);
      expect(load).toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('rejects what is not an xlsx, a missing file, a bad area and a file above 2 MB', async () => {
    const csv = await importCart(dealer, { file: Buffer.from('Product id;Quantity\nNL10001;2\n') });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errorCode).toBe('import-not-xlsx');

    const missing = await importCart(dealer, { file: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/file is required/);

    const file = await workbookOf([idsHeader]);
    const badArea = await importCart(dealer, { file, area: 'b2b' });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().message).toMatch(/area must be JSON/);
    const badOverride = await importCart(dealer, { file, overrideCart: 'yes' });
    expect(badOverride.json().message).toMatch(/overrideCart must be 'true' or 'false'/);

    const huge = await importCart(dealer, { file: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      errorCode: 'import-file-too-large',
      message: 'The file is larger than 2 MB',
    });
  });

  it('rejects more than 1,000 lines and more than 30 columns', async () => {
    const [a] = stockVariants as [DemoVariant];
    const rows = Array.from({ length: 1001 }, () => [a.productId, a.variantId, 'CU', 1]);
    const long = await importCart(dealer, { file: await workbookOf([idsHeader, ...rows]) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'import-too-large' });
    expect(long.json().message).toMatch(/1002 rows/);

    const wide = [...idsHeader, ...Array.from({ length: 27 }, (_, index) => `Note ${index + 1}`)];
    const wideRow = [a.productId, a.variantId, 'CU', 1, ...Array.from({ length: 27 }, () => 'x')];
    const tooWide = await importCart(dealer, { file: await workbookOf([wide, wideRow]) });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toMatch(/column 31, at most 30/);
  });

  it('lists every bad row with its row number and column, and leaves the cart unchanged', async () => {
    const [a, b] = stockVariants as [DemoVariant, DemoVariant];
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
      [preorderOnly.productId, preorderOnly.variantId, 'CU', 1],
      [],
      [a.productId, '', 'CU', 1],
    ]);
    const response = await importCart(dealer, { file, overrideCart: true });
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
    const after = await carts.get(dealer, before.cartId);
    expect(linesOf(after)).toEqual(linesOf(before));
    expect(after.version).toBe(before.version);
  });

  it('names missing columns and refuses a file without lines', async () => {
    const noColumns = await importCart(dealer, {
      file: await workbookOf([
        ['Name', 'Quantity'],
        ['Dress', 1],
      ]),
    });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().rowErrors).toEqual([
      { row: 1, column: null, message: expect.stringMatching(/^The first row must name the columns/) },
    ]);
    const empty = await importCart(dealer, { file: await workbookOf([idsHeader]) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'import-failed',
      message: 'The file holds no lines to import',
      rowErrors: [],
    });
  });
});

describe('the OpenAPI document', () => {
  it('documents ImportCart as multipart with its four fields and the export as an xlsx download', async () => {
    const document = (await shared.app.inject({ url: '/api/docs/json' })).json();
    const importBody =
      document.paths['/api/Cart/ImportCart'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(importBody.properties).sort()).toEqual(['area', 'file', 'orderType', 'overrideCart']);
    expect(importBody.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(importBody.properties.area.type).toBe('string');
    const exportAnswer = document.paths['/api/Cart/ExportCartAsExcel'].get.responses['200'];
    expect(Object.keys(exportAnswer.content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});

describe('who may export and import', () => {
  it("refuses another customer's cart, an unknown cart and a caller without a token", async () => {
    const other = await loginAs(shared.app, 'haendler@nordlys.demo');
    const theirs = await carts.open(other, 'Stock');
    const stranger = await exportCart(dealer, theirs.cartId);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().type).toBe('NotCartOwnerException');
    expect((await exportCart(dealer, 'no-such-cart')).statusCode).toBe(404);
    expect((await exportCart(null, theirs.cartId)).statusCode).toBe(401);
    const file = await workbookOf([idsHeader]);
    expect((await importCart(null, { file })).statusCode).toBe(401);
  });

  it("lets a visitor export and import their own cart, into the visitor's cart only", async () => {
    const visitor = await visitorToken(shared.app);
    const [a] = stockVariants as [DemoVariant];
    const cart = await carts.open(visitor, 'Stock');
    const withLine = await carts.add(visitor, cart.cartId, [{ productKey: cuKey(a), quantity: 2 }]);
    const exported = await exportCart(visitor, cart.cartId);
    expect(exported.statusCode).toBe(200);
    expect((await exportCart(dealer, cart.cartId)).statusCode).toBe(403);

    const imported = await importCart(visitor, { file: exported.rawPayload, overrideCart: true });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().cart.cartId).toBe(cart.cartId);
    expect(linesOf(imported.json().cart)).toEqual(linesOf(withLine));
  });
});
