import { parsePageNumber } from '@shop/commerce';
import { availableSortingOptions, type SearchConfig } from './search-config.ts';

export type SliderSelection = { min?: number; max?: number };
export type FacetSelection = string[] | SliderSelection;

/** Spec §3 search container state. `sortingSelected` null = the default option for the text. */
export type SearchState = {
  currentPage: number;
  facetSelected: Record<string, FacetSelection>;
  freeTextSearch: string;
  sortingSelected: string | null;
};

/** Spec §4 URL keys: q (free text), p (page), s (sorting) and one key per facet, values joined by ','. */
export const searchQueryKeys = { text: 'q', page: 'p', sorting: 's' } as const;

function parseBound(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function isEmptySelection(selection: FacetSelection | undefined): boolean {
  if (!selection) return true;
  if (Array.isArray(selection)) return selection.length === 0;
  return selection.min === undefined && selection.max === undefined;
}

/** The container's state as the URL describes it; anything malformed is dropped, never an error. */
export function searchStateFromQuery(params: URLSearchParams, config: SearchConfig): SearchState {
  const freeTextSearch = (params.get(searchQueryKeys.text) ?? '').trim();
  const facetSelected: Record<string, FacetSelection> = {};
  for (const facet of config.facets) {
    const raw = params.get(facet.queryField);
    if (raw === null) continue;
    if (facet.type === 'Slider') {
      const [min, max] = raw.split(',');
      const selection: SliderSelection = {};
      const low = parseBound(min);
      const high = parseBound(max);
      if (low !== undefined) selection.min = low;
      if (high !== undefined) selection.max = high;
      if (!isEmptySelection(selection)) facetSelected[facet.field] = selection;
    } else {
      const keys = [...new Set(raw.split(',').filter((key) => key !== ''))];
      if (keys.length > 0) facetSelected[facet.field] = keys;
    }
  }
  const sorting = params.get(searchQueryKeys.sorting);
  const offered = availableSortingOptions(config, freeTextSearch).some((o) => o.queryValue === sorting);
  return {
    currentPage: parsePageNumber(params.get(searchQueryKeys.page)),
    facetSelected,
    freeTextSearch,
    sortingSelected: offered ? sorting : null,
  };
}

/**
 * The URL query for a state. Keys the container does not own (campaign tags, colorCode…) are kept; page 1
 * and empty selections are left out, so equal states give equal URLs.
 */
export function searchStateToQuery(
  state: SearchState,
  config: SearchConfig,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set<string>([
    ...Object.values(searchQueryKeys),
    ...config.facets.map((facet) => facet.queryField),
  ]);
  const params = new URLSearchParams();
  if (state.freeTextSearch) params.set(searchQueryKeys.text, state.freeTextSearch);
  if (state.sortingSelected) params.set(searchQueryKeys.sorting, state.sortingSelected);
  for (const facet of config.facets) {
    const selection = state.facetSelected[facet.field];
    if (!selection || isEmptySelection(selection)) continue;
    const value = Array.isArray(selection)
      ? selection.join(',')
      : `${selection.min ?? ''},${selection.max ?? ''}`;
    params.set(facet.queryField, value);
  }
  if (state.currentPage > 1) params.set(searchQueryKeys.page, String(state.currentPage));
  for (const [key, value] of keep) if (!owned.has(key)) params.append(key, value);
  return params;
}

/** Everything but the page: two states with the same key show the same list, only more or less of it. */
export function searchKey(state: SearchState): string {
  const facets = Object.keys(state.facetSelected)
    .sort()
    .filter((field) => !isEmptySelection(state.facetSelected[field]))
    .map((field) => [field, state.facetSelected[field]]);
  return JSON.stringify([state.freeTextSearch, state.sortingSelected, facets]);
}

/** Spec §4: any change of facet, free text or sorting resets the page to 1. */
export function withFacetSelection(
  state: SearchState,
  field: string,
  selection: FacetSelection,
): SearchState {
  const facetSelected = { ...state.facetSelected };
  if (isEmptySelection(selection)) delete facetSelected[field];
  else facetSelected[field] = selection;
  return { ...state, facetSelected, currentPage: 1 };
}

/** Tick or untick one option of a checkbox facet. */
export function withFacetOptionToggled(state: SearchState, field: string, key: string): SearchState {
  const current = state.facetSelected[field];
  const keys = Array.isArray(current) ? current : [];
  const next = keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key];
  return withFacetSelection(state, field, next);
}

export function withFreeText(state: SearchState, freeTextSearch: string): SearchState {
  const text = freeTextSearch.trim();
  // Relevance means nothing without text; any other chosen order stays.
  const sortingSelected = text === '' && state.sortingSelected === 'relevance' ? null : state.sortingSelected;
  return { ...state, freeTextSearch: text, sortingSelected, currentPage: 1 };
}

export function withSorting(state: SearchState, sortingSelected: string): SearchState {
  return { ...state, sortingSelected, currentPage: 1 };
}

export function withoutFacets(state: SearchState): SearchState {
  return { ...state, facetSelected: {}, currentPage: 1 };
}

export function selectedKeys(state: SearchState, field: string): string[] {
  const selection = state.facetSelected[field];
  return Array.isArray(selection) ? selection : [];
}
