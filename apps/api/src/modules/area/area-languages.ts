import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { inAreaLanguage } from '../../lib/in-area-language.ts';
import { areaLanguages, areas } from './area.tables.ts';

export type AreaLanguage = typeof areaLanguages.$inferSelect;

/** An area's language, or undefined when the area does not have it. */
export async function findAreaLanguage(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
): Promise<AreaLanguage | undefined> {
  const [row] = await ctx.db
    .select()
    .from(areaLanguages)
    .where(inAreaLanguage(areaLanguages, areaId, languageCode));
  return row;
}

/** Replace an area language's settings (footer, banner, shop and explore content), in the caller's transaction. */
export async function saveAreaSettings(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await ctx.db
    .update(areaLanguages)
    .set({ settings })
    .where(inAreaLanguage(areaLanguages, areaId, languageCode));
}

/** Every area's language, by area, its primary language first, then by code. */
export function listAreaLanguages(ctx: Ctx): Promise<AreaLanguage[]> {
  return ctx.db
    .select()
    .from(areaLanguages)
    .orderBy(asc(areaLanguages.areaId), desc(areaLanguages.isPrimary), asc(areaLanguages.languageCode));
}

/** The language codes of an area, its primary language first, then by code (none: no such area). */
export async function languageCodesOfArea(ctx: Ctx, areaId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ languageCode: areaLanguages.languageCode })
    .from(areaLanguages)
    .where(eq(areaLanguages.areaId, areaId))
    .orderBy(desc(areaLanguages.isPrimary), asc(areaLanguages.languageCode));
  return rows.map((row) => row.languageCode);
}

/** The domains an area's languages are served on (none: no such area). */
export async function domainsOfArea(ctx: Ctx, areaId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ domain: areaLanguages.domain })
    .from(areaLanguages)
    .where(eq(areaLanguages.areaId, areaId));
  return rows.map((row) => row.domain);
}

/** The currency of an area that has the language, or null when it has not. */
export async function currencyOfAreaLanguage(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ currencyCode: areas.currencyCode })
    .from(areas)
    .innerJoin(areaLanguages, eq(areaLanguages.areaId, areas.areaId))
    .where(and(eq(areas.areaId, areaId), eq(areaLanguages.languageCode, languageCode)));
  return row?.currencyCode ?? null;
}
