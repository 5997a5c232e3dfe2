import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

type Text = AnyPgColumn<{ data: string; notNull: true }>;

/** The URLs of one translations table, whose rows are (id, language, url). */
function translationUrls(table: PgTable, columns: { id: Text; languageCode: Text; url: Text }): CatalogUrls {
  const { id, languageCode, url } = columns;
  return {
    async count(db, language) {
      const [row] = await db.select({ total: count() }).from(table).where(eq(languageCode, language));
      return row?.total ?? 0;
    },
    page(db, language, { offset, limit }) {
      return db
        .select({ id, url })
        .from(table)
        .where(eq(languageCode, language))
        .orderBy(asc(id))
        .offset(offset)
        .limit(limit);
    },
    versions(db, ids) {
      return db.select({ id, languageCode, url }).from(table).where(inArray(id, ids));
    },
  };
}

export const productUrls = translationUrls(productTranslations, {
  id: productTranslations.productId,
  languageCode: productTranslations.languageCode,
  url: productTranslations.url,
});

export const categoryUrls = translationUrls(categoryTranslations, {
  id: categoryTranslations.categoryId,
  languageCode: categoryTranslations.languageCode,
  url: categoryTranslations.url,
});
