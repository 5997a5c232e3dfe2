import {
  defaultLanguage,
  type LanguageCode,
  languageCodes,
  localizeContentUrl,
  pathOf,
  type SitemapType,
  sitemapPageSize,
  sitemapTypes,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { languageCodesOfArea } from '../area/index.ts';
import { type SitemapSourceRow, sitemapSources } from './sitemap-sources.ts';
import { type SitemapUrl, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

/** An absolute shop URL; the URL parser percent-encodes non-ASCII paths and keeps a path prefix of publicUrl. */
export function absoluteShopUrl(publicUrl: string, path: string): string {
  return new URL(`${publicUrl.replace(/\/+$/, '')}${path}`).href;
}

const isLanguageCode = (code: string): code is LanguageCode =>
  (languageCodes as readonly string[]).includes(code);

/** The languages an area is published in, primary first; an unknown area is 404. */
export async function publishedLanguages(ctx: Ctx, areaId: string): Promise<LanguageCode[]> {
  const languages = (await languageCodesOfArea(ctx, areaId)).filter(isLanguageCode);
  if (languages.length === 0) throw notFound(`Not Found: area ${areaId}`);
  return languages;
}

async function checkedScope(ctx: Ctx, areaId: string, language: string) {
  const languages = await publishedLanguages(ctx, areaId);
  if (!isLanguageCode(language) || !languages.includes(language)) {
    throw notFound(`Not Found: language ${language} of area ${areaId}`);
  }
  return { db: ctx.db, areaId, language, languages };
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / sitemapPageSize));

/** The sitemap index of an area and language: every urlset page of every kind that has URLs. */
export async function sitemapIndex(ctx: Ctx, areaId: string, language: string): Promise<string> {
  const scope = await checkedScope(ctx, areaId, language);
  const locations: string[] = [];
  for (const type of sitemapTypes) {
    const total = await sitemapSources[type].count(scope);
    if (total === 0) continue;
    for (let page = 1; page <= pageCount(total); page++) {
      locations.push(
        absoluteShopUrl(
          ctx.config.publicUrl,
          pathOf(endpoints.sitemap.getSitemapPage, { area: areaId, language, type, page }),
        ),
      );
    }
  }
  return sitemapIndexXml(locations);
}

/** A URL with its versions in the area's languages, plus x-default pointing at the default language. */
function toSitemapUrl(
  publicUrl: string,
  language: LanguageCode,
  languages: readonly LanguageCode[],
  row: SitemapSourceRow,
): SitemapUrl {
  const href = (code: LanguageCode, url: string) => absoluteShopUrl(publicUrl, localizeContentUrl(url, code));
  const alternates: SitemapUrl['alternates'] = languages.flatMap((code) => {
    const url = row.versions.get(code);
    return url === undefined ? [] : [{ hreflang: code, href: href(code, url) }];
  });
  const fallback = row.versions.get(defaultLanguage);
  if (fallback !== undefined && languages.includes(defaultLanguage)) {
    alternates.push({ hreflang: 'x-default', href: href(defaultLanguage, fallback) });
  }
  return { loc: href(language, row.url), alternates };
}

/** One urlset page (from 1) of products, categories or pages; an unknown type or a page past the end is 404. */
export async function sitemapPage(
  ctx: Ctx,
  params: { area: string; language: string; type: string; page: number },
): Promise<string> {
  const scope = await checkedScope(ctx, params.area, params.language);
  if (!(sitemapTypes as readonly string[]).includes(params.type)) {
    throw notFound(`Not Found: sitemap type ${params.type}`);
  }
  const source = sitemapSources[params.type as SitemapType];
  const total = await source.count(scope);
  if (params.page > pageCount(total)) throw notFound(`Not Found: sitemap page ${params.page}`);
  const rows = await source.page(scope, {
    offset: (params.page - 1) * sitemapPageSize,
    limit: sitemapPageSize,
  });
  return urlsetXml(
    rows.map((row) => toSitemapUrl(ctx.config.publicUrl, scope.language, scope.languages, row)),
  );
}
