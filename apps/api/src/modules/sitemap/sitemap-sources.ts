import type { LanguageCode, SitemapType } from '@shop/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoryTranslations, productTranslations } from '../catalog/index.ts';
import { contentPages } from '../content/index.ts';

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

const products: SitemapSource = {
  async count({ db, language }) {
    const [row] = await db
      .select({ total: count() })
      .from(productTranslations)
      .where(eq(productTranslations.languageCode, language));
    return row?.total ?? 0;
  },
  async page({ db, language }, { offset, limit }) {
    const t = productTranslations;
    const rows = await db
      .select({ id: t.productId, url: t.url })
      .from(t)
      .where(eq(t.languageCode, language))
      .orderBy(asc(t.productId))
      .offset(offset)
      .limit(limit);
    if (rows.length === 0) return [];
    const versions = await db
      .select({ id: t.productId, languageCode: t.languageCode, url: t.url })
      .from(t)
      .where(
        inArray(
          t.productId,
          rows.map((row) => row.id),
        ),
      );
    return withVersions(rows, versions);
  },
};

const categories: SitemapSource = {
  async count({ db, language }) {
    const [row] = await db
      .select({ total: count() })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.languageCode, language));
    return row?.total ?? 0;
  },
  async page({ db, language }, { offset, limit }) {
    const t = categoryTranslations;
    const rows = await db
      .select({ id: t.categoryId, url: t.url })
      .from(t)
      .where(eq(t.languageCode, language))
      .orderBy(asc(t.categoryId))
      .offset(offset)
      .limit(limit);
    if (rows.length === 0) return [];
    const versions = await db
      .select({ id: t.categoryId, languageCode: t.languageCode, url: t.url })
      .from(t)
      .where(
        inArray(
          t.categoryId,
          rows.map((row) => row.id),
        ),
      );
    return withVersions(rows, versions);
  },
};

/** Content pages belong to an area; `pageId` ties a page's language versions together. */
const pages: SitemapSource = {
  async count({ db, areaId, language }) {
    const [row] = await db
      .select({ total: count() })
      .from(contentPages)
      .where(and(eq(contentPages.areaId, areaId), eq(contentPages.languageCode, language)));
    return row?.total ?? 0;
  },
  async page({ db, areaId, language }, { offset, limit }) {
    const t = contentPages;
    const rows = await db
      .select({ id: t.pageId, url: t.url })
      .from(t)
      .where(and(eq(t.areaId, areaId), eq(t.languageCode, language)))
      .orderBy(asc(t.id))
      .offset(offset)
      .limit(limit);
    if (rows.length === 0) return [];
    const versions = await db
      .select({ id: t.pageId, languageCode: t.languageCode, url: t.url })
      .from(t)
      .where(
        and(
          eq(t.areaId, areaId),
          inArray(
            t.pageId,
            rows.map((row) => row.id),
          ),
        ),
      );
    return withVersions(rows, versions);
  },
};

export const sitemapSources: Record<SitemapType, SitemapSource> = { products, categories, pages };
