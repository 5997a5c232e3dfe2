import type { endpoints } from '@shop/contracts/endpoints';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { priceListEntries } from '../modules/pricing/pricing.tables.ts';
import { callApiUnchecked } from './call-api.ts';

type PriceEndpoint = typeof endpoints.price.getPrices | typeof endpoints.price.getPricesByCustomer;

/** Test support for the price endpoints: a product key, and reading answers and the demo's price lists. */
export const key = (productId: string, unitOfMeasure = 'CU', variantId: string | null = null) => ({
  productId,
  variantId,
  unitOfMeasure,
});

/** The price of one product from an answer, or undefined when it was left out. */
export const priceOf = (
  body: { prices: Array<{ productKey: { productId: string }; price: unknown }> },
  productId: string,
) => body.prices.find((entry) => entry.productKey.productId === productId)?.price;

export function priceRequests(app: () => FastifyInstance) {
  return {
    /** Any body (tests of refused bodies too) to GetPrices or GetPricesByCustomer. */
    post(endpoint: PriceEndpoint, body: unknown, token?: string) {
      return callApiUnchecked(app(), endpoint, { body }, { token });
    },
    /** The product-level single-unit price of a product in a price group, as the demo stored it. */
    async groupPrice(productId: string, priceGroupCode: string, minQuantity = 1): Promise<number> {
      const [row] = await app()
        .db.select({ unitPrice: priceListEntries.unitPrice })
        .from(priceListEntries)
        .where(
          and(
            eq(priceListEntries.productId, productId),
            eq(priceListEntries.priceGroupCode, priceGroupCode),
            isNull(priceListEntries.variantId),
            eq(priceListEntries.unitId, 'CU'),
            eq(priceListEntries.minQuantity, minQuantity),
          ),
        );
      if (!row) throw new Error(`no ${priceGroupCode} price for ${productId}`);
      return row.unitPrice;
    },
  };
}
