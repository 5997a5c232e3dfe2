import { stockLevel } from '@shop/commerce';
import type { ProductStock } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';

/** Spec §6/§9: stock is counted at location B2B only; other warehouses and shops never show. */
export const shopStockLocation = 'B2B';

/** Stock rows of one product, per variant, unit and arrival day. */
export type ProductStocks = Map<string, ProductStock[]>;

/** A stock row as `stockRowsSql` selects it. */
export type StockRow = {
  productId: string;
  variantId: string;
  unitId: string;
  availableDate: string | null;
  volume: number;
};

/**
 * The SELECT of B2B stock rows matching `filter` (on `s`, the stock row, and `v`, its variant), summed per
 * variant, unit and arrival day. Future stock whose day has come counts as on hand (availableDate null): the
 * delivery has arrived. A query of its own (queryStock) or a subquery of a larger read (the cart snapshot).
 */
export function stockRowsSql(ctx: Ctx, filter: SQL): SQL {
  const today = shopDate(ctx.now);
  return sql`
      SELECT v.product_id AS "productId", s.variant_id AS "variantId", s.unit_id AS "unitId",
        CASE WHEN s.available_date > ${today} THEN s.available_date::text END AS "availableDate",
        sum(s.volume)::int AS volume
      FROM stock s JOIN variants v ON v.id = s.variant_id
      WHERE s.location_id = ${shopStockLocation} AND ${filter}
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4 NULLS FIRST`;
}

/** Stock rows keyed by product id, with their stock levels. */
export function toProductStocks(rows: readonly StockRow[]): ProductStocks {
  const stocks: ProductStocks = new Map();
  for (const row of rows) {
    const entry: ProductStock = {
      unitId: row.unitId,
      variantId: row.variantId,
      volume: row.volume,
      availableDate: row.availableDate,
      locationId: shopStockLocation,
      level: stockLevel(row.volume),
    };
    const list = stocks.get(row.productId);
    if (list) list.push(entry);
    else stocks.set(row.productId, [entry]);
  }
  return stocks;
}

/** B2B stock of the products or variants (see stockRowsSql) in one query. */
async function queryStock(ctx: Ctx, filter: SQL): Promise<ProductStocks> {
  return toProductStocks(await queryRows<StockRow>(ctx.db, stockRowsSql(ctx, filter)));
}

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** B2B stock of every variant of the products, keyed by product id. */
export function getStockByProductIds(ctx: Ctx, productIds: readonly string[]): Promise<ProductStocks> {
  if (productIds.length === 0) return Promise.resolve(new Map());
  return queryStock(ctx, sql`v.product_id IN (${inList(productIds)})`);
}

/** B2B stock of the variants, keyed by product id. */
export function getStockByVariantIds(ctx: Ctx, variantIds: readonly string[]): Promise<ProductStocks> {
  if (variantIds.length === 0) return Promise.resolve(new Map());
  return queryStock(ctx, sql`s.variant_id IN (${inList(variantIds)})`);
}
