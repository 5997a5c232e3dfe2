import { type AreaInfo, defaultAreaId } from '@shop/contracts';
import type { RouterContextProvider } from 'react-router';
import { languageContext, requestArea, sessionContext } from '../../lib/middleware/request-context.ts';
import { pricedCustomer } from '../../lib/price-view.ts';
import { sessionCurrency } from '../../lib/session-currency.ts';
import { loadProductList } from './load-product-list.server.ts';
import { productListConfig } from './search-config.ts';

/** The search page (/search?q=, /da/search?q=): the product list for the text, first page on the server. */
export async function loadSearchPage(request: Request, context: Readonly<RouterContextProvider>) {
  const { call, user } = context.get(sessionContext);
  const language = context.get(languageContext);
  const url = new URL(request.url);
  const area = await requestArea(context);
  const areaInfo: AreaInfo = {
    areaId: defaultAreaId,
    languageCode: language,
    currencyCode: sessionCurrency(user, area.currencyCode),
  };
  const productList = await loadProductList(call, {
    config: productListConfig(area),
    area: areaInfo,
    url,
    requiresText: true,
    customerPrices: pricedCustomer(user) !== null,
  });
  return { productList, query: (url.searchParams.get('q') ?? '').trim() };
}
