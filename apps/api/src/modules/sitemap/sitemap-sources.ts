import type { LanguageCode, SitemapType } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { type CatalogUrls, categoryUrls, productUrls } from '../catalog/index.ts';
import { contentPageUrls, contentPageUrlVersions, countContentPages } from '../content/index.ts';

/** One public URL (without language prefix) and its versions in every language, keyed by language. */
export type SitemapSourceRow = { url: string; versions: Map<string, string> };

type Scope = { db: Db; areaId: string; language: LanguageCode };
type Window = { offset: number; limit: number };

/** A kind of content that has a URL per language: how to count it and how to read a page of it. */
type SitemapSource = {
  count(scope: Scope): Promise<number>;
  page(scope: Scope, window: Window): Promise<SitemapSourceRow[]>;
};

/** Group the language versions of the page's ids, keeping the page's order. */
function withVersions(
  page: Array<{ id: string; url: string }>,
  versions: Array<{ id: string; languageCode: string; url: string }>,
): SitemapSourceRow[] {
  const byId = new Map<string, Map<string, string>>();
  for (const version of versions) {
    const map = byId.get(version.id) ?? new Map<string, string>();
    map.set(version.languageCode, version.url);
    byId.set(version.id, map);
  }
  return page.map((row) => ({ url: row.url, versions: byId.get(row.id) ?? new Map() }));
}

/** Products and categories: the catalog lists their URLs, the same in every area. */
function catalogSource(urls: CatalogUrls): SitemapSource {
  return {
    count: ({ db, language }) => urls.count(db, language),
    async page({ db, language }, window) {
      const rows = await urls.page(db, language, window);
      if (rows.length === 0) return [];
      const versions = await urls.versions(
        db,
        rows.map((row) => row.id),
      );
      return withVersions(rows, versions);
    },
  };
}

/** Content pages belong to an area; `pageId` ties a page's language versions together. */
const pages: SitemapSource = {
  count: ({ db, areaId, language }) => countContentPages(db, areaId, language),
  async page({ db, areaId, language }, window) {
    const rows = await contentPageUrls(db, areaId, language, window);
    if (rows.length === 0) return [];
    const versions = await contentPageUrlVersions(
      db,
      areaId,
      rows.map((row) => row.id),
    );
    return withVersions(rows, versions);
  },
};

export const sitemapSources: Record<SitemapType, SitemapSource> = {
  products: catalogSource(productUrls),
  categories: catalogSource(categoryUrls),
  pages,
};
