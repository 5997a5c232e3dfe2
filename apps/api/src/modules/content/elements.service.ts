import type { ContentType, Element, LanguageCode } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AreaCtx } from '../../lib/context.ts';

/**
 * Elements are every addressable content item (pages, categories, products) under one shape, so tools and
 * blocks can fetch "the thing with id X" without knowing which table holds it. Page elements are identified
 * by their language-independent pageId.
 */
function elementsOf(areaId: string, language: LanguageCode): SQL {
  return sql`(
    select p.page_id as id, 'page' as content_type, p.title, p.url, p.parent_page_id as parent_id
      from content_pages p where p.area_id = ${areaId} and p.language_code = ${language}
    union all
    select c.id, 'category', t.name, t.url, c.parent_id
      from categories c join category_translations t on t.category_id = c.id and t.language_code = ${language}
    union all
    select p.id, 'product', t.name, t.url, p.primary_category_id
      from products p join product_translations t on t.product_id = p.id and t.language_code = ${language}
  ) e`;
}

type Row = { id: string; content_type: ContentType; title: string; url: string; parent_id: string | null };

const toElement = (row: Row): Element => ({
  id: row.id,
  contentType: row.content_type,
  title: row.title,
  url: row.url,
  parentId: row.parent_id,
});

const typeFilter = (contentType: ContentType | undefined) =>
  contentType ? sql`and e.content_type = ${contentType}` : sql``;

/** Elements by id in the call's area and language, in the order asked (unknown ids left out). */
export async function getElementsByIds(
  ctx: AreaCtx,
  ids: string[],
  contentType?: ContentType,
): Promise<Element[]> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { areaId, languageCode } = ctx.area;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select * from ${elementsOf(areaId, languageCode)} where e.id in (${idList}) ${typeFilter(contentType)}`,
  );
  const byId = new Map(rows.map((row) => [row.id, toElement(row)]));
  // Keep the caller's order; an id that names two kinds yields the first found.
  return ids.flatMap((id) => {
    const element = byId.get(id);
    return element ? [element] : [];
  });
}

export async function getElementById(ctx: AreaCtx, id: string, contentType?: ContentType): Promise<Element> {
  const [element] = await getElementsByIds(ctx, [id], contentType);
  if (!element) throw notFound();
  return element;
}

export async function searchElements(
  ctx: AreaCtx,
  query: {
    contentType?: ContentType;
    text?: string;
    parentId?: string;
    skip: number;
    take: number;
  },
): Promise<{ items: Element[]; itemsTotal: number }> {
  const text = query.text?.trim();
  const where = sql`where true ${typeFilter(query.contentType)}
    ${text ? sql`and e.title ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
    ${query.parentId ? sql`and e.parent_id = ${query.parentId}` : sql``}`;
  const { areaId, languageCode } = ctx.area;
  const from = elementsOf(areaId, languageCode);
  const [items, total] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`select * from ${from} ${where} order by e.title, e.id limit ${query.take} offset ${query.skip}`,
    ),
    queryRows<{ count: number }>(ctx.db, sql`select count(*)::int as count from ${from} ${where}`),
  ]);
  return { items: items.map(toElement), itemsTotal: Number(total[0]?.count ?? 0) };
}
