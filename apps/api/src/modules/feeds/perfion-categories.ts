import { type LanguageCode, localizeContentUrl, type PerfionEntry } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { afterId, idList } from './feed-page.ts';
import { type PerfionContent, sourcesOf } from './perfion-types.ts';

type CategoryRow = { id: string; parentId: string | null; sortOrder: number; image: string | null };
type CategoryText = {
  categoryId: string;
  languageCode: LanguageCode;
  name: string;
  url: string;
  description: string | null;
};

/**
 * Categories as Perfion entries: texts per language; catalogue (parent, order, image). They keep no change
 * time, so `newerThan` does not narrow them (a shop has a few hundred).
 */
export const perfionCategories: PerfionContent = {
  page(ctx, _areaId, request, filter) {
    const ids = filter.ids ? sql`c.id IN ${idList(filter.ids)}` : sql`true`;
    const text = filter.pattern
      ? sql`(c.id ILIKE ${filter.pattern} OR EXISTS (SELECT 1 FROM category_translations t
          WHERE t.category_id = c.id AND t.name ILIKE ${filter.pattern}))`
      : sql`true`;
    return queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT c.id FROM categories c WHERE ${afterId(sql`c.id`, request.after)} AND ${ids} AND ${text}
        ORDER BY c.id LIMIT ${request.take + 1} OFFSET ${request.skip}`,
    );
  },

  async entries(ctx, areaId, ids, wanted) {
    if (ids.length === 0) return [];
    const list = idList(ids);
    const rows = await queryRows<CategoryRow>(
      ctx.db,
      sql`SELECT id, parent_id AS "parentId", sort_order AS "sortOrder", image FROM categories
        WHERE id IN ${list} ORDER BY id`,
    );
    const texts = await queryRows<CategoryText>(
      ctx.db,
      sql`SELECT category_id AS "categoryId", language_code AS "languageCode", name, url, description
        FROM category_translations WHERE category_id IN ${list} ORDER BY category_id, language_code`,
    );
    return rows.map(
      (row): PerfionEntry => ({
        id: row.id,
        contentType: 'category',
        areaId,
        updatedAt: null,
        languages: texts
          .filter((text) => text.categoryId === row.id)
          .map((text) => ({
            languageCode: text.languageCode,
            fields: {
              name: text.name,
              description: text.description,
              url: localizeContentUrl(text.url, text.languageCode),
            },
          })),
        sources: sourcesOf(wanted, {
          catalogue: [{ parentId: row.parentId, sortOrder: row.sortOrder, image: row.image }],
        }),
      }),
    );
  },
};
