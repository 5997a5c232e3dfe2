import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/query-rows.ts';

/** Test helpers of the cart suites: calls with a token, visitor tokens, and demo variants with given flags. */

export const area = { areaId: 'b2b', languageCode: 'en' } as const;

export type Call = (
  method: 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload: Record<string, unknown>,
  token?: string,
) => Promise<LightMyRequestResponse>;

export const caller =
  (app: () => FastifyInstance): Call =>
  (method, url, payload, token) =>
    app().inject({
      method,
      url,
      payload,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

export async function visitorToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' });
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

export const cuKey = (variant: Pick<DemoVariant, 'productId' | 'variantId'>, unitOfMeasure = 'CU') => ({
  productId: variant.productId,
  variantId: variant.variantId,
  unitOfMeasure,
});

type Line = { productKey: ReturnType<typeof cuKey>; quantity: number; lineId?: string };

/** Cart calls that must succeed; a failure throws with the answer, so the test names what broke. */
export function cartCalls(call: Call) {
  const ok = async (
    method: 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload: Record<string, unknown>,
    token: string,
  ) => {
    const response = await call(method, url, payload, token);
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  return {
    open: async (token: string, orderType: string, areaInfo: Record<string, unknown> = area) =>
      (await ok('POST', '/api/Cart/GetOrCreateCart', { area: areaInfo, orderType }, token)).cart,
    add: async (token: string, cartId: string, lines: Line[], overrideExistingQuantity = false) =>
      (
        await ok(
          'POST',
          '/api/Cart/AddOrUpdateLines',
          { area, cartId, lines, overrideExistingQuantity },
          token,
        )
      ).cart,
    calculate: (token: string, cartId: string) =>
      ok('POST', '/api/Cart/CalculateCart', { area, cartId }, token),
    get: async (token: string, cartId: string) =>
      (await ok('POST', '/api/Cart/GetCartById', { areaInfo: area, id: cartId }, token)).cart,
    empty: (token: string, cartId: string) => ok('DELETE', '/api/Cart/EmptyCart', { area, cartId }, token),
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
