import type { AreaInfo } from '@shop/contracts';
import type { ApiClient } from '../../lib/api-client.server.ts';
import {
  categoryNamesFrom,
  categoryNamesRequest,
  colorsFrom,
  colorsOfItems,
  colorsRequest,
  type FacetNames,
  missingFacetNames,
} from './facet-names.ts';
import type { ProductListResult } from './fetch-search-pages.ts';

/**
 * Names for the facet options of the first answer, so the server-rendered panel reads 'Dresses' and
 * 'Apple red', not ids. A failed lookup only leaves ids and codes showing; the list never fails for it.
 */
export async function loadFacetNames(
  api: ApiClient,
  area: AreaInfo,
  result: ProductListResult,
): Promise<FacetNames> {
  const listed = colorsOfItems(result);
  const missing = missingFacetNames(result, { categories: [], colors: Object.keys(listed) });
  const [categories, colors] = await Promise.all([
    missing.categories.length > 0
      ? api
          .searchCategories(categoryNamesRequest(area, missing.categories))
          .then(categoryNamesFrom)
          .catch(() => ({}))
      : {},
    missing.colors.length > 0
      ? api
          .searchProducts(colorsRequest(area, missing.colors))
          .then((answer) => colorsFrom(answer, missing.colors))
          .catch(() => ({}))
      : {},
  ]);
  return { categories, colors: { ...listed, ...colors } };
}
