import type { SaveCategorySortingBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { type AreaCtx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetArrangement } from './category-arrangement-of.ts';
import { requireCategory, requireProductsInCategory } from './check-placement.ts';
import { categoryProductSortings } from './merchandising.tables.ts';

/**
 * SaveCategorySorting: replaces the category's saved order in the area (an empty list resets it). The
 * category's lists show it at once: the cached arrangement is dropped after the commit, and search answers
 * are keyed by the order they were searched with.
 */
export async function saveCategorySorting(
  ctx: AreaCtx,
  { categorySorting }: Pick<SaveCategorySortingBody, 'categorySorting'>,
): Promise<{ categoryId: string; sortedProducts: string[] }> {
  const { areaId } = ctx.area;
  const categoryId = categorySorting.id;
  const sortedProducts = categorySorting.sortedProducts;
  await requireCategory(ctx, categoryId);
  await requireProductsInCategory(ctx, categoryId, sortedProducts);
  await withTransaction(ctx, async (scoped) => {
    await scoped.db
      .delete(categoryProductSortings)
      .where(
        and(eq(categoryProductSortings.areaId, areaId), eq(categoryProductSortings.categoryId, categoryId)),
      );
    if (sortedProducts.length > 0) {
      await scoped.db
        .insert(categoryProductSortings)
        .values(sortedProducts.map((productId, position) => ({ areaId, categoryId, productId, position })));
    }
    await recordAudit(
      scoped,
      {
        action: 'merchandising.save-sorting',
        entity: 'category',
        entityId: categoryId,
        details: { areaId, sortedProducts },
      },
      { always: true },
    );
  });
  await forgetArrangement(ctx, areaId, categoryId);
  return { categoryId, sortedProducts };
}
