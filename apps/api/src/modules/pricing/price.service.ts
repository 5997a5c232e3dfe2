import { productKey } from '@shop/commerce';
import type { GetPricesBody, GetPricesResponse, PriceResult, ProductKey } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { pricedCustomer } from '../customer/index.ts';
import { callerRetailAudience, netAudience, retailAudience } from './price-audience.ts';
import type { PriceAudience, PriceLine } from './price-strategy.ts';

/**
 * Price distinct keys at quantity 1 with the caller's strategy; keys without a price are left out, the
 * rest keep the order asked.
 */
async function priceKeys(ctx: Ctx, audience: PriceAudience, keys: ProductKey[]): Promise<GetPricesResponse> {
  const distinct = new Map(keys.map((key) => [productKey(key), key]));
  const lines: PriceLine[] = [...distinct.values()].map((key) => ({
    productId: key.productId,
    variantId: key.variantId,
    unitId: key.unitOfMeasure,
    quantity: 1,
  }));
  const priced = await ctx.services.priceStrategyFor(ctx).getPrices(ctx, audience, lines);
  const byKey = new Map(
    priced.map(({ line, price }) => [
      productKey({ productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitId }),
      price,
    ]),
  );
  const prices: PriceResult[] = [];
  for (const [id, key] of distinct) {
    const price = byKey.get(id);
    if (price) prices.push({ productKey: key, price, currencyCode: audience.currencyCode });
  }
  return { prices, currencyCode: audience.currencyCode };
}

/**
 * GetPrices: retail (RRP) prices for anyone; see `GetPricesBody` for the currency. A session editing a proposal
 * draft gets the draft's currency and list, whatever it asks (ADR 47).
 */
export async function getPrices(ctx: Ctx, body: GetPricesBody): Promise<GetPricesResponse> {
  const customer = await pricedCustomer(ctx);
  return priceKeys(ctx, callerRetailAudience(ctx, customer, body.currencyCode), body.products);
}

/**
 * GetPricesByCustomer: the acting customer's net prices in their currency, each with its RRP; the body's
 * currency is ignored. 403 for a deactivated customer. Staff viewing a customer's prices get that customer's
 * (ADR 82).
 */
export async function getPricesByCustomer(ctx: Ctx, body: GetPricesBody): Promise<GetPricesResponse> {
  const customer = await pricedCustomer(ctx);
  const net = await priceKeys(ctx, netAudience(customer), body.products);
  if (net.prices.length === 0) return net;
  // The RRP beside each net price (ADR 59): the retail prices GetPrices gives this customer, asked once.
  const retail = await priceKeys(
    ctx,
    retailAudience(customer),
    net.prices.map((result) => result.productKey),
  );
  const rrp = new Map(retail.prices.map((result) => [productKey(result.productKey), result]));
  return {
    ...net,
    prices: net.prices.map((result) => {
      const found = rrp.get(productKey(result.productKey));
      const retailPrice = found
        ? { amount: found.price.netUnitPrice, currencyCode: found.currencyCode }
        : null;
      return { ...result, retailPrice };
    }),
  };
}
