import type { Cart, CartLine, ReorderOrderResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi } from '../../test-support/call-api.ts';
import { actFor, ask, placeOrder, read } from '../../test-support/customer-center-kit.ts';
import {
  addToOpenCart,
  areaInfo,
  setOnHand,
  stockVariants,
  type Variant,
  visitorToken,
} from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { productCachePrefix } from '../catalog/index.ts';
import { priceRulesCachePrefix } from '../pricing/load-price-rules.ts';

const shared = useSharedTestApp();
const reorder = endpoints.customerCenter.reorderOrder;
const cartCalls = endpoints.cart;

let app: FastifyInstance;
let dealerA: string;
let dealerB: string;
/** Stock variants of nine different products, each colour stock-orderable with stock on hand. */
let products: Variant[];

/** `count` stock variants of different products (the demo lists several sizes per product). */
async function differentProducts(count: number): Promise<Variant[]> {
  const picked: Variant[] = [];
  for (const variant of await stockVariants(app, 200)) {
    if (picked.some((seen) => seen.productId === variant.productId)) continue;
    picked.push(variant);
    if (picked.length === count) return picked;
  }
  throw new Error(`fewer than ${count} stock-orderable products`);
}

/** Set the order flags of a variant's colour, as a catalogue update would, and drop the product cache. */
async function setColorFlags(
  variant: Variant,
  flags: { allowStockOrder: boolean; allowPresale: boolean; hasStock: boolean },
) {
  await app.db.execute(sql`UPDATE product_colors SET allow_stock_order = ${flags.allowStockOrder},
      allow_presale = ${flags.allowPresale}, has_stock = ${flags.hasStock}
    WHERE product_id = ${variant.productId}
      AND color_code = (SELECT color_code FROM variants WHERE id = ${variant.variantId})`);
  await app.cache.deleteByPrefix(productCachePrefix);
}

const sellFromStock = (variant: Variant) =>
  setColorFlags(variant, { allowStockOrder: true, allowPresale: false, hasStock: true });

/** The caller's open carts, by order type. */
async function openCarts(token: string): Promise<Partial<Record<string, Cart>>> {
  const { carts } = await read(app, cartCalls.getCartsBySearch, { body: { area: areaInfo } }, token);
  return Object.fromEntries((carts as Cart[]).map((cart) => [cart.orderType, cart]));
}

/** Every open cart of the caller emptied (each test starts from empty carts). */
async function emptyCarts(token: string) {
  for (const cart of Object.values(await openCarts(token))) {
    if (!cart || cart.lines.length === 0) continue;
    await read(app, cartCalls.emptyCart, { body: { area: areaInfo, cartId: cart.cartId } }, token);
  }
}

const lineOf = (cart: Cart | undefined, variant: Variant): CartLine | undefined =>
  cart?.lines.find((line) => line.productKey.variantId === variant.variantId);

async function reorderAs(token: string, orderId: string): Promise<ReorderOrderResponse> {
  return read(app, reorder, { body: { area: areaInfo, orderId } }, token);
}

beforeAll(async () => {
  app = shared.app;
  dealerA = await loginAs(app, 'dealer@nordlys.demo');
  dealerB = await loginAs(app, 'haendler@nordlys.demo');
  products = await differentProducts(9);
  for (const variant of products) {
    await sellFromStock(variant);
    await setOnHand(app, variant.variantId, 100_000);
  }
});

beforeEach(async () => {
  await emptyCarts(dealerA);
});

describe('order again', () => {
  it("puts each line into the cart its colour picks today, adds to the carts' lines, and says what it could not add and why", async () => {
    const [kept, presold, notOrderable, soldOut, short, gone, otherSize, merged] = products as [
      Variant,
      Variant,
      Variant,
      Variant,
      Variant,
      Variant,
      Variant,
      Variant,
    ];
    const orderId = await placeOrder(app, dealerA, [
      { variant: kept, quantity: 5 },
      { variant: presold, quantity: 7 },
      { variant: notOrderable, quantity: 4 },
      { variant: soldOut, quantity: 3 },
      { variant: short, quantity: 9 },
      { variant: gone, quantity: 2 },
      { variant: otherSize, quantity: 6 },
      { variant: merged, quantity: 8 },
    ]);
    // Since the order: one colour is now presold only, one can be ordered neither way, one size sold out,
    // one size has 4 left, one product left the catalogue, one size of a product is no longer made.
    await setColorFlags(presold, { allowStockOrder: false, allowPresale: true, hasStock: false });
    await setColorFlags(notOrderable, { allowStockOrder: false, allowPresale: false, hasStock: false });
    await setOnHand(app, soldOut.variantId, 0);
    await setOnHand(app, short.variantId, 4);
    await app.db.execute(sql`UPDATE order_lines SET product_id = 'NL-RETIRED', variant_id = 'NL-RETIRED-1'
      WHERE order_id = ${orderId} AND line_no = 6`);
    await app.db.execute(sql`UPDATE order_lines SET variant_id = ${`${otherSize.productId}-discontinued`}
      WHERE order_id = ${orderId} AND line_no = 7`);
    // The Stock cart already holds two of one line.
    const stockCart = await addToOpenCart(app, dealerA, 'Stock', merged, 2);

    const answer = await reorderAs(dealerA, orderId);

    const carts = await openCarts(dealerA);
    const stock = carts.Stock as Cart;
    const preorder = carts.Preorder as Cart;
    expect(stock.cartId).toBe(stockCart.cartId);
    expect(answer.orderId).toBe(orderId);
    expect(answer.carts).toEqual([
      { orderType: 'Stock', cartId: stock.cartId, lineCount: 3, quantity: 5 + 4 + 8 },
      { orderType: 'Preorder', cartId: preorder.cartId, lineCount: 1, quantity: 7 },
    ]);
    expect(
      answer.added.map(({ lineNo, orderType, quantity, orderedQuantity, reducedBy }) => ({
        lineNo,
        orderType,
        quantity,
        orderedQuantity,
        reducedBy,
      })),
    ).toEqual([
      { lineNo: 1, orderType: 'Stock', quantity: 5, orderedQuantity: 5, reducedBy: null },
      { lineNo: 2, orderType: 'Preorder', quantity: 7, orderedQuantity: 7, reducedBy: null },
      { lineNo: 5, orderType: 'Stock', quantity: 4, orderedQuantity: 9, reducedBy: 'stock' },
      { lineNo: 8, orderType: 'Stock', quantity: 8, orderedQuantity: 8, reducedBy: null },
    ]);
    expect(answer.notAdded.map(({ lineNo, reason }) => ({ lineNo, reason }))).toEqual([
      { lineNo: 3, reason: 'color-not-orderable' },
      { lineNo: 4, reason: 'out-of-stock' },
      { lineNo: 6, reason: 'product-not-sold' },
      { lineNo: 7, reason: 'variant-not-sold' },
    ]);
    // Lines describe the order as bought, so a refused line still has its name.
    const refusedName = answer.notAdded.find((line) => line.lineNo === 6);
    expect(refusedName).toMatchObject({ productId: 'NL-RETIRED', orderedQuantity: 2 });
    expect(refusedName?.name.length).toBeGreaterThan(0);

    // What the carts hold: the Stock lines (the merged one added to the two already there), the presold one.
    expect(lineOf(stock, kept)?.quantity).toBe(5);
    expect(lineOf(stock, short)?.quantity).toBe(4);
    expect(lineOf(stock, merged)?.quantity).toBe(2 + 8);
    expect(stock.lines.filter((line) => line.type === 'product')).toHaveLength(3);
    expect(preorder.lines.map((line) => [line.productKey.variantId, line.quantity])).toEqual([
      [presold.variantId, 7],
    ]);
    for (const refused of [notOrderable, soldOut]) {
      expect(lineOf(stock, refused)).toBeUndefined();
      expect(lineOf(preorder, refused)).toBeUndefined();
    }
    // Both carts calculate: nothing the carts' rules refuse got in.
    for (const cart of [stock, preorder]) {
      const calculated = await callApi(
        app,
        cartCalls.calculateCart,
        { body: { area: areaInfo, cartId: cart.cartId } },
        { token: dealerA },
      );
      expect(calculated.statusCode, calculated.body).toBe(200);
      expect(calculated.json().validationChanges).toEqual([]);
    }
    await setOnHand(app, soldOut.variantId, 100_000);
    await setOnHand(app, short.variantId, 100_000);
    for (const variant of [presold, notOrderable]) await sellFromStock(variant);
  });

  it("adds again on every call, and prices the lines at today's prices, not the order's", async () => {
    const variant = products[8] as Variant;
    const orderId = await placeOrder(app, dealerA, [{ variant, quantity: 200 }]);
    const { order } = await read(app, endpoints.customerCenter.getOrder, { body: { orderId } }, dealerA);
    const bought = order.lines[0].unitPrice.priceWithoutVat as number;
    await app.db.execute(
      sql`UPDATE price_list_entries SET unit_price = unit_price + 777 WHERE product_id = ${variant.productId}`,
    );
    await app.cache.deleteByPrefix(priceRulesCachePrefix);
    try {
      const first = await reorderAs(dealerA, orderId);
      const cartId = first.carts[0]?.cartId as string;
      const calculated = await read(
        app,
        cartCalls.calculateCart,
        { body: { area: areaInfo, cartId } },
        dealerA,
      );
      const line = lineOf(calculated.cart, variant) as CartLine;
      expect(line.quantity).toBe(200);
      expect(line.unitPrice?.priceWithoutVat).toBe(bought + 777);

      // Pressing again adds the order's quantities once more (the button guards against a double click).
      const second = await reorderAs(dealerA, orderId);
      expect(second.carts).toEqual([{ orderType: 'Stock', cartId, lineCount: 1, quantity: 200 }]);
      expect(lineOf((await openCarts(dealerA)).Stock, variant)?.quantity).toBe(400);
    } finally {
      await app.db.execute(
        sql`UPDATE price_list_entries SET unit_price = unit_price - 777 WHERE product_id = ${variant.productId}`,
      );
      await app.cache.deleteByPrefix(priceRulesCachePrefix);
    }
  });

  it('adds nothing beyond what one cart line may hold, and reports the line', async () => {
    const variant = products[0] as Variant;
    const orderId = await placeOrder(app, dealerA, [{ variant, quantity: 60 }]);
    const { cart } = await read(
      app,
      cartCalls.getOrCreateCart,
      { body: { area: areaInfo, orderType: 'Stock' } },
      dealerA,
    );
    const key = { productId: variant.productId, variantId: variant.variantId, unitOfMeasure: 'CU' };
    const fill = (quantity: number) =>
      read(
        app,
        cartCalls.addOrUpdateLines,
        {
          body: {
            area: areaInfo,
            cartId: cart.cartId,
            overrideExistingQuantity: true,
            lines: [{ lineId: null, productKey: key, quantity }],
          },
        },
        dealerA,
      );
    await setOnHand(app, variant.variantId, 200_000);
    await fill(99_950);
    const topped = await reorderAs(dealerA, orderId);
    expect(topped.added).toMatchObject([{ lineNo: 1, quantity: 50, reducedBy: 'quantity-limit' }]);
    const full = await reorderAs(dealerA, orderId);
    expect(full.added).toEqual([]);
    expect(full.carts).toEqual([]);
    expect(full.notAdded).toMatchObject([{ lineNo: 1, reason: 'quantity-limit' }]);
    expect(lineOf((await openCarts(dealerA)).Stock, variant)?.quantity).toBe(100_000);
    await setOnHand(app, variant.variantId, 100_000);
  });
});

describe('who may order again', () => {
  let orderA: string;
  let orderB: string;
  beforeAll(async () => {
    await emptyCarts(dealerA);
    orderA = await placeOrder(app, dealerA, [{ variant: products[1] as Variant, quantity: 60 }]);
    orderB = await placeOrder(app, dealerB, [{ variant: products[1] as Variant, quantity: 60 }]);
  });

  const attempt = (orderId: string, token?: string | null, body?: unknown) =>
    ask(app, reorder, { body: body ?? { area: areaInfo, orderId } }, token);

  it("answers another dealer's order exactly as a missing one, and changes no cart", async () => {
    const before = await openCarts(dealerA);
    const theirs = await attempt(orderB, dealerA);
    const missing = await attempt('SO999999', dealerA);
    expect(theirs.statusCode).toBe(404);
    expect({ status: theirs.statusCode, body: theirs.body }).toEqual({
      status: missing.statusCode,
      body: missing.body,
    });
    expect(theirs.json()).toMatchObject({ errorCode: 'not-found', type: 'NotFoundException' });
    const after = await openCarts(dealerA);
    expect(after.Stock?.lines ?? []).toEqual(before.Stock?.lines ?? []);
    expect((await attempt(orderB, dealerB)).statusCode).toBe(200);
  });

  it('refuses callers who act for no customer: 401 without a token, 403 for a visitor and a sales user', async () => {
    expect((await attempt(orderA)).statusCode).toBe(401);
    const visitor = await visitorToken(app);
    const sales = await loginAs(app, 'sales@nordlys.demo');
    for (const token of [visitor, sales]) {
      const refused = await attempt(orderA, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().type).toBe('ForbiddenException');
    }
  });

  it("lets a sales user order again into a customer's carts only while acting for that customer", async () => {
    const sales = await loginAs(app, 'sales@nordlys.demo');
    await actFor(app, sales, 'C10001');
    const answer = await reorderAs(sales, orderA);
    expect(answer.added).toMatchObject([{ lineNo: 1, quantity: 60, orderType: 'Stock' }]);
    expect(lineOf((await openCarts(dealerA)).Stock, products[1] as Variant)?.quantity).toBe(60);
    await actFor(app, sales, 'C20001');
    expect((await attempt(orderA, sales)).statusCode).toBe(404);
  });

  it('refuses a company user whose permission scope does not show orders, and lets one who sees them order again', async () => {
    const scopeOf = (scope: string) =>
      app.db.execute(sql`UPDATE users SET permission_scope = ${scope} WHERE email = 'haendler@nordlys.demo'`);
    try {
      for (const scope of ['Invoice', 'None']) {
        await scopeOf(scope);
        const user = await loginAs(app, 'haendler@nordlys.demo');
        const refused = await attempt(orderB, user);
        expect(refused.statusCode, scope).toBe(403);
        expect(refused.json().errorCode, scope).toBe('permission-scope.shipping-required');
      }
      await scopeOf('Shipping');
      const shipping = await loginAs(app, 'haendler@nordlys.demo');
      expect((await attempt(orderB, shipping)).statusCode).toBe(200);
    } finally {
      await scopeOf('All');
    }
  });

  it('answers a body it cannot use with 400 naming the field, and junk never with a 5xx', async () => {
    const missingId = await attempt('', dealerA, { area: areaInfo });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().issues).toMatchObject([{ path: 'body.orderId', message: 'orderId is required' }]);
    const noArea = await attempt('', dealerA, { orderId: orderA });
    expect(noArea.statusCode).toBe(400);
    expect(JSON.stringify(noArea.json().issues)).toContain('body.area');
    const junk: unknown[] = [
      null,
      [],
      'SO100001',
      42,
      { area: areaInfo, orderId: 42 },
      { area: areaInfo, orderId: 'x'.repeat(65) },
      { area: areaInfo, orderId: ['SO100001'] },
      { area: areaInfo, orderId: "'; DELETE FROM carts; --" },
      { area: areaInfo, orderId: '%' },
      { area: { areaId: 'b2b', languageCode: 'xx' }, orderId: orderA },
      { area: areaInfo, orderId: 'SO\u0000' },
    ];
    for (const body of junk) {
      const response = await attempt('', dealerA, body);
      const label = JSON.stringify(body);
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json().errorCode, label).toEqual(expect.any(String));
    }
  });
});

describe('the refused lines of an order', () => {
  it('lists every line when nothing can be added, and changes no cart', async () => {
    const variant = products[2] as Variant;
    const orderId = await placeOrder(app, dealerA, [{ variant, quantity: 60 }]);
    await setOnHand(app, variant.variantId, 0);
    try {
      const answer = await reorderAs(dealerA, orderId);
      expect(answer).toMatchObject({
        carts: [],
        added: [],
        notAdded: [{ lineNo: 1, reason: 'out-of-stock' }],
      });
      const [row] = await queryRows<{ lines: number }>(
        app.db,
        sql`SELECT count(*)::int AS lines FROM cart_lines l JOIN carts c ON c.id = l.cart_id
          WHERE c.customer_number = 'C10001' AND c.status = 'open'`,
      );
      expect(row?.lines).toBe(0);
    } finally {
      await setOnHand(app, variant.variantId, 100_000);
    }
  });
});
