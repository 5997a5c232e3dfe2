import { lastPageWithItems } from '@shop/commerce';
import type { ProductSearchResponse, SearchFacetOptions, SearchProductItem } from '@shop/contracts';
import { pageRequests } from './search-plan.ts';

export type ProductListResult = {
  items: SearchProductItem[];
  itemsTotal: number;
  facetOptions: SearchFacetOptions[];
};

type RunSearch = (range: { skip: number; take: number }) => Promise<ProductSearchResponse>;

/**
 * Pages firstPage…lastPage of a search. The first request tells the total, so a page far beyond it (a
 * hand-edited `p=9999`) costs one request, not thousands; the rest are fetched in parallel.
 */
export async function fetchSearchPages(
  run: RunSearch,
  firstPage: number,
  lastPage: number,
  pageSize: number,
): Promise<ProductListResult> {
  const [head] = pageRequests(firstPage, lastPage, pageSize);
  if (!head) return { items: [], itemsTotal: 0, facetOptions: [] };
  const first = await run(head);
  const last = Math.min(lastPage, Math.max(firstPage, lastPageWithItems(first.itemsTotal, pageSize)));
  const rest = pageRequests(firstPage, last, pageSize).slice(1);
  const others = await Promise.all(rest.map(run));
  return {
    items: [first, ...others].flatMap((answer) => answer.items.map((hit) => hit.item)),
    itemsTotal: first.itemsTotal,
    facetOptions: first.facetOptions,
  };
}
