import { describe, expect, it } from 'vitest';
import { countingCtx } from '../../test-support/counting-ctx-kit.ts';
import { priceRequests } from '../../test-support/price-requests-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { internalPriceStrategy } from './internal-price-strategy.ts';
import type { PriceAudience } from './price-strategy.ts';

const shared = useSharedTestApp();
const { groupPrice } = priceRequests(() => shared.app);
const dealer: PriceAudience = { customerNumber: 'C10001', priceGroupCode: 'B2B DKK', currencyCode: 'DKK' };

describe('internalPriceStrategy', () => {
  it('applies the quantity break from 12 pieces, for every line of one call, in one query', async () => {
    const { ctx, counter } = countingCtx(shared.app);
    const line = (quantity: number) => ({ productId: 'NL10004', variantId: null, unitId: 'CU', quantity });
    const priced = await internalPriceStrategy.getPrices(ctx, dealer, [
      line(1),
      line(11),
      line(12),
      line(48),
    ]);
    const single = await groupPrice('NL10004', 'B2B DKK');
    const dozen = await groupPrice('NL10004', 'B2B DKK', 12);
    expect(dozen).toBeLessThan(single);
    expect(priced.map((entry) => entry.price.unitPrice)).toEqual([single, single, dozen, dozen]);
    expect(counter.queries).toBe(1);
  });

  it('leaves out lines without a price: unknown product or unit', async () => {
    const { ctx } = countingCtx(shared.app);
    const priced = await internalPriceStrategy.getPrices(ctx, dealer, [
      { productId: 'NO-SUCH', variantId: null, unitId: 'CU', quantity: 1 },
      { productId: 'NL10001', variantId: null, unitId: 'PK9', quantity: 1 },
      { productId: 'NL10001', variantId: null, unitId: 'CU', quantity: 1 },
    ]);
    expect(priced.map((entry) => entry.line.unitId)).toEqual(['CU']);
  });
});
