import type { SearchSorting } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { SearchKind } from './search.tables.ts';
import { searchFieldsOf } from './search-fields.ts';

type SortKey = 'score' | 'id' | 'name' | 'number' | 'sortOrder' | `num_${string}`;

/** Sort fields: the spec's 'data.name' / 'data.number' and plain names; number fields (price) by value. */
const aliases: Record<string, SortKey> = {
  score: 'score',
  id: 'id',
  'data.name': 'name',
  name: 'name',
  title: 'name',
  'data.number': 'number',
  number: 'number',
  sortOrder: 'sortOrder',
  sorting: 'sortOrder',
};

function sortKey(kind: SearchKind, field: string): SortKey {
  const alias = aliases[field];
  if (alias) return alias;
  if (searchFieldsOf(kind).get(field)?.type === 'number') return `num_${field}`;
  throw appError(
    'search.unknown-sort-field',
    `Unknown sort field '${field}'; use data.name, data.number, score, id, sortOrder or a number field`,
  );
}

/** Expressions to order by on a row alias; names compare case-insensitively in code point order. */
function orderTerms(key: SortKey, alias: string, descending: boolean, pinned: boolean): SQL[] {
  const column = (name: string) => sql.raw(`${alias}."${name}"`);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  switch (key) {
    case 'score':
      return [sql`${column('score')} ${direction}`];
    case 'id':
      return [sql`${column('id')} collate "C" ${direction}`];
    case 'name':
      return [
        sql`${column('sort_name')} collate "C" ${direction}`,
        sql`${column('name')} collate "C" ${direction}`,
      ];
    case 'number':
      return [sql`${column('number')} collate "C" ${direction}`];
    case 'sortOrder':
      // Staff's placements first (ADR 52), then the catalogue's order; descending reverses both.
      return pinned
        ? [
            sql`${column('pin_position')} ${direction} nulls ${sql.raw(descending ? 'first' : 'last')}`,
            sql`${column('sort_order')} ${direction}`,
          ]
        : [sql`${column('sort_order')} ${direction}`];
    default:
      return [sql`${column(key)} ${direction} nulls last`];
  }
}

/** `pinned`: the rows carry `pin_position` (staff's placements, ADR 52) for the sort 'sortOrder'. */
export type SortPlan = { keys: Array<{ key: SortKey; descending: boolean }>; pinned: boolean };

/**
 * The order of hits. Score counts only when the query has free text, else it is skipped (a stale
 * relevance option must not fail a browse). Without sorting: score with free text, else sortOrder. Ties
 * end in id descending, as the autocomplete asks (score, then id descending).
 */
export function planSorting(
  kind: SearchKind,
  sorting: SearchSorting[],
  freeText: boolean,
  pinned = false,
): SortPlan {
  const keys = sorting
    .map((sort) => ({ key: sortKey(kind, sort.field), descending: sort.direction === 'Descending' }))
    .filter((sort) => sort.key !== 'score' || freeText);
  if (keys.length === 0)
    keys.push(freeText ? { key: 'score', descending: true } : { key: 'sortOrder', descending: false });
  if (!keys.some((sort) => sort.key === 'id')) keys.push({ key: 'id', descending: true });
  return { keys, pinned: pinned && keys.some((sort) => sort.key === 'sortOrder') };
}

/** ORDER BY terms of a plan on a row alias. */
export function orderBy(plan: SortPlan, alias: string): SQL {
  return sql.join(
    plan.keys.flatMap((sort) => orderTerms(sort.key, alias, sort.descending, plan.pinned)),
    sql`, `,
  );
}
