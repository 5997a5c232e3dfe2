import { type SQL, sql } from 'drizzle-orm';
import { compileQuery } from './compile-query.ts';
import { isPrecounted, precountedFacets } from './facet-counts.ts';
import type { SearchEngineQuery } from './search-engine.ts';
import { activeFilters, type FacetPlan, facetFilters, planFacets } from './search-facets.ts';
import { type NumberField, searchFieldsOf } from './search-fields.ts';
import { orderBy, planSorting } from './search-sorting.ts';

const noCounts = sql`select null::text as field, null::text as key, 0 as count where false`;

/** Stored counts of some fields over the base rows; null when the base rows come from a search query. */
type Precounted = ((fields: string[]) => SQL) | null;

/**
 * Counts of every checkbox facet over the hits, except for CheckboxOr facets with a selection: those
 * count over the hits of every other filter, leaving their own out. Counts over the base rows of a query
 * without search terms are read from `search_facet_counts` instead of grouping the documents' keywords.
 */
function countsQuery(plan: FacetPlan, hits: string, precounted: Precounted): SQL {
  const grouped = (from: string, where: SQL, fields: string[]) => {
    const prefixes = fields.map((field) => sql`${`${field}:%`}`);
    return sql`select split_part(v, ':', 1) as field, substr(v, strpos(v, ':') + 1) as key, count(*)::int as count
      from (select unnest(b.keywords) as v from ${sql.raw(from)} b where ${where}) values_of_hits
      where v like any (array[${sql.join(prefixes, sql`, `)}]::text[])
      group by v`;
  };
  const counted = (overBase: boolean, from: string, where: SQL, fields: string[]) =>
    precounted && overBase && fields.every(isPrecounted) ? precounted(fields) : grouped(from, where, fields);
  const own = plan.checkboxes.filter((facet) => facet.type === 'CheckboxOr' && facet.filter !== null);
  const shared = plan.checkboxes.filter((facet) => !own.includes(facet)).map((facet) => facet.field);
  const parts = own.map((facet) =>
    counted(activeFilters(plan, facet.field).length === 0, 'base', facetFilters(plan, facet.field), [
      facet.field,
    ]),
  );
  if (shared.length > 0) parts.unshift(counted(hits === 'base', hits, sql`true`, shared));
  return parts.length === 0 ? noCounts : sql.join(parts, sql` union all `);
}

/**
 * Smallest and largest value of each slider field, with every facet filter but the slider's own: over the hits
 * when the slider has no selection (its filters are the hits' own), so the base rows are not filtered again, and
 * are read once only when no other part needs them (PostgreSQL then need not keep them for a second reading).
 */
function rangesQuery(plan: FacetPlan, hits: string): SQL {
  if (plan.sliders.length === 0) return sql`null::json`;
  const entries = plan.sliders.map((slider) => {
    const bounds = sql`json_build_array(min(${slider.column}), max(${slider.column}))`;
    const over =
      slider.filter === null
        ? sql`${sql.raw(hits)} b`
        : sql`base b where ${facetFilters(plan, slider.field)}`;
    return sql`${slider.field}::text, (select ${bounds} from ${over})`;
  });
  return sql`json_build_object(${sql.join(entries, sql`, `)})`;
}

/**
 * The whole search in one statement (one round trip): documents matching the query (`base`), narrowed
 * by the facet selections (`filtered`), one page of it with the precomputed items, and — unless the
 * caller already has them — the total, facet counts and slider ranges. Keywords are GIN-indexed, so
 * category scope, term filters and words are index scans; the text table is joined only for the description's
 * words (and for the list items of the page).
 */
export function searchStatement(
  query: SearchEngineQuery,
  withFacets: boolean,
): { statement: SQL; plan: FacetPlan } {
  const compiled = compileQuery(query.query, query);
  const plan = planFacets(query.kind, query.facets);
  const pinned = query.pinned ?? [];
  const sort = planSorting(query.kind, query.sorting, compiled.freeText, pinned.length > 0);
  const numbers = [...searchFieldsOf(query.kind).values()].filter(
    (field): field is NumberField => field.type === 'number',
  );
  const numberColumns = numbers.map(
    (field) => sql`, ${field.value(query.currencyCode)} as ${sql.raw(`"num_${field.name}"`)}`,
  );
  const texts = compiled.texts
    ? sql`join search_document_texts t on t.kind = d.kind and t.language_code = d.language_code and t.id = d.id`
    : sql``;
  // Staff's placements (ADR 52): a hash join with the few ids, only when the sort uses them.
  const pins = sort.pinned
    ? {
        column: sql`, pin.position as pin_position`,
        join: sql`left join unnest(array[${sql.join(
          pinned.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]) with ordinality as pin(id, position) on pin.id = d.id`,
      }
    : { column: sql``, join: sql`` };
  const scope =
    query.category === null ? sql`` : sql`and d.keywords @> array[${`category:${query.category}`}]::text[]`;
  // Without a selection the hits are the base rows: use them rather than copy them.
  const selected = [...plan.checkboxes, ...plan.sliders].some((facet) => facet.filter !== null);
  const hits = selected ? 'filtered' : 'base';
  const filtered = selected ? sql`filtered as (select * from base b where ${facetFilters(plan)}),` : sql``;
  const precounted: Precounted =
    query.query === null ? (fields: string[]) => precountedFacets(query, fields) : null;
  const facetColumns = withFacets
    ? sql`,
      (select count(*)::int from ${sql.raw(hits)}) as total,
      (select coalesce(json_agg(c), '[]'::json) from (${countsQuery(plan, hits, precounted)}) c) as counts,
      ${rangesQuery(plan, hits)} as ranges`
    : sql``;
  const ctes = compiled.ctes.map((cte) => sql`${cte}, `);
  const statement = sql`
    with ${sql.join(ctes, sql``)} base as (
      select d.id, d.name, d.sort_name, d.number, d.sort_order, d.keywords ${sql.join(numberColumns, sql``)},
        coalesce(${compiled.score}, 0) as score ${pins.column}
      from search_documents d ${texts} ${pins.join}
      where d.kind = ${query.kind} and d.language_code = ${query.languageCode}
        and (d.area_id is null or d.area_id = ${query.areaId}) ${scope}
        and ${compiled.where}
    ),
    ${filtered}
    page as (
      select f.* from ${sql.raw(hits)} f order by ${orderBy(sort, 'f')} limit ${query.take} offset ${query.skip}
    )
    select
      (select coalesce(json_agg(json_build_object('id', p.id, 'score', p.score, 'item', t.item)
          order by ${orderBy(sort, 'p')}), '[]'::json)
        from page p
        join search_document_texts t on t.kind = ${query.kind} and t.language_code = ${query.languageCode}
          and t.id = p.id
      ) as hits ${facetColumns}`;
  return { statement, plan };
}
