import type { AreaInfo, SearchQueryNode, SearchRequest } from '@shop/contracts';
// The plain-value entry point: no zod in the browser bundle.
import {
  autocompletePageSizes,
  autocompleteSorting,
  productAutocompleteQuery,
} from '@shop/contracts/search-constants';

/** Spec §9: the autocomplete asks after a 250 ms pause in typing. */
export const autocompleteDebounceMs = 250;

const textQuery = (text: string): SearchQueryNode => ({
  match: { field: 'text', query: text, prefix: true },
});

function request(area: AreaInfo, take: number, search: SearchQueryNode, sorting: SearchRequest['sorting']) {
  return { area, facets: [], skip: 0, take, search, sorting } satisfies SearchRequest;
}

/** The three searches of one autocomplete: products (8), categories (6) and pages (6). */
export function autocompleteRequests(area: AreaInfo, text: string) {
  const byScore: SearchRequest['sorting'] = [{ field: 'score', direction: 'Descending' }];
  return {
    products: request(area, autocompletePageSizes.products, productAutocompleteQuery(text), [
      ...autocompleteSorting,
    ]),
    categories: request(area, autocompletePageSizes.categories, textQuery(text), byScore),
    pages: request(area, autocompletePageSizes.pages, textQuery(text), byScore),
  };
}
