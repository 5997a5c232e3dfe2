import type { AreaInfo, CategorySearchResponse, ProductSearchResponse } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { postJson } from '../../lib/browser-api.ts';
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
 * The facet names the list knows, growing with every answer: colours of newly listed products, and one
 * lookup for ids and codes never seen (each asked for once, whether the lookup succeeds or not).
 */
export function useFacetNames(area: AreaInfo, result: ProductListResult | null, initial: FacetNames) {
  const [names, setNames] = useState(initial);
  const asked = useRef({
    categories: new Set(Object.keys(initial.categories)),
    colors: new Set(Object.keys(initial.colors)),
  });

  useEffect(() => {
    const listed = colorsOfItems(result);
    for (const code of Object.keys(listed)) asked.current.colors.add(code);
    const missing = missingFacetNames(result, asked.current);
    for (const id of missing.categories) asked.current.categories.add(id);
    for (const code of missing.colors) asked.current.colors.add(code);
    if (Object.keys(listed).length > 0)
      setNames((known) => ({ ...known, colors: { ...known.colors, ...listed } }));
    // Without a name an option shows its id or code; nothing else depends on it.
    const ignore = () => {};
    if (missing.categories.length > 0) {
      postJson<CategorySearchResponse>(
        '/api/Category/GetCategoriesBySearch',
        categoryNamesRequest(area, missing.categories),
      )
        .then((answer) =>
          setNames((known) => ({
            ...known,
            categories: { ...known.categories, ...categoryNamesFrom(answer) },
          })),
        )
        .catch(ignore);
    }
    if (missing.colors.length > 0) {
      postJson<ProductSearchResponse>('/api/Product/GetProductsBySearch', colorsRequest(area, missing.colors))
        .then((answer) =>
          setNames((known) => ({
            ...known,
            colors: { ...known.colors, ...colorsFrom(answer, missing.colors) },
          })),
        )
        .catch(ignore);
    }
  }, [result, area]);

  return names;
}
