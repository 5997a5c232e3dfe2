import { type Cart, type CartOrderType, type Endpoint, type EndpointInput, pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/query-rows.ts';
import { runDueJobs, systemCtx } from '../modules/jobs/job-worker.ts';
import { orders } from '../modules/order/order.tables.ts';
import { stock } from '../modules/stock/stock.tables.ts';
import { callApi, callApiUnchecked } from './call-api.ts';

/** Test helpers of the order suites: ready-to-order carts through the real cart calls, stock, the job queue. */

export const areaInfo = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

export const copenhagen = {
  name: 'Test Buyer',
  address1: 'Vesterbrogade 1',
  address2: null,
  postalCode: '1620',
  city: 'København V',
  countryCode: 'DK',
  email: 'buyer@example.test',
  phone: null,
};

export type Variant = { productId: string; variantId: string };

/** Stock-orderable demo variants (in a stable order) whose colour is sold in the catalogue. */
export async function stockVariants(app: FastifyInstance, count: number): Promise<Variant[]> {
  const rows = await queryRows<Variant>(
    app.db,
    sql`
      SELECT v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE pc.allow_stock_order AND NOT pc.on_sale
      ORDER BY v.product_id, v.id
      LIMIT ${count}`,
  );
  if (rows.length < count) throw new Error(`only ${rows.length} stock-orderable variants, wanted ${count}`);
  return rows;
}

/** Make `volume` units of the variant the only B2B stock there is: one on-hand row, no future arrivals. */
export async function setOnHand(app: FastifyInstance, variantId: string, volume: number): Promise<void> {
  await app.db.execute(sql`DELETE FROM stock WHERE variant_id = ${variantId} AND location_id = 'B2B'`);
  await app.db
    .insert(stock)
    .values({ variantId, unitId: 'CU', locationId: 'B2B', volume, availableDate: null });
}

/** The first stock-orderable variant, with exactly `volume` on hand at B2B. */
export async function stockedVariant(app: FastifyInstance, volume: number): Promise<Variant> {
  const [variant] = await stockVariants(app, 1);
  if (!variant) throw new Error('no stock-orderable variant');
  await setOnHand(app, variant.variantId, volume);
  return variant;
}

/** The variant's B2B stock on hand now, summed over its rows. */
export async function onHand(app: FastifyInstance, variantId: string): Promise<number> {
  const [row] = await queryRows<{ volume: number }>(
    app.db,
    sql`SELECT coalesce(sum(volume), 0)::int AS volume FROM stock
      WHERE variant_id = ${variantId} AND location_id = 'B2B' AND available_date IS NULL`,
  );
  return Number(row?.volume ?? 0);
}

let visitors = 0;

/**
 * A not-logged-in visitor's token. Each visitor comes from its own loopback address, as real visitors come from
 * their own: the per-address rate limit of token generation stays out of the way of 50-buyer races.
 */
export async function visitorToken(app: FastifyInstance): Promise<string> {
  visitors++;
  const remoteAddress = `127.0.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
  const response = await app.inject({
    method: endpoints.user.generateNotLoggedInToken.method,
    url: pathOf(endpoints.user.generateNotLoggedInToken),
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`no visitor token: ${response.body}`);
  return response.json().token as string;
}

/** A call that must succeed: its JSON answer. */
async function ok<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  token: string,
  body: EndpointInput<E>['body'],
) {
  const response = await callApi(app, endpoint, { body } as EndpointInput<E>, { token });
  if (response.statusCode !== 200)
    throw new Error(`${endpoint.operationId} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * Adds `quantity` of the variant to the caller's open cart of the order type (a draft's own cart when the
 * caller edits one). Answers the cart as it was opened.
 */
export async function addToOpenCart(
  app: FastifyInstance,
  token: string,
  orderType: CartOrderType,
  variant: Variant,
  quantity: number,
): Promise<Cart> {
  const { cart } = await ok(app, endpoints.cart.getOrCreateCart, token, { area: areaInfo, orderType });
  await ok(app, endpoints.cart.addOrUpdateLines, token, {
    area: areaInfo,
    cartId: cart.cartId,
    overrideExistingQuantity: false,
    lines: [
      {
        lineId: null,
        productKey: { productId: variant.productId, variantId: variant.variantId, unitOfMeasure: 'CU' },
        quantity,
      },
    ],
  });
  return cart as Cart;
}

export type CartSetup = {
  orderType?: 'Stock' | 'Preorder';
  lines: Array<{ variant: Variant; quantity: number }>;
  /** Skip CalculateCart (to see the order refused). */
  calculate?: boolean;
  shipping?: boolean;
};

/**
 * A cart of the caller's, filled, with shipping set and calculated: ready to order. Answers its id and the
 * calculated cart.
 */
export async function readyCart(
  app: FastifyInstance,
  token: string,
  setup: CartSetup,
): Promise<{ cartId: string; cart: { calculation: { totalNetPrice: { priceWithVat: number } } } }> {
  const area = areaInfo;
  const { cart } = await ok(app, endpoints.cart.getOrCreateCart, token, {
    area,
    orderType: setup.orderType ?? 'Stock',
  });
  const cartId = cart.cartId as string;
  await ok(app, endpoints.cart.addOrUpdateLines, token, {
    area,
    cartId,
    overrideExistingQuantity: true,
    lines: setup.lines.map(({ variant, quantity }) => ({
      productKey: { productId: variant.productId, variantId: variant.variantId, unitOfMeasure: 'CU' },
      quantity,
    })),
  });
  if (setup.shipping !== false) {
    await ok(app, endpoints.cart.setShipping, token, {
      area,
      cartId,
      shippingAddress: copenhagen,
      shippingMethod: { internalId: 'parcel-dk' },
    });
  }
  if (setup.calculate === false) return { cartId, cart };
  const calculated = await ok(app, endpoints.cart.calculateCart, token, { area, cartId });
  return { cartId, cart: calculated.cart };
}

/**
 * CreateOrderByCartId by card for a guest's e-mail; `extra` overrides or adds fields, also ones the contract
 * refuses or strips (a refused term, a client's own prices).
 */
/**
 * A visitor's Stock cart of `quantity` of the first stock-orderable variant, which has exactly `stock` on hand
 * at B2B: ready to order. Answers the variant, the visitor's token and the cart.
 */
export async function readyGuestCart(app: FastifyInstance, stock: number, quantity: number) {
  const variant = await stockedVariant(app, stock);
  const token = await visitorToken(app);
  return { variant, token, ...(await readyCart(app, token, { lines: [{ variant, quantity }] })) };
}

export const createOrder = (app: FastifyInstance, token: string, cartId: string, extra: object = {}) =>
  callApiUnchecked(
    app,
    endpoints.order.createOrderByCartId,
    {
      body: {
        areaInfo,
        cartId,
        paymentMethod: 'card',
        acceptTerms: true,
        email: 'buyer@example.test',
        ...extra,
      },
    },
    { token },
  );

/** GetOrderByCartId (the receipt) by orderId and/or cartId (neither: the contract's 400). */
export const getOrder = (app: FastifyInstance, token: string, body: { orderId?: string; cartId?: string }) =>
  callApi(app, endpoints.order.getOrderByCartId, { body: { areaInfo, ...body } }, { token });

/** Run the due jobs as the worker would, at `now`. */
export const runJobs = (app: FastifyInstance, now = new Date()) => runDueJobs(systemCtx(app, now), { now });

/** The order's status straight from the table. */
export async function orderStatus(app: FastifyInstance, orderId: string): Promise<string | undefined> {
  const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}
