import type { AreaInfo, SearchQueryNode, SearchRequest } from '@shop/contracts';
import { availableSortingOptions, defaultSortingValue, type SearchConfig } from './search-config.ts';
import type { SearchState } from './search-state.ts';

/** The contract's longest fuzzy value. */
const maxFuzzyLength = 100;

/**
 * Free text typed on the list page: every word must be found (stemmed, in the request's language), or
 * the name must be close to it (typos). Relevance sorting scores both.
 */
export function freeTextQuery(text: string): SearchQueryNode {
  return {
    bool: {
      should: [
        { match: { field: 'text', query: text, operator: 'and' } },
        { fuzzy: { field: 'name', value: text.slice(0, maxFuzzyLength), fuzziness: 'auto' } },
      ],
    },
  };
}

function searchQuery(config: SearchConfig, text: string): SearchQueryNode | null {
  const parts: SearchQueryNode[] = [];
  if (config.baseQuery) parts.push({ match: { field: 'text', query: config.baseQuery, operator: 'and' } });
  if (text) parts.push(freeTextQuery(text));
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0] ?? null;
  return { bool: { must: parts } };
}

/** Spec §7 search request for the product list: facets with their selection, query tree, sorting, category. */
export function buildSearchRequest(
  config: SearchConfig,
  state: SearchState,
  area: AreaInfo,
  range: { skip: number; take: number },
): SearchRequest {
  const text = state.freeTextSearch;
  const sortValue = state.sortingSelected ?? defaultSortingValue(config, text);
  const option = availableSortingOptions(config, text).find(
    (candidate) => candidate.queryValue === sortValue,
  );
  return {
    area,
    facets: config.facets.map((facet) => {
      const selected = state.facetSelected[facet.field];
      return selected
        ? { field: facet.field, type: facet.type, selected }
        : { field: facet.field, type: facet.type };
    }),
    skip: range.skip,
    take: range.take,
    search: searchQuery(config, text),
    sorting: option?.sortings ?? [],
    category: config.category,
  };
}
