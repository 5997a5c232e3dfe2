import { type LanguageCode, localizeContentUrl, type PerfionEntry } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { afterId, idList } from './feed-page.ts';
import { type PerfionContent, sourcesOf } from './perfion-types.ts';

type PageRow = {
  pageId: string;
  languageCode: LanguageCode;
  parentPageId: string | null;
  url: string;
  title: string;
  template: string;
  metaDescription: string | null;
};

/**
 * The area's content pages as Perfion entries: one entry per page id (its language versions share it) with
 * title, url, meta description and template per language; catalogue (parent page). Pages keep no change
 * time, so `newerThan` does not narrow them.
 */
export const perfionPages: PerfionContent = {
  page(ctx, areaId, request, filter) {
    const ids = filter.ids ? sql`p.page_id IN ${idList(filter.ids)}` : sql`true`;
    const text = filter.pattern
      ? sql`(p.page_id ILIKE ${filter.pattern} OR p.title ILIKE ${filter.pattern})`
      : sql`true`;
    return queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT DISTINCT p.page_id AS id FROM content_pages p
        WHERE p.area_id = ${areaId} AND ${afterId(sql`p.page_id`, request.after)} AND ${ids} AND ${text}
        ORDER BY id LIMIT ${request.take + 1} OFFSET ${request.skip}`,
    );
  },

  async entries(ctx, areaId, ids, wanted) {
    if (ids.length === 0) return [];
    const rows = await queryRows<PageRow>(
      ctx.db,
      sql`SELECT page_id AS "pageId", language_code AS "languageCode", parent_page_id AS "parentPageId", url,
          title, template, meta_description AS "metaDescription"
        FROM content_pages WHERE area_id = ${areaId} AND page_id IN ${idList(ids)}
        ORDER BY page_id, language_code`,
    );
    const pageIds = [...new Set(rows.map((row) => row.pageId))];
    return pageIds.map((pageId): PerfionEntry => {
      const versions = rows.filter((row) => row.pageId === pageId);
      return {
        id: pageId,
        contentType: 'page',
        areaId,
        updatedAt: null,
        languages: versions.map((row) => ({
          languageCode: row.languageCode,
          fields: {
            title: row.title,
            url: localizeContentUrl(row.url, row.languageCode),
            metaDescription: row.metaDescription,
            template: row.template,
          },
        })),
        sources: sourcesOf(wanted, { catalogue: [{ parentPageId: versions[0]?.parentPageId ?? null }] }),
      };
    });
  },
};
