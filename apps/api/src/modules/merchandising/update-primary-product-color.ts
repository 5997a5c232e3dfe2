import type { UpdatePrimaryProductColorBody } from '@shop/contracts';
import { type AreaCtx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetArrangement } from './category-arrangement-of.ts';
import { requireCategory, requireProductColor, requireProductsInCategory } from './check-placement.ts';
import { categoryPrimaryColors } from './merchandising.tables.ts';

/** UpdatePrimaryProductColor: the colour the product's tile shows first in this category's lists. */
export async function updatePrimaryProductColor(
  ctx: AreaCtx,
  { productId, categoryId, primaryColorCode }: Omit<UpdatePrimaryProductColorBody, 'areaInfo'>,
): Promise<{ categoryId: string; productId: string; primaryColorCode: string }> {
  const { areaId } = ctx.area;
  await requireCategory(ctx, categoryId);
  await requireProductsInCategory(ctx, categoryId, [productId]);
  await requireProductColor(ctx, productId, primaryColorCode);
  await withTransaction(ctx, async (scoped) => {
    await scoped.db
      .insert(categoryPrimaryColors)
      .values({ areaId, categoryId, productId, colorCode: primaryColorCode })
      .onConflictDoUpdate({
        target: [
          categoryPrimaryColors.areaId,
          categoryPrimaryColors.categoryId,
          categoryPrimaryColors.productId,
        ],
        set: { colorCode: primaryColorCode },
      });
    await recordAudit(
      scoped,
      {
        action: 'merchandising.primary-color',
        entity: 'category',
        entityId: categoryId,
        details: { areaId, productId, colorCode: primaryColorCode },
      },
      { always: true },
    );
  });
  await forgetArrangement(ctx, areaId, categoryId);
  return { categoryId, productId, primaryColorCode };
}
