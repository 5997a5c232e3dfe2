import { endpoints } from '@shop/contracts/endpoints';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test-support/call-api.ts';
import { countingCtx } from '../../test-support/counting-ctx-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { variants } from '../catalog/catalog.tables.ts';
import { getStockByProductIds, getStockByVariantIds } from './stock.service.ts';
import { stock } from './stock.tables.ts';

const shared = useSharedTestApp();
let variantId = '';

/** Known stock for one variant: B2B on hand, an arrived delivery, a future delivery, and other locations. */
async function stockVariant() {
  const { app } = shared;
  const [first] = await app.db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, 'NL10003'))
    .orderBy(asc(variants.id))
    .limit(1);
  if (!first) throw new Error('demo product NL10003 has no variants');
  variantId = first.id;
  await app.db.delete(stock).where(eq(stock.variantId, variantId));
  await app.db.insert(stock).values([
    { variantId, unitId: 'CU', locationId: 'B2B', volume: 5, availableDate: null },
    { variantId, unitId: 'CU', locationId: 'B2B', volume: 3, availableDate: '2026-01-05' },
    { variantId, unitId: 'CU', locationId: 'B2B', volume: 20, availableDate: '2099-03-01' },
    { variantId, unitId: 'CU', locationId: 'OUTLET', volume: 100, availableDate: null },
    { variantId, unitId: 'CU', locationId: 'RETAIL-CPH', volume: 50, availableDate: null },
  ]);
}

/** What the stock of `stockVariant()` reads as: 8 on hand (5 + 3 arrived), 20 arriving later, B2B only. */
const b2bStockOfVariant = () => [
  { unitId: 'CU', variantId, volume: 8, availableDate: null, locationId: 'B2B', level: 'few-in-stock' },
  { unitId: 'CU', variantId, volume: 20, availableDate: '2099-03-01', locationId: 'B2B', level: 'in-stock' },
];

describe('stock service', () => {
  it('counts location B2B only: arrived deliveries are on hand, later ones future stock', async () => {
    await stockVariant();
    const { ctx } = countingCtx(shared.app);
    const byVariant = await getStockByVariantIds(ctx, [variantId]);
    expect(byVariant.get('NL10003')).toEqual(b2bStockOfVariant());
    const byProduct = await getStockByProductIds(ctx, ['NL10003']);
    expect(byProduct.get('NL10003')?.filter((entry) => entry.variantId === variantId)).toEqual(
      byVariant.get('NL10003'),
    );
    expect(byProduct.get('NL10003')?.every((entry) => entry.locationId === 'B2B')).toBe(true);
  });

  it('reads the stock of many products in one query', async () => {
    const { ctx, counter } = countingCtx(shared.app);
    const all = await getStockByProductIds(
      ctx,
      Array.from({ length: 12 }, (_, i) => `NL${10001 + i}`),
    );
    expect(counter.queries).toBe(1);
    expect(all.size).toBeGreaterThan(6);
  });

  it('shows the same B2B stock to a logged-in dealer in the product data, and none to anonymous visitors', async () => {
    await stockVariant();
    const { app } = shared;
    const ask = (token?: string) =>
      callApi(
        app,
        endpoints.product.getProductsByIds,
        { body: { area: { areaId: 'b2b', languageCode: 'en' }, ids: ['NL10003'] } },
        { token },
      );
    const dealer = (await ask(await loginAs(app, 'dealer@nordlys.demo'))).json().items.NL10003;
    expect(dealer.stocks.filter((entry: { variantId: string }) => entry.variantId === variantId)).toEqual(
      b2bStockOfVariant(),
    );
    expect((await ask()).json().items.NL10003.stocks).toEqual([]);
  });
});
