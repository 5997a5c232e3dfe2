import type { AreaInfo, Product } from '@shop/contracts';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server.ts';

/**
 * The product of a product page (spec §7 GetProductsByIds with the product lookup template). A product
 * the API does not know (404 'Not Found', spec §8) is the shop's 404 page.
 */
export async function loadProduct(api: ApiClient, area: AreaInfo, productId: string): Promise<Product> {
  const answer = await api.getProductsByIds({
    area,
    lookupTemplate: 'product',
    ids: [productId],
    includeOutOfStockColors: false,
  });
  const product = answer?.items[productId];
  if (!product) throw data('Not Found', { status: 404 });
  return product;
}
