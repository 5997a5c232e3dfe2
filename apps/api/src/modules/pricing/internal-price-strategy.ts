import { resolvePrice } from '@shop/commerce';
import { shopDate } from '../../lib/shop-date.ts';
import { loadPriceRules } from './load-price-rules.ts';
import type { PricedLine, PriceStrategy } from './price-strategy.ts';

/**
 * Prices from the shop's own price rules: the rules of every asked product are loaded together (cache,
 * then one query for the misses) and each line is resolved by the pure `resolvePrice`.
 */
export const internalPriceStrategy: PriceStrategy = {
  name: 'internal',
  async getPrices(ctx, audience, lines) {
    const rules = await loadPriceRules(
      ctx,
      audience,
      lines.map((line) => line.productId),
    );
    const date = shopDate(ctx.now);
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const productRules = rules.get(line.productId);
      if (!productRules) continue;
      const price = resolvePrice(productRules, {
        ...line,
        ...audience,
        categoryIds: productRules.categoryIds,
        date,
      });
      if (price) priced.push({ line, price });
    }
    return priced;
  },
};
