import {
  AreaSettings,
  type ContentDocument,
  type DocumentRef,
  type GetDocumentsBySearchBody,
  type LanguageCode,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { loadDocument, refusalToDelete } from './document-store.ts';
import { titleOf } from './document-title.ts';

type Row = {
  type: DocumentRef['type'];
  area_id: string;
  language_code: LanguageCode;
  key: string;
  body: unknown;
  version: number | null;
  saved_at: string | Date | null;
};

/**
 * Every live document as one relation: its address, list title, searchable text and body (menus are built
 * from their rows afterwards, only for the page answered).
 */
const documents = sql`(
  select 'page' as type, p.area_id, p.language_code, p.page_id as key, p.title,
    p.url || ' ' || coalesce(p.meta_description, '') || ' ' || p.blocks::text as haystack,
    jsonb_build_object('url', p.url, 'title', p.title, 'template', p.template,
      'metaDescription', p.meta_description, 'parentPageId', p.parent_page_id, 'blocks', p.blocks) as body
  from content_pages p
  union all
  select 'menu', l.area_id, l.language_code, 'menu', 'Menu',
    coalesce((select string_agg(m.name || ' ' || m.url, ' ') from menu_items m
      where m.area_id = l.area_id and m.language_code = l.language_code), ''),
    null::jsonb
  from area_languages l
  union all
  select 'areaSettings', l.area_id, l.language_code, 'settings', 'Area settings', l.settings::text, l.settings
  from area_languages l
  union all
  select 'translation', t.area_id, t.language_code, t.key, t.value, t.value, jsonb_build_object('value', t.value)
  from translations t
) d`;

/** Document/GetBySearch: filtered, ordered by type, area, language and key, paged. */
export async function searchDocuments(
  ctx: Ctx,
  query: z.output<typeof GetDocumentsBySearchBody>,
): Promise<{ items: ContentDocument[]; itemsTotal: number }> {
  const conditions = [sql`true`];
  if (query.type) conditions.push(sql`d.type = ${query.type}`);
  if (query.areaId) conditions.push(sql`d.area_id = ${query.areaId}`);
  if (query.languageCode) conditions.push(sql`d.language_code = ${query.languageCode}`);
  if (query.key?.endsWith('*')) {
    const prefix = query.key.slice(0, -1).replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(sql`d.key like ${`${prefix}%`}`);
  } else if (query.key) conditions.push(sql`d.key = ${query.key}`);
  for (const word of (query.text ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = containsPattern(word);
    conditions.push(sql`(d.key ilike ${pattern} or d.title ilike ${pattern} or d.haystack ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`select d.type, d.area_id, d.language_code, d.key, d.body, v.version, v.saved_at
        from ${documents}
        left join lateral (
          select version, saved_at from content_document_versions cv
          where cv.document_type = d.type and cv.area_id = d.area_id
            and cv.language_code = d.language_code and cv.document_key = d.key
          order by version desc limit 1
        ) v on true
        where ${where}
        order by d.type, d.area_id, d.language_code, d.key
        limit ${query.take} offset ${query.skip}`,
    ),
    queryRows<{ count: number }>(ctx.db, sql`select count(*)::int as count from ${documents} where ${where}`),
  ]);
  const items = await Promise.all(
    rows.map(async (row): Promise<ContentDocument> => {
      const ref = { type: row.type, areaId: row.area_id, languageCode: row.language_code, key: row.key };
      let body: unknown = row.body;
      if (row.type === 'menu') body = await loadDocument(ctx, ref as DocumentRef);
      if (row.type === 'areaSettings') {
        const parsed = AreaSettings.safeParse(row.body);
        if (parsed.success) body = parsed.data;
      }
      return {
        ...ref,
        title: titleOf(ref, body),
        body,
        version: Number(row.version ?? 0),
        updatedAt: row.saved_at ? new Date(row.saved_at).toISOString() : null,
        deletable: refusalToDelete(ref as DocumentRef, body as never) === null,
      };
    }),
  );
  return { items, itemsTotal: Number(count?.count ?? 0) };
}
