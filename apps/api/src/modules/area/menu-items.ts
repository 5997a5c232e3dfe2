import { and, asc, inArray, not } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { inAreaLanguage } from '../../lib/in-area-language.ts';
import { menuItems } from './area.tables.ts';

export type MenuItem = typeof menuItems.$inferSelect;
export type NewMenuItem = typeof menuItems.$inferInsert;

/** The menu rows of an area's language in sort order (the tree is built by the caller). */
export function menuItemsOf(ctx: Ctx, areaId: string, languageCode: string): Promise<MenuItem[]> {
  return ctx.db
    .select()
    .from(menuItems)
    .where(inAreaLanguage(menuItems, areaId, languageCode))
    .orderBy(asc(menuItems.sortOrder));
}

/** The first of `ids` that a menu row of another area or language has (ids are global), or null. */
export async function menuItemIdTakenElsewhere(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  ids: string[],
): Promise<string | null> {
  const [clash] = await ctx.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(inArray(menuItems.id, ids), not(inAreaLanguage(menuItems, areaId, languageCode)!)));
  return clash?.id ?? null;
}

/** Replace an area language's menu rows with `rows`, in the caller's transaction. */
export async function replaceMenuItems(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  rows: NewMenuItem[],
): Promise<void> {
  await ctx.db.delete(menuItems).where(inAreaLanguage(menuItems, areaId, languageCode));
  if (rows.length > 0) await ctx.db.insert(menuItems).values(rows);
}
