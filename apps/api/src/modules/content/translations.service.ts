import type { Translations } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { cached } from '../../lib/cache/cache.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { inAreaLanguage } from '../../lib/in-area-language.ts';
import { translations } from './content.tables.ts';

/** Cache family of UI translations. */
export const translationsCachePrefix = 'translations:';

/** Every UI text of the call's area in its language, as a flat dictionary. */
export function getTranslations(ctx: AreaCtx): Promise<Translations> {
  const { areaId, languageCode } = ctx.area;
  return getTranslationsIn(ctx, areaId, languageCode);
}

/**
 * Every UI text of an area in a language: for a text made without the request's area, e.g. a customer's
 * document in the customer's language. 404 area-not-found when the area has no texts in it.
 */
export function getTranslationsIn(ctx: Ctx, areaId: string, languageCode: string): Promise<Translations> {
  return cached(ctx.cache, `${translationsCachePrefix}${areaId}:${languageCode}`, 300, async () => {
    const rows = await ctx.db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.areaId, areaId), eq(translations.languageCode, languageCode)));
    if (rows.length === 0) throw appError('area-not-found', 'Could not find area id for languageId');
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });
}

/** One UI text of an area's language as stored, or null when it has none. */
export async function findTranslation(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  key: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ value: translations.value })
    .from(translations)
    .where(inAreaLanguage(translations, areaId, languageCode, eq(translations.key, key)));
  return row ? row.value : null;
}

/** Set one UI text of an area's language, adding it when missing (in the caller's transaction). */
export async function saveTranslation(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  key: string,
  value: string,
): Promise<void> {
  await ctx.db
    .insert(translations)
    .values({ areaId, languageCode, key, value })
    .onConflictDoUpdate({
      target: [translations.areaId, translations.languageCode, translations.key],
      set: { value },
    });
}

/** Remove one UI text of an area's language (in the caller's transaction). */
export async function deleteTranslation(
  ctx: Ctx,
  areaId: string,
  languageCode: string,
  key: string,
): Promise<void> {
  await ctx.db
    .delete(translations)
    .where(inAreaLanguage(translations, areaId, languageCode, eq(translations.key, key)));
}
