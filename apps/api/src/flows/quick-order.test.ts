import type { Cart, QuickOrderResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { productCachePrefix } from '../modules/catalog/index.ts';
import { ask, read } from '../test-support/customer-center-kit.ts';
import { areaInfo, setOnHand, visitorToken } from '../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../test-support/test-app.ts';

const shared = useSharedTestApp();
const cart = endpoints.cart;

type Item = {
  productId: string;
  variantId: string;
  number: string;
  colorCode: string;
  size: string;
  ean: string;
};

let app: FastifyInstance;
let dealer: string;
/** 20 sizes of the demo catalogue, each colour stock-orderable with stock on hand. */
let items: Item[];

async function sellFromStock(item: Item, allowStockOrder = true) {
  await app.db.execute(sql`UPDATE product_colors SET allow_stock_order = ${allowStockOrder},
      allow_presale = ${!allowStockOrder}, has_stock = ${allowStockOrder}
    WHERE product_id = ${item.productId} AND color_code = ${item.colorCode}`);
  await setOnHand(app, item.variantId, 1_000);
}

async function openCarts(token: string): Promise<Partial<Record<string, Cart>>> {
  const { carts } = await read(app, cart.getCartsBySearch, { body: { area: areaInfo } }, token);
  return Object.fromEntries((carts as Cart[]).map((c) => [c.orderType, c]));
}

async function emptyCarts(token: string) {
  for (const open of Object.values(await openCarts(token))) {
    if (!open || open.lines.length === 0) continue;
    await read(app, cart.emptyCart, { body: { area: areaInfo, cartId: open.cartId } }, token);
  }
}

const quickOrder = (text: string, token = dealer): Promise<QuickOrderResponse> =>
  read(app, cart.quickOrder, { body: { area: areaInfo, text } }, token);

beforeAll(async () => {
  app = shared.app;
  dealer = await loginAs(app, 'dealer@nordlys.demo');
  items = await queryRows<Item>(
    app.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.number, v.color_code AS "colorCode", v.size,
          v.ean
        FROM variants v JOIN products p ON p.id = v.product_id
        ORDER BY v.product_id, v.color_code, v.id LIMIT 20`,
  );
  for (const item of items) await sellFromStock(item);
  await app.cache.deleteByPrefix(productCachePrefix);
});

beforeEach(() => emptyCarts(dealer));

describe('quick order', () => {
  it('adds the 18 good rows of 20 pasted from Excel and lists the 2 bad ones with their problems', async () => {
    const rows = items.slice(0, 18).map((item, i) =>
      // Every other row by EAN (size left empty), the rest by style number and colour.
      i % 2 === 0 ? `${item.ean}\t\t${i + 1}` : `${item.number}-${item.colorCode}\t${item.size}\t${i + 1}`,
    );
    rows.splice(5, 0, 'NL-NO-SUCH-STYLE\t110\t2');
    rows.splice(12, 0, `${items[18]?.ean}\t\t0`);
    const answer = await quickOrder(['Item number\tSize\tQuantity', ...rows].join('\r\n'));

    expect(answer.added).toHaveLength(18);
    expect(answer.rowErrors).toEqual([
      { row: 7, text: 'NL-NO-SUCH-STYLE\t110\t2', problem: 'unknown-item' },
      { row: 14, text: `${items[18]?.ean}\t\t0`, problem: 'quantity' },
    ]);
    const stock = (await openCarts(dealer)).Stock;
    expect(stock?.lines).toHaveLength(18);
    const quantities = Object.fromEntries(
      stock?.lines.map((l) => [l.productKey.variantId, l.quantity]) ?? [],
    );
    items.slice(0, 18).forEach((item, i) => {
      expect(quantities[item.variantId]).toBe(i + 1);
    });
  });

  it('puts each row into the basket its colour picks and reads CSV with the colour in its own column', async () => {
    const stocked = items[0] as Item;
    const presold = items.find(
      (item) => item.productId !== stocked.productId || item.colorCode !== stocked.colorCode,
    ) as Item;
    await sellFromStock(presold, false);
    await app.cache.deleteByPrefix(productCachePrefix);
    const answer = await quickOrder(
      `"${stocked.number}";"${stocked.colorCode}";"${stocked.size}";"3"\n${presold.ean};${presold.size};4`,
    );
    expect(answer.rowErrors).toEqual([]);
    expect(answer.added.map((line) => [line.variantId, line.orderType, line.quantity])).toEqual([
      [stocked.variantId, 'Stock', 3],
      [presold.variantId, 'Preorder', 4],
    ]);
    const carts = await openCarts(dealer);
    expect(carts.Preorder?.lines.map((line) => line.productKey.variantId)).toEqual([presold.variantId]);
    await sellFromStock(presold);
    await app.cache.deleteByPrefix(productCachePrefix);
  });

  it('names a wrong size, a wrong colour and an EAN whose size differs, and adds nothing for them', async () => {
    const [item] = items as [Item];
    const answer = await quickOrder(
      [
        `${item.number}-${item.colorCode};XXL-NOPE;1`,
        `${item.number}-nocolour;${item.size};1`,
        `${item.ean};NOPE;1`,
      ].join('\n'),
    );
    expect(answer.added).toEqual([]);
    expect(answer.rowErrors.map((error) => error.problem)).toEqual([
      'unknown-size',
      'unknown-color',
      'size-mismatch',
    ]);
    expect((await openCarts(dealer)).Stock?.lines ?? []).toEqual([]);
  });

  it('is refused for visitors and anonymous callers, and a bad body is a 400 naming the field', async () => {
    expect(
      (await ask(app, cart.quickOrder, { body: { area: areaInfo, text: 'x;1;1' } }, null)).statusCode,
    ).toBe(401);
    const visitor = await visitorToken(app);
    expect(
      (await ask(app, cart.quickOrder, { body: { area: areaInfo, text: 'x;1;1' } }, visitor)).statusCode,
    ).toBe(403);
    for (const body of [
      { area: areaInfo },
      { area: areaInfo, text: 42 },
      { area: areaInfo, text: 'x'.repeat(100_001) },
    ]) {
      const response = await ask(app, cart.quickOrder, { body }, dealer);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/text/);
    }
  });
});

describe('size × colour grid', () => {
  it("adds every cell in one call, each into its colour's basket, and answers the cells it could not add", async () => {
    const product = await queryRows<{ productId: string; colors: string[] }>(
      app.db,
      sql`SELECT product_id AS "productId", array_agg(DISTINCT color_code) AS colors FROM variants
          GROUP BY product_id HAVING count(DISTINCT color_code) >= 2 ORDER BY product_id LIMIT 1`,
    );
    const { productId, colors } = product[0] ?? { productId: '', colors: [] };
    const cells = await queryRows<Item>(
      app.db,
      sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.number, v.color_code AS "colorCode", v.size, v.ean
          FROM variants v JOIN products p ON p.id = v.product_id
          WHERE v.product_id = ${productId} AND v.color_code IN (${colors[0]}, ${colors[1]}) ORDER BY v.id`,
    );
    for (const cell of cells) await sellFromStock(cell, cell.colorCode === colors[0]);
    await app.cache.deleteByPrefix(productCachePrefix);

    const answer: QuickOrderResponse = await read(
      app,
      cart.addGridLines,
      {
        body: {
          area: areaInfo,
          productId,
          unitId: 'CU',
          lines: [
            ...cells.map((cell) => ({ variantId: cell.variantId, quantity: 2 })),
            { variantId: 'nope', quantity: 1 },
          ],
        },
      },
      dealer,
    );
    expect(answer.added).toHaveLength(cells.length);
    expect(answer.rowErrors).toEqual([
      { row: cells.length + 1, text: 'nope × 1', problem: 'variant-not-sold' },
    ]);
    const carts = await openCarts(dealer);
    const stockColors = new Set(carts.Stock?.lines.map((line) => line.productKey.variantId));
    const preorderColors = new Set(carts.Preorder?.lines.map((line) => line.productKey.variantId));
    for (const cell of cells) {
      expect((cell.colorCode === colors[0] ? stockColors : preorderColors).has(cell.variantId)).toBe(true);
    }
    const missing = await ask(
      app,
      cart.addGridLines,
      { body: { area: areaInfo, productId: 'NL-NO-SUCH', lines: [{ variantId: 'x', quantity: 1 }] } },
      dealer,
    );
    expect(missing.statusCode).toBe(404);
  });
});
