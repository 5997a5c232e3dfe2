import { and, eq } from 'drizzle-orm';
import { type AreaCtx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetArrangement } from './category-arrangement-of.ts';
import { requireCategory } from './check-placement.ts';
import { categoryPrimaryColors, categoryProductSortings } from './merchandising.tables.ts';

/** What a reset forgets: the saved order (ResetCategorySorting) or the primary colours (ResetPrimaryProductColors). */
export type ResetKind = 'sorting' | 'primary-colors';

/** Forgets one kind of arrangement of a category in the area; audited even when there was nothing to forget. */
export async function resetCategory(
  ctx: AreaCtx,
  categoryId: string,
  kind: ResetKind,
): Promise<{ categoryId: string; removed: number }> {
  const { areaId } = ctx.area;
  await requireCategory(ctx, categoryId);
  const table = kind === 'sorting' ? categoryProductSortings : categoryPrimaryColors;
  const removed = await withTransaction(ctx, async (scoped) => {
    const rows = await scoped.db
      .delete(table)
      .where(and(eq(table.areaId, areaId), eq(table.categoryId, categoryId)))
      .returning({ productId: table.productId });
    await recordAudit(
      scoped,
      {
        action: kind === 'sorting' ? 'merchandising.reset-sorting' : 'merchandising.reset-primary-colors',
        entity: 'category',
        entityId: categoryId,
        details: { areaId, removed: rows.length },
      },
      { always: true },
    );
    return rows.length;
  });
  await forgetArrangement(ctx, areaId, categoryId);
  return { categoryId, removed };
}
