import type { AreaInfo, Product } from '@shop/contracts';
import { data } from 'react-router';
import type { Call } from '../../lib/call-endpoint.ts';
import { fetchProduct } from './fetch-product.ts';

/** The product of a product page (`fetchProduct`); a product the API does not know is the shop's 404 page. */
export async function loadProduct(call: Call, area: AreaInfo, productId: string): Promise<Product> {
  const product = await fetchProduct(call, area, productId);
  if (!product) throw data('Not Found', { status: 404 });
  return product;
}
