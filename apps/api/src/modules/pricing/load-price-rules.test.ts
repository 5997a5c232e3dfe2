import { describe, expect, it } from 'vitest';
import { countingCtx } from '../../test-support/counting-ctx-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { loadPriceRules } from './load-price-rules.ts';
import type { PriceAudience } from './price-strategy.ts';

const shared = useSharedTestApp();
const dealer: PriceAudience = { customerNumber: 'C10001', priceGroupCode: 'B2B DKK', currencyCode: 'DKK' };
const ids = (n: number) => Array.from({ length: n }, (_, i) => `NL${10001 + i}`);

describe('loadPriceRules', () => {
  it('loads the rules of any number of products in one query, then serves them from the cache', async () => {
    const { ctx, counter } = countingCtx(shared.app);
    const one = await loadPriceRules(ctx, dealer, ids(1));
    expect(counter.queries).toBe(1);
    const twelve = await loadPriceRules(ctx, dealer, [...ids(12), 'NO-SUCH-PRODUCT']);
    expect(counter.queries).toBe(2);
    expect(twelve.size).toBe(12);
    expect(twelve.get('NL10001')).toEqual(one.get('NL10001'));
    await loadPriceRules(ctx, dealer, ids(12));
    expect(counter.queries).toBe(2);
  });

  it("holds only the audience's own rules: its group, its customer, its currency", async () => {
    const { ctx } = countingCtx(shared.app);
    const rules = (await loadPriceRules(ctx, dealer, ['NL10002'])).get('NL10002');
    expect(rules?.prices.length).toBeGreaterThan(0);
    for (const rule of rules?.prices ?? []) {
      expect(rule.currencyCode).toBe('DKK');
      expect(rule.priceGroupCode === 'B2B DKK' || rule.customerNumber === 'C10001').toBe(true);
    }
    expect(rules?.prices.some((rule) => rule.customerNumber === 'C10001')).toBe(true);
    expect(rules?.categoryIds.sort()).toEqual(['boys', 'boys-t-shirts']);
    const load = async (audience: PriceAudience) =>
      (await loadPriceRules(ctx, audience, ['NL10001'])).get('NL10001');
    const danish = await load(dealer);
    expect(danish?.discounts).toMatchObject([{ customerNumber: 'C10001', categoryId: 'girls-dresses' }]);
    const german = await load({ customerNumber: 'C20001', priceGroupCode: 'B2B EUR', currencyCode: 'EUR' });
    expect(german?.discounts).toMatchObject([{ customerNumber: 'C20001', productId: 'NL10001' }]);
    const retail = await load({ customerNumber: null, priceGroupCode: 'RETAIL EUR', currencyCode: 'EUR' });
    expect(retail?.discounts).toEqual([]);
    expect(retail?.prices.every((rule) => rule.priceGroupCode === 'RETAIL EUR')).toBe(true);
  });
});
