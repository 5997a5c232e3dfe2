import { type ProductKeyParts, productKey } from '@shop/commerce';
import type { CurrencyCode, PriceResult, SearchProductItem } from '@shop/contracts';
import { maxPriceKeysPerRequest } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Call } from '../../lib/call-endpoint.ts';

type FirstPricesOptions = {
  /** A customer's session asks its net prices (GetPricesByCustomer), like the browser's store does. */
  customerPrices: boolean;
  currencyCode: CurrencyCode;
};

/**
 * The prices of a list's first tiles, asked on the server in one call (ADR 55) so the HTML carries them and
 * the browser's store starts with them. A failure is no failed page: the tiles then ask in the browser, in
 * batches of 10, and report a failure there as always.
 */
export async function loadFirstPrices(
  call: Call,
  items: readonly SearchProductItem[],
  { customerPrices, currencyCode }: FirstPricesOptions,
): Promise<PriceResult[]> {
  const keys = new Map<string, ProductKeyParts>();
  for (const item of items) {
    const key = { productId: item.id, variantId: item.firstVariantId, unitOfMeasure: item.unitId };
    keys.set(productKey(key), key);
    if (keys.size === maxPriceKeysPerRequest) break;
  }
  if (keys.size === 0) return [];
  const endpoint = customerPrices ? endpoints.price.getPricesByCustomer : endpoints.price.getPrices;
  try {
    const answer = await call(endpoint, { body: { currencyCode, products: [...keys.values()] } });
    return answer.prices;
  } catch {
    return [];
  }
}
