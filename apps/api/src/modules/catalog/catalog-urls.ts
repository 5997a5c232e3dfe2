import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoryTranslations, productTranslations } from './catalog.tables.ts';

type Window = { offset: number; limit: number };

/**
 * The public URLs of products or categories (the sitemaps): how many a language has, a page of them by id, and
 * every language's URL of some of them.
 */
export type CatalogUrls = {
  count(db: Db, language: string): Promise<number>;
  page(db: Db, language: string, window: Window): Promise<Array<{ id: string; url: string }>>;
  versions(db: Db, ids: string[]): Promise<Array<{ id: string; languageCode: string; url: string }>>;
};

export const productUrls: CatalogUrls = {
  async count(db, language) {
    const [row] = await db
      .select({ total: count() })
      .from(productTranslations)
      .where(eq(productTranslations.languageCode, language));
    return row?.total ?? 0;
  },
  page(db, language, { offset, limit }) {
    const t = productTranslations;
    return db
      .select({ id: t.productId, url: t.url })
      .from(t)
      .where(eq(t.languageCode, language))
      .orderBy(asc(t.productId))
      .offset(offset)
      .limit(limit);
  },
  versions(db, ids) {
    const t = productTranslations;
    return db
      .select({ id: t.productId, languageCode: t.languageCode, url: t.url })
      .from(t)
      .where(inArray(t.productId, ids));
  },
};

export const categoryUrls: CatalogUrls = {
  async count(db, language) {
    const [row] = await db
      .select({ total: count() })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.languageCode, language));
    return row?.total ?? 0;
  },
  page(db, language, { offset, limit }) {
    const t = categoryTranslations;
    return db
      .select({ id: t.categoryId, url: t.url })
      .from(t)
      .where(eq(t.languageCode, language))
      .orderBy(asc(t.categoryId))
      .offset(offset)
      .limit(limit);
  },
  versions(db, ids) {
    const t = categoryTranslations;
    return db
      .select({ id: t.categoryId, languageCode: t.languageCode, url: t.url })
      .from(t)
      .where(inArray(t.categoryId, ids));
  },
};
