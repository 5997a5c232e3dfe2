import type { Area, SearchSorting } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

export type FacetType = 'CheckboxAnd' | 'CheckboxOr' | 'Slider';

/** Spec §3 facet: `field` is what the API filters and counts, `queryField` its URL key and how it looks. */
export type FacetConfig = { field: string; type: FacetType; queryField: string };

/** Spec §3 sorting option; `name` is a translation key, `queryValue` the URL value of `s`. */
export type SortingOption = { name: TextKey; queryValue: string; sortings: SearchSorting[] };

/** Spec §3 search container configuration (the endpoint is always the product search here). */
export type SearchConfig = {
  facets: FacetConfig[];
  sortingOptions: SortingOption[];
  pageSize: number;
  category: string | null;
  /** A fixed text every search of this list is narrowed by (a list block's query), besides the visitor's. */
  baseQuery: string | null;
};

/** Spec §9: default list page size 30. */
export const defaultPageSize = 30;

/** Spec §9: the default sort key; it keeps the catalogue's own order (the category's merchandising). */
export const defaultSortValue = 'sorting';
export const relevanceSortValue = 'relevance';

/**
 * Spec §9: the default options (name and item number, ascending on data.name / data.number) exist in both
 * languages, the texts come from the dictionary. Relevance is only offered with free text (see
 * `availableSortingOptions`).
 */
export const defaultSortingOptions: SortingOption[] = [
  {
    name: 'search.sort-default',
    queryValue: defaultSortValue,
    sortings: [{ field: 'sortOrder', direction: 'Ascending' }],
  },
  {
    name: 'search.sort-name',
    queryValue: 'name',
    sortings: [{ field: 'data.name', direction: 'Ascending' }],
  },
  {
    name: 'search.sort-number',
    queryValue: 'number',
    sortings: [{ field: 'data.number', direction: 'Ascending' }],
  },
  {
    name: 'search.sort-relevance',
    queryValue: relevanceSortValue,
    sortings: [{ field: 'score', direction: 'Descending' }],
  },
];

/** Relevance only when there is free text to be relevant to. */
export function availableSortingOptions(config: SearchConfig, freeText: string): SortingOption[] {
  const hasText = freeText.trim() !== '';
  return config.sortingOptions.filter((option) => hasText || option.queryValue !== relevanceSortValue);
}

/** The option that applies when the URL names none (or one not offered): relevance for text searches. */
export function defaultSortingValue(config: SearchConfig, freeText: string): string {
  const options = availableSortingOptions(config, freeText);
  const preferred = freeText.trim() !== '' ? relevanceSortValue : defaultSortValue;
  return (options.find((option) => option.queryValue === preferred) ?? options[0])?.queryValue ?? '';
}

/** The list configuration of a product list block: the area's default facets, in their order. */
export function productListConfig(
  area: Pick<Area, 'defaultFacets'>,
  options: { category?: string | null; baseQuery?: string | null; pageSize?: number } = {},
): SearchConfig {
  return {
    facets: area.defaultFacets.map((facet) => ({ ...facet, queryField: facet.field })),
    sortingOptions: defaultSortingOptions,
    pageSize: options.pageSize ?? defaultPageSize,
    category: options.category ?? null,
    baseQuery: options.baseQuery ?? null,
  };
}
