import type { CategoryMerchandising, MerchandisingOverview } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { AreaCtx } from '../../lib/context.ts';
import { categoryArrangementOf } from './category-arrangement-of.ts';
import { requireCategory } from './check-placement.ts';

/** GetCategoryMerchandising: what staff saved for one category of the area. */
export async function getCategoryMerchandising(
  ctx: AreaCtx,
  categoryId: string,
): Promise<CategoryMerchandising> {
  const { areaId } = ctx.area;
  await requireCategory(ctx, categoryId);
  const arrangement = await categoryArrangementOf(ctx, areaId, categoryId);
  return {
    categoryId,
    sortedProducts: arrangement.sortedProducts,
    primaryColors: Object.entries(arrangement.primaryColors)
      .map(([productId, chosen]) => ({ productId, colorCode: chosen.colorCode }))
      .sort((a, b) => a.productId.localeCompare(b.productId)),
  };
}

type OverviewRow = MerchandisingOverview['categories'][number];

/**
 * GetMerchandisingOverview: every category of the catalogue in tree order (each under its parent, siblings
 * by their sort order) with its name and page in the area's language and the counts staff arranged.
 */
export async function getMerchandisingOverview(ctx: AreaCtx): Promise<MerchandisingOverview> {
  const { areaId, languageCode } = ctx.area;
  const categories = await queryRows<OverviewRow>(
    ctx.db,
    sql`with recursive tree(id, depth, path) as (
        select c.id, 0, array[lpad(c.sort_order::text, 9, '0') || ':' || c.id]
        from categories c where c.parent_id is null
        union all
        select c.id, tree.depth + 1, tree.path || (lpad(c.sort_order::text, 9, '0') || ':' || c.id)
        from categories c join tree on c.parent_id = tree.id
      )
      select c.id, c.parent_id as "parentId", coalesce(t.name, c.id) as name, coalesce(t.url, '') as url,
        tree.depth,
        (select count(*)::int from category_product_sortings s
          where s.area_id = ${areaId} and s.category_id = c.id) as "sortedProducts",
        (select count(*)::int from category_primary_colors p
          where p.area_id = ${areaId} and p.category_id = c.id) as "primaryColors"
      from tree
      join categories c on c.id = tree.id
      left join category_translations t on t.category_id = c.id and t.language_code = ${languageCode}
      order by tree.path`,
  );
  return { categories };
}
