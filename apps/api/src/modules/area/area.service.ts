import {
  type Area,
  AreaSettings,
  type CurrencyCode,
  type LanguageCode,
  type MenuItem,
  menuKinds,
} from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { cached } from '../../lib/cache/cache.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { areaLanguages, areas, menuItems } from './area.tables.ts';

const areaTtlSeconds = 300;

type MenuRow = typeof menuItems.$inferSelect;

/** Build the menu tree from flat rows (parents before children is not required). */
export function buildMenuTree(rows: MenuRow[]): MenuItem[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: string | null): MenuItem[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((row) => ({
        id: row.id,
        name: row.name,
        url: row.url,
        externalLink: row.externalLink,
        menus: row.menus.filter((m): m is (typeof menuKinds)[number] =>
          (menuKinds as readonly string[]).includes(m),
        ),
        children: build(row.id),
      }));
  return build(null);
}

const noBanner = {
  globalBannerText: null,
  globalBannerLinkUrl: null,
  globalBannerBackgroundColor: null,
  globalBannerTextColor: null,
  globalBannerDisplayFrom: null,
  globalBannerDisplayUntil: null,
};

async function loadArea(
  ctx: Ctx,
  areaId: string,
  languageCode: LanguageCode,
  loggedIn: boolean,
): Promise<Area> {
  const [area] = await ctx.db.select().from(areas).where(eq(areas.areaId, areaId));
  const languages = area
    ? await ctx.db.select().from(areaLanguages).where(eq(areaLanguages.areaId, areaId))
    : [];
  const language = languages.find((l) => l.languageCode === languageCode);
  if (!area || !language) throw appError('area-not-found', 'Could not find area id for languageId');
  const menuRows = await ctx.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.areaId, areaId), eq(menuItems.languageCode, languageCode)))
    .orderBy(asc(menuItems.sortOrder));
  const settings = AreaSettings.parse(language.settings);
  return {
    areaId: area.areaId,
    languageCode,
    currencyCode: area.currencyCode as CurrencyCode,
    domains: languages.map((l) => ({
      language: l.languageCode as LanguageCode,
      domain: l.domain,
      isPrimary: l.isPrimary,
    })),
    languages: languages.map((l) => ({
      code: l.languageCode as LanguageCode,
      languageId: l.languageId,
      name: l.name,
      areaId: l.areaId,
    })),
    footerContent: language.footerContent as Area['footerContent'],
    defaultFacets: area.defaultFacets as Area['defaultFacets'],
    prints: area.prints,
    imagePrefix: area.imagePrefix,
    menus: buildMenuTree(menuRows),
    // The banner is for logged-in customers only, so anonymous callers never receive it.
    settings: loggedIn ? settings : { ...settings, ...noBanner },
  };
}

/** Cache family of areas (menus, settings); whoever changes them drops it with `ctx.cache.deleteByPrefix`. */
export const areaCachePrefix = 'area:';

/** The call's area in its language, cached per area, language and logged-in state (spec §7). */
export function getAreaById(ctx: AreaCtx): Promise<Area> {
  const { areaId, languageCode } = ctx.area;
  const loggedIn = ctx.user !== null;
  return cached(
    ctx.cache,
    `${areaCachePrefix}${areaId}:${languageCode}:${loggedIn ? 'user' : 'anonymous'}`,
    areaTtlSeconds,
    () => loadArea(ctx, areaId, languageCode, loggedIn),
  );
}
