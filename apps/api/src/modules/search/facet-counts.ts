import { type SQL, sql } from 'drizzle-orm';
import type { SearchEngineQuery } from './search-engine.ts';

/** Keyword fields that are unique per document: counting them per scope would copy the documents. */
const uncountedFields = ['id', 'number'];

/** Whether `search_facet_counts` holds the field's counts. */
export const isPrecounted = (field: string): boolean => !uncountedFields.includes(field);

/**
 * Fill `search_facet_counts` from the documents just written: every keyword but the unique ones, counted
 * per kind, language, document area and category scope ('' and each category the document is in).
 */
export const insertFacetCounts = sql`
  insert into search_facet_counts (kind, language_code, scope, area_id, field, key, count)
  select d.kind, d.language_code, s.scope, coalesce(d.area_id, ''), split_part(v, ':', 1),
    substr(v, strpos(v, ':') + 1), count(*)::int
  from search_documents d
  cross join lateral unnest(d.keywords) v
  cross join lateral (
    select '' as scope
    union
    select substr(c, length('category:') + 1) from unnest(d.keywords) c where c like 'category:%'
  ) s
  where split_part(v, ':', 1) <> all (array[${sql.join(
    uncountedFields.map((field) => sql`${field}`),
    sql`, `,
  )}]::text[])
  group by 1, 2, 3, 4, 5, 6`;

/**
 * The stored counts of some fields for a query without search terms and without facet filters (only its
 * category scope): the same rows the grouped count over the documents would give, without reading them.
 */
export function precountedFacets(query: SearchEngineQuery, fields: string[]): SQL {
  return sql`select field, key, sum(count)::int as count from search_facet_counts
    where kind = ${query.kind} and language_code = ${query.languageCode} and scope = ${query.category ?? ''}
      and area_id in ('', ${query.areaId})
      and field in (${sql.join(
        fields.map((field) => sql`${field}`),
        sql`, `,
      )})
    group by field, key`;
}
