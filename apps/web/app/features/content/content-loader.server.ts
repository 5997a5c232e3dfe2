import { type AreaInfo, defaultAreaId, defaultCurrency, splitLanguagePrefix } from '@shop/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { languageContext, requestArea, sessionContext } from '../../lib/middleware/request-context.ts';
import { pricedCustomer } from '../../lib/price-view.ts';
import { sessionCurrency } from '../../lib/session-currency.ts';
import { loadProduct } from '../product/load-product.server.ts';
import { loadProductList } from '../search/load-product-list.server.ts';
import { productListConfig } from '../search/search-config.ts';
import { contentByUrl } from './content-by-url.server.ts';

/**
 * The catch-all content loader: the path without /da goes to GetContentByUrl; an unknown URL is a 404 page,
 * a forbidden one 403 (spec §8). A product list block is searched here (first page in the HTML), a
 * product details block loads its product (404 when the API does not know it).
 */
export async function loadContent(request: Request, context: Readonly<RouterContextProvider>) {
  const { call, user } = context.get(sessionContext);
  const language = context.get(languageContext);
  const requestUrl = new URL(request.url);
  const { path } = splitLanguagePrefix(requestUrl.pathname);
  const url = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const currency = sessionCurrency(user, defaultCurrency);
  const [result, area] = await Promise.all([
    contentByUrl(call, {
      query: {
        'Area.AreaId': defaultAreaId,
        'Area.LanguageCode': language,
        'Area.CurrencyCode': currency,
        Url: url,
      },
    }),
    requestArea(context),
  ]);
  if (result.statusCode === 403) throw data('Forbidden', { status: 403 });
  if (result.statusCode === 404 || !result.content) throw data('Not Found', { status: 404 });
  const content = result.content;
  // Prices and the price facet are in the customer's currency, else the area's.
  const areaInfo: AreaInfo = {
    areaId: defaultAreaId,
    languageCode: language,
    currencyCode: sessionCurrency(user, area.currencyCode),
  };
  const listBlock = content.blocks.find((block) => block.type === 'productList');
  const detailsBlock = content.blocks.find((block) => block.type === 'productDetails');
  const [productList, product] = await Promise.all([
    listBlock
      ? loadProductList(call, {
          config: productListConfig(area, { category: listBlock.categoryId, baseQuery: listBlock.query }),
          area: areaInfo,
          url: requestUrl,
          variant: listBlock.variant ?? 'infinite',
          customerPrices: pricedCustomer(user) !== null,
        })
      : null,
    detailsBlock ? loadProduct(call, areaInfo, detailsBlock.productId) : null,
  ]);
  return {
    content,
    contentType: result.contentType ?? 'page',
    alternates: content.alternates,
    productList,
    product,
  };
}
