import type { LineDiscount, PriceRule } from '@shop/commerce';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import type { PriceAudience } from './price-strategy.ts';

/** Every rule that can price one product for one audience, and the product's categories. */
export type ProductPriceRules = { prices: PriceRule[]; discounts: LineDiscount[]; categoryIds: string[] };

/** Cache family of price rules; a price import drops it with `ctx.cache.deleteByPrefix`. */
export const priceRulesCachePrefix = 'price-rules:';
/** Short, so a changed price list shows within a minute without any invalidation. */
const ttlSeconds = 60;

const cacheKey = (audience: PriceAudience, productId: string) =>
  `${priceRulesCachePrefix}${audience.currencyCode}:${audience.priceGroupCode}:${audience.customerNumber ?? '-'}:${productId}`;

type Row = ProductPriceRules & { productId: string };

/**
 * One round trip for any number of products: a row per existing product with its rules as JSON. Rules that
 * ended before today are left out (they can never apply again); future ones stay, so a cached set is still
 * right when a campaign starts within its lifetime.
 */
async function queryPriceRules(ctx: Ctx, audience: PriceAudience, productIds: string[]): Promise<Row[]> {
  const { currencyCode, priceGroupCode, customerNumber } = audience;
  const today = shopDate(ctx.now);
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<Row>(
    ctx.db,
    sql`
      SELECT p.id AS "productId",
        coalesce((
          SELECT json_agg(json_build_object(
            'priceGroupCode', e.price_group_code, 'customerNumber', e.customer_number,
            'currencyCode', e.currency_code, 'productId', e.product_id, 'variantId', e.variant_id,
            'unitId', e.unit_id, 'minQuantity', e.min_quantity, 'unitPrice', e.unit_price,
            'beforePrice', e.before_price, 'validFrom', e.valid_from, 'validTo', e.valid_to))
          FROM price_list_entries e
          WHERE e.product_id = p.id AND e.currency_code = ${currencyCode}
            AND (e.price_group_code = ${priceGroupCode} OR e.customer_number = ${customerNumber})
            AND (e.valid_to IS NULL OR e.valid_to >= ${today})
        ), '[]'::json) AS prices,
        coalesce((
          SELECT json_agg(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id
        ), '[]'::json) AS "categoryIds",
        coalesce((
          SELECT json_agg(json_build_object(
            'priceGroupCode', d.price_group_code, 'customerNumber', d.customer_number,
            'productId', d.product_id, 'categoryId', d.category_id,
            'discountBasisPoints', d.discount_basis_points, 'validFrom', d.valid_from, 'validTo', d.valid_to))
          FROM line_discounts d
          WHERE (d.price_group_code = ${priceGroupCode} OR d.customer_number = ${customerNumber})
            AND (d.valid_to IS NULL OR d.valid_to >= ${today})
            AND (d.product_id = p.id OR (d.product_id IS NULL AND (d.category_id IS NULL OR d.category_id IN (
              SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id))))
        ), '[]'::json) AS discounts
      FROM products p
      WHERE p.id IN (${ids})`,
  );
}

/**
 * The price rules of the products for the audience, read through the cache (per audience and product) and
 * loaded for all misses in one query. Unknown products are absent from the map and never cached, so
 * made-up ids cannot fill the cache.
 */
export async function loadPriceRules(
  ctx: Ctx,
  audience: PriceAudience,
  productIds: readonly string[],
): Promise<Map<string, ProductPriceRules>> {
  const unique = [...new Set(productIds)];
  const found = new Map<string, ProductPriceRules>();
  const hits = await Promise.all(
    unique.map((id) => ctx.cache.get<ProductPriceRules>(cacheKey(audience, id))),
  );
  const misses = unique.filter((id, index) => {
    const hit = hits[index];
    if (hit) found.set(id, hit);
    return !hit;
  });
  if (misses.length === 0) return found;
  const rows = await queryPriceRules(ctx, audience, misses);
  await Promise.all(
    rows.map(({ productId, ...rules }) => {
      found.set(productId, rules);
      return ctx.cache.set(cacheKey(audience, productId), rules, ttlSeconds);
    }),
  );
  return found;
}
