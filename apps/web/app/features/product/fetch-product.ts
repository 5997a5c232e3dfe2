import type { AreaInfo, Product } from '@shop/contracts';
import { getProductsByIds } from '@shop/contracts/endpoints/product';
import { isApiError } from '../../lib/api-error.ts';
import type { Call, CallOptions } from '../../lib/call-endpoint.ts';

/**
 * One product as its page shows it (spec §7 GetProductsByIds with the product lookup template), or null when
 * the API does not know it (404 'Not Found', spec §8, or left out of the answer). The product page's loader
 * calls it on the server and a list tile's quick add in the browser, so both grids read the same product.
 * Any other failure is thrown.
 */
export async function fetchProduct(
  call: Call,
  area: AreaInfo,
  productId: string,
  options?: CallOptions,
): Promise<Product | null> {
  const answer = await call(
    getProductsByIds,
    { body: { area, lookupTemplate: 'product', ids: [productId], includeOutOfStockColors: false } },
    options,
  ).catch((error: unknown) => {
    // 404 when none of the ids exists: an answer (no product), not a failure.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
  return answer?.items[productId] ?? null;
}
