import type { SearchQueryNode } from './search-query.ts';

// The search contract's plain values, without zod, so the browser can import them (and the query helpers)
// without pulling in the schemas.

/** Spec §9: default list page size. */
export const defaultSearchPageSize = 30;
/** Spec §7 / §9: autocomplete page sizes. */
export const autocompletePageSizes = { products: 8, categories: 6, pages: 6 } as const;

/**
 * Fields each search endpoint accepts in query trees, facets and sorting. Keyword fields hold exact
 * values (ids, codes), boolean fields 'True' / 'False', text fields are analysed for full-text search.
 */
export const productSearchFields = {
  text: ['text', 'name', 'name.en', 'description', 'colorName'],
  keyword: [
    'id',
    'number',
    'brand',
    'category',
    'color',
    'print',
    'size',
    'season',
    'deliveryDrop',
    'stockKind',
  ],
  boolean: ['onSale', 'essential', 'topSeller', 'heroProduct', 'keyProduct', 'isPreview', 'hasStock'],
  number: ['price'],
} as const;
export const categorySearchFields = {
  text: ['text', 'title', 'name', 'description'],
  keyword: ['id', 'parentId'],
  boolean: [],
  number: [],
} as const;
export const pageSearchFields = {
  text: ['text', 'title', 'menuTitle', 'body'],
  keyword: ['id', 'parentId', 'template'],
  boolean: [],
  number: [],
} as const;

/** Keys of the stockKind facet (spec §3); the digit orders them. */
export const stockKindKeys = ['0Essentials', '1Preorder', '2Stock', '3FutureStock', '4OnSale'] as const;

export const searchFacetTypes = ['CheckboxAnd', 'CheckboxOr', 'Slider'] as const;

/** Largest accepted query tree: deeper or bigger trees are answered with 400. */
export const searchQueryLimits = { maxDepth: 8, maxNodes: 100 } as const;

/**
 * Why a query tree is too deep or too big, or null when it is within the limits. Walks the raw value
 * without recursion, so a hostile nesting is refused before the schema descends into it.
 */
export function searchQueryTooLarge(value: unknown): string | null {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) stack.push({ node: child, depth });
      continue;
    }
    nodes += 1;
    if (depth > searchQueryLimits.maxDepth) {
      return `search: the query tree is deeper than ${searchQueryLimits.maxDepth} levels`;
    }
    if (nodes > searchQueryLimits.maxNodes) {
      return `search: the query tree has more than ${searchQueryLimits.maxNodes} nodes`;
    }
    const bool = (node as { bool?: unknown }).bool;
    if (bool !== null && typeof bool === 'object') {
      for (const key of ['must', 'should', 'filter', 'mustNot'] as const) {
        stack.push({ node: (bool as Record<string, unknown>)[key], depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Spec §7: autocomplete hits come by score, then id descending. */
export const autocompleteSorting: Array<{ field: string; direction: 'Ascending' | 'Descending' }> = [
  { field: 'score', direction: 'Descending' },
  { field: 'id', direction: 'Descending' },
];

/**
 * The product autocomplete query of spec §7: a text match of every word (the last one completes as a
 * prefix), a fuzzy match on the English name, and a boosted match on the name or a colour name. `q` must
 * not be blank (spec §5: search runs only when the text is non-empty); it is cut to the schema's limits.
 */
export function productAutocompleteQuery(text: string): SearchQueryNode {
  const q = text.trim().slice(0, 100);
  return {
    bool: {
      should: [
        { match: { field: 'text', query: q, operator: 'and', prefix: true } },
        { fuzzy: { field: 'name.en', value: q, fuzziness: 'auto' } },
        {
          bool: {
            should: [{ match: { field: 'name', query: q } }, { match: { field: 'colorName', query: q } }],
            boost: 3,
          },
        },
      ],
    },
  };
}
