import type { AreaInfo, CartOrderType, Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config.ts';
import { queryRows } from '../db/query-rows.ts';
import { callApi, callApiUnchecked } from './call-api.ts';
import { useSharedTestApp } from './test-app.ts';

/** Test helpers of the cart suites: calls with a token, visitor tokens, and demo variants with given flags. */

export const area = { areaId: 'b2b', languageCode: 'en' } as const;

/**
 * A call with a JSON body and, when given, a bearer token. The body is sent as it is, unchecked: the suites
 * also send what the contract refuses (missing fields, prices a client must not set).
 */
export type Call = (endpoint: Endpoint, body: unknown, token?: string) => Promise<LightMyRequestResponse>;

export const caller =
  (app: () => FastifyInstance): Call =>
  (endpoint, body, token) =>
    callApiUnchecked(app(), endpoint, { body }, { token });

/** A suite's shared test app with its cart calls: `call` answers whatever comes, `carts` must succeed. */
export function useCartTestApp(overrides: Partial<AppConfig> = {}) {
  const shared = useSharedTestApp(overrides);
  const call = caller(() => shared.app);
  return { shared, call, carts: cartCalls(call) };
}

/** A receiver's address in the country, all else the same (what shipping methods are offered for). */
export const addressIn = (countryCode: string) => ({
  name: 'Receiver',
  address1: 'Street 1',
  postalCode: '1000',
  city: 'City',
  countryCode,
});

export async function visitorToken(app: FastifyInstance): Promise<string> {
  const response = await callApi(app, endpoints.user.generateNotLoggedInToken, {});
  if (response.statusCode !== 200) throw new Error(`no visitor token: ${response.body}`);
  return response.json().token as string;
}

export type DemoVariant = {
  productId: string;
  variantId: string;
  colorCode: string;
  /** B2B stock on hand in unit CU. */
  onHand: number;
  /** B2B stock arriving later in unit CU. */
  future: number;
};

type VariantFilter = {
  allowStockOrder?: boolean;
  allowPresale?: boolean;
  onSale?: boolean;
  /** At least this much on hand (CU, B2B). */
  minOnHand?: number;
  /** Future stock present (true) or absent (false). */
  withFuture?: boolean;
  /** Only variants of this product. */
  productId?: string;
};

/** Demo variants matching the filter, in a stable order. */
export async function findVariants(app: FastifyInstance, filter: VariantFilter): Promise<DemoVariant[]> {
  const rows = await queryRows<
    DemoVariant & { allowStockOrder: boolean; allowPresale: boolean; onSale: boolean }
  >(
    app.db,
    sql`
      SELECT v.product_id AS "productId", v.id AS "variantId", v.color_code AS "colorCode",
        pc.allow_stock_order AS "allowStockOrder", pc.allow_presale AS "allowPresale", pc.on_sale AS "onSale",
        coalesce((SELECT sum(s.volume) FROM stock s WHERE s.variant_id = v.id AND s.location_id = 'B2B'
          AND s.unit_id = 'CU' AND (s.available_date IS NULL OR s.available_date <= current_date)), 0)::int AS "onHand",
        coalesce((SELECT sum(s.volume) FROM stock s WHERE s.variant_id = v.id AND s.location_id = 'B2B'
          AND s.unit_id = 'CU' AND s.available_date > current_date), 0)::int AS future
      FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      ORDER BY v.product_id, v.sort_order, v.id`,
  );
  return rows
    .filter(
      (row) =>
        (filter.allowStockOrder === undefined || row.allowStockOrder === filter.allowStockOrder) &&
        (filter.allowPresale === undefined || row.allowPresale === filter.allowPresale) &&
        (filter.onSale === undefined || row.onSale === filter.onSale) &&
        (filter.minOnHand === undefined || row.onHand >= filter.minOnHand) &&
        (filter.withFuture === undefined || row.future > 0 === filter.withFuture) &&
        (filter.productId === undefined || row.productId === filter.productId),
    )
    .map(({ productId, variantId, colorCode, onHand, future }) => ({
      productId,
      variantId,
      colorCode,
      onHand,
      future,
    }));
}

export async function findVariant(app: FastifyInstance, filter: VariantFilter): Promise<DemoVariant> {
  const [found] = await findVariants(app, filter);
  if (!found) throw new Error(`no demo variant with ${JSON.stringify(filter)}`);
  return found;
}

/** A variant of the demo product that a Stock cart takes, with at least `minOnHand` on hand. */
export const stockVariantOf = (app: FastifyInstance, productId: string, minOnHand: number) =>
  findVariant(app, { allowStockOrder: true, minOnHand, productId });

export const cuKey = (variant: Pick<DemoVariant, 'productId' | 'variantId'>, unitOfMeasure = 'CU') => ({
  productId: variant.productId,
  variantId: variant.variantId,
  unitOfMeasure,
});

type Line = { productKey: ReturnType<typeof cuKey>; quantity: number; lineId?: string };

/** Cart calls that must succeed; a failure throws with the answer, so the test names what broke. */
export function cartCalls(call: Call) {
  const ok = async (endpoint: Endpoint, body: unknown, token: string) => {
    const response = await call(endpoint, body, token);
    if (response.statusCode !== 200)
      throw new Error(`${endpoint.operationId} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const { cart } = endpoints;
  return {
    open: async (token: string, orderType: CartOrderType, areaInfo: AreaInfo = area) =>
      (await ok(cart.getOrCreateCart, { area: areaInfo, orderType }, token)).cart,
    add: async (token: string, cartId: string, lines: Line[], overrideExistingQuantity = false) =>
      (await ok(cart.addOrUpdateLines, { area, cartId, lines, overrideExistingQuantity }, token)).cart,
    calculate: (token: string, cartId: string) => ok(cart.calculateCart, { area, cartId }, token),
    get: async (token: string, cartId: string) =>
      (await ok(cart.getCartById, { areaInfo: area, id: cartId }, token)).cart,
    empty: (token: string, cartId: string) => ok(cart.emptyCart, { area, cartId }, token),
  };
}

/** Money and a calculated line as CalculateCart answers them. */
export type Money = { priceWithVat: number; priceWithoutVat: number };
export type CalculatedLine = {
  id: string;
  productKey: { productId: string; variantId: string; unitOfMeasure: string };
  quantity: number;
  unitPrice: Money;
  netUnitPrice: Money;
  linePrice: Money;
  netLinePrice: Money;
  deliveries: Array<{ date: string | null; quantity: number }>;
  product: { stockKind: string; onSale: boolean };
};
