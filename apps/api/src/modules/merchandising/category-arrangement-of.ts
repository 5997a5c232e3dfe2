import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { cached } from '../../lib/cache/cache.ts';
import type { Ctx } from '../../lib/context.ts';
import { type CategoryArrangement, searchCachePrefix } from '../search/index.ts';

/**
 * In the Search cache family: the back office's "invalidate Search" drops arrangements with the answers,
 * and a search index rebuild recomputes them too.
 */
const arrangementPrefix = `${searchCachePrefix}merchandising:`;
/** Saves and resets drop the entry on every instance at once (a shared Redis); the TTL only bounds memory. */
const ttlSeconds = 300;

/** The key of one category's arrangement; the closing '|' keeps `girls` from matching `girls-dresses`. */
export const arrangementKey = (areaId: string, categoryId: string): string =>
  `${arrangementPrefix}${areaId}:${categoryId}|`;

type Row = {
  sorted: string[];
  colors: Array<{ productId: string; colorCode: string; image: string | null }>;
};

/**
 * What staff arranged in a category (search's port, wired in wiring.ts): one statement on a miss, read from
 * the cache otherwise, so a category list pays a cache read and no statement.
 */
export async function categoryArrangementOf(
  ctx: Ctx,
  areaId: string,
  categoryId: string,
): Promise<CategoryArrangement> {
  return cached(ctx.cache, arrangementKey(areaId, categoryId), ttlSeconds, async () => {
    const [row] = await queryRows<Row>(
      ctx.db,
      sql`select
        (select coalesce(json_agg(s.product_id order by s.position), '[]'::json)
          from category_product_sortings s
          where s.area_id = ${areaId} and s.category_id = ${categoryId}) as sorted,
        (select coalesce(json_agg(json_build_object('productId', c.product_id, 'colorCode', c.color_code,
            'image', (select m.path from media m
              where m.product_id = c.product_id and m.color_code = c.color_code
              order by m.sort_order, m.id limit 1))), '[]'::json)
          from category_primary_colors c
          where c.area_id = ${areaId} and c.category_id = ${categoryId}) as colors`,
    );
    const colors = row?.colors ?? [];
    return {
      sortedProducts: row?.sorted ?? [],
      primaryColors: Object.fromEntries(
        colors.map((color) => [color.productId, { colorCode: color.colorCode, image: color.image }]),
      ),
    };
  });
}

/** Drops a category's cached arrangement (the next list reads the tables). */
export async function forgetArrangement(ctx: Ctx, areaId: string, categoryId: string): Promise<void> {
  await ctx.cache.deleteByPrefix(arrangementKey(areaId, categoryId));
}
