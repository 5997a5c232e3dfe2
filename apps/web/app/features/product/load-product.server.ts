import type { AreaInfo, Product } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import type { Call } from '../../lib/call-endpoint.ts';

/**
 * The product of a product page (spec §7 GetProductsByIds with the product lookup template). A product
 * the API does not know (404 'Not Found', spec §8) is the shop's 404 page.
 */
export async function loadProduct(call: Call, area: AreaInfo, productId: string): Promise<Product> {
  const answer = await call(endpoints.product.getProductsByIds, {
    body: { area, lookupTemplate: 'product', ids: [productId], includeOutOfStockColors: false },
  }).catch((error: unknown) => {
    // 404 when none of the ids exists: an answer (no product), not a failure.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
  const product = answer?.items[productId];
  if (!product) throw data('Not Found', { status: 404 });
  return product;
}
