import type { AreaInfo } from '@shop/contracts';
import { pathOf } from '@shop/contracts/endpoint';
import { endpoints } from '@shop/contracts/endpoints';
import type { Call } from '../../lib/call-endpoint.ts';
import { loadFirstPrices } from '../prices/load-first-prices.server.ts';
import { buildSearchRequest } from './build-search-request.ts';
import { fetchSearchPages, type ProductListResult } from './fetch-search-pages.ts';
import type { ProductListData } from './product-list-data.ts';
import type { SearchConfig } from './search-config.ts';
import type { ListVariant } from './search-plan.ts';
import { searchKey, searchStateFromQuery } from './search-state.ts';

type LoadProductListOptions = {
  config: SearchConfig;
  area: AreaInfo;
  url: URL;
  variant?: ListVariant;
  requiresText?: boolean;
  /** A customer's session: the first prices are its net prices (ADR 55). */
  customerPrices?: boolean;
};

/**
 * The first result of a product list, searched on the server from the URL query so the tiles are in the
 * HTML (search engines, largest contentful paint). A failed search is not a failed page: the list shows
 * its error state and the browser can retry.
 */
export async function loadProductList(
  call: Call,
  {
    config,
    area,
    url,
    variant = 'infinite',
    requiresText = false,
    customerPrices = false,
  }: LoadProductListOptions,
): Promise<ProductListData> {
  const state = searchStateFromQuery(url.searchParams, config);
  // A customer's session may download the list as a line sheet (ADR 89); the address is the API's, through the BFF.
  const lineSheetPath = customerPrices ? pathOf(endpoints.lineSheet.getLineSheet) : null;
  const base = { config, variant, requiresText, area, lineSheetPath };
  if (requiresText && state.freeTextSearch === '') {
    return { ...base, loaded: null, result: null, prices: [], failed: false };
  }
  const firstPage = variant === 'pager' ? state.currentPage : 1;
  let result: ProductListResult;
  try {
    result = await fetchSearchPages(
      (range) =>
        call(endpoints.search.getProductsBySearch, { body: buildSearchRequest(config, state, area, range) }),
      firstPage,
      state.currentPage,
      config.pageSize,
    );
  } catch {
    return { ...base, loaded: null, result: null, prices: [], failed: true };
  }
  const prices = area.currencyCode
    ? await loadFirstPrices(call, result.items, { customerPrices, currencyCode: area.currencyCode })
    : [];
  return {
    ...base,
    loaded: { key: searchKey(state), firstPage, lastPage: state.currentPage },
    result,
    prices,
    failed: false,
  };
}
