import type {
  AreaInfo,
  CategorySearchResponse,
  ProductSearchResponse,
  SearchProductColor,
  SearchRequest,
} from '@shop/contracts';
import type { ProductListResult } from './fetch-search-pages.ts';

/**
 * Facet option keys are ids and codes ('girls-dresses', 'apple-red'); the panel shows names and swatches.
 * Colours come with the products of the list; what the list does not show is looked up once.
 */
export type FacetNames = {
  categories: Record<string, string>;
  colors: Record<string, SearchProductColor>;
};

export const noFacetNames: FacetNames = { categories: {}, colors: {} };

function facetKeys(result: ProductListResult | null, field: string): string[] {
  const facet = result?.facetOptions.find((options) => options.field === field);
  return (facet?.items ?? []).map((item) => item.key).filter((key) => key !== '');
}

/** The colours of the listed products, by code. */
export function colorsOfItems(result: ProductListResult | null): Record<string, SearchProductColor> {
  const colors: Record<string, SearchProductColor> = {};
  for (const item of result?.items ?? []) for (const color of item.colors) colors[color.code] = color;
  return colors;
}

/** Category ids and colour codes of the facets whose names are not known (nor asked for) yet. */
export function missingFacetNames(
  result: ProductListResult | null,
  known: { categories: Iterable<string>; colors: Iterable<string> },
): { categories: string[]; colors: string[] } {
  const categories = new Set(known.categories);
  const colors = new Set(known.colors);
  return {
    categories: facetKeys(result, 'category').filter((id) => !categories.has(id)),
    colors: facetKeys(result, 'color').filter((code) => !colors.has(code)),
  };
}

const lookup = (area: AreaInfo, field: string, values: string[]): SearchRequest => ({
  area,
  facets: [],
  skip: 0,
  take: 100,
  search: { terms: { field, values: values.slice(0, 100) } },
  sorting: [],
});

/** Categories by id (GetCategoriesBySearch). */
export const categoryNamesRequest = (area: AreaInfo, ids: string[]) => lookup(area, 'id', ids);

/** Products in the colours (GetProductsBySearch): each answer carries its colours' names and swatches. */
export const colorsRequest = (area: AreaInfo, codes: string[]) => lookup(area, 'color', codes);

export function categoryNamesFrom(answer: CategorySearchResponse): Record<string, string> {
  return Object.fromEntries(answer.items.map((hit) => [hit.item.id, hit.item.title]));
}

export function colorsFrom(
  answer: ProductSearchResponse,
  codes: string[],
): Record<string, SearchProductColor> {
  const wanted = new Set(codes);
  const colors: Record<string, SearchProductColor> = {};
  for (const hit of answer.items) {
    for (const color of hit.item.colors) if (wanted.has(color.code)) colors[color.code] = color;
  }
  return colors;
}
