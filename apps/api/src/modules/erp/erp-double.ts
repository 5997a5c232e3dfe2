import type { ResolvedPrice } from '@shop/commerce';
import type { PriceLine } from '../pricing/price-strategy.ts';
import type { Erp, ErpPriceRequest } from './erp.ts';

export type ErpDoubleBehaviour =
  | { kind: 'answer'; price: (line: PriceLine) => ResolvedPrice | null }
  | { kind: 'fail'; message: string }
  | { kind: 'hang' };

/**
 * An ERP for tests and demos of failure: answers prices from a function, fails with an error, or never
 * answers. Records every request it gets.
 */
export function createErpDouble(
  behaviour: ErpDoubleBehaviour,
  priceTimeoutMs = 100,
): Erp & { requests: ErpPriceRequest[] } {
  const requests: ErpPriceRequest[] = [];
  return {
    name: `double-${behaviour.kind}`,
    priceTimeoutMs,
    requests,
    async getPrices(_ctx, request) {
      requests.push(request);
      switch (behaviour.kind) {
        case 'fail':
          throw new Error(behaviour.message);
        case 'hang':
          return new Promise(() => {});
        case 'answer':
          return request.lines.flatMap((line) => {
            const price = behaviour.price(line);
            return price ? [{ line, price }] : [];
          });
      }
    },
  };
}
