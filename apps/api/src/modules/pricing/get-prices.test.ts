import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { key, priceOf, priceRequests } from '../../test-support/price-requests-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { priceListEntries } from './pricing.tables.ts';

const shared = useSharedTestApp();
const { post, groupPrice } = priceRequests(() => shared.app);

describe('GetPrices', () => {
  it('gives anonymous visitors retail prices in the currency asked, EUR by default', async () => {
    const euros = await post(endpoints.price.getPrices, { products: [key('NL10001')] });
    const kroner = await post(endpoints.price.getPrices, { currencyCode: 'DKK', products: [key('NL10001')] });
    expect(euros.json().currencyCode).toBe('EUR');
    expect(priceOf(euros.json(), 'NL10001')).toMatchObject({
      unitPrice: await groupPrice('NL10001', 'RETAIL EUR'),
    });
    expect(kroner.json().prices[0]).toMatchObject({
      currencyCode: 'DKK',
      price: { unitPrice: await groupPrice('NL10001', 'RETAIL DKK') },
    });
  });

  it('gives a logged-in dealer retail prices in their retail currency, whatever is asked', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const response = await post(
      endpoints.price.getPrices,
      { currencyCode: 'GBP', products: [key('NL10001')] },
      token,
    );
    expect(response.json().currencyCode).toBe('DKK');
    expect(priceOf(response.json(), 'NL10001')).toEqual({
      unitPrice: await groupPrice('NL10001', 'RETAIL DKK'),
      netUnitPrice: await groupPrice('NL10001', 'RETAIL DKK'),
      beforePrice: null,
    });
  });

  it('prices a sale variant with its before price, and other variants at the product price', async () => {
    const [sale] = await shared.app.db
      .select({
        variantId: priceListEntries.variantId,
        unitPrice: priceListEntries.unitPrice,
        beforePrice: priceListEntries.beforePrice,
      })
      .from(priceListEntries)
      .where(and(eq(priceListEntries.priceGroupCode, 'RETAIL EUR'), eq(priceListEntries.unitId, 'CU')))
      .orderBy(priceListEntries.variantId)
      .limit(1);
    if (!sale?.variantId) throw new Error('the demo has no sale variant');
    const productId = sale.variantId.split('-')[0] ?? '';
    const response = await post(endpoints.price.getPrices, {
      products: [key(productId, 'CU', sale.variantId), key(productId)],
    });
    const [variantPrice, productPrice] = response.json().prices;
    expect(variantPrice.price).toEqual({
      unitPrice: sale.unitPrice,
      netUnitPrice: sale.unitPrice,
      beforePrice: sale.beforePrice,
    });
    expect(productPrice.price).toEqual({
      unitPrice: sale.beforePrice,
      netUnitPrice: sale.beforePrice,
      beforePrice: null,
    });
  });

  it('leaves out keys without a price, answers each key once and keeps the order asked', async () => {
    const response = await post(endpoints.price.getPrices, {
      products: [
        key('NL10003'),
        key('NO-SUCH-PRODUCT'),
        key('NL10001', 'PK9'),
        key('NL10001'),
        key('NL10003'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prices.map((entry: { productKey: unknown }) => entry.productKey)).toEqual([
      key('NL10003'),
      key('NL10001'),
    ]);
  });

  it('rejects bad bodies with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'products'],
      [{ products: [] }, 'products must hold at least one product key'],
      [{ products: Array.from({ length: 101 }, () => key('NL10001')) }, 'at most 100'],
      [{ products: [{ productId: 'NL10001' }] }, 'products.0.unitOfMeasure: unitOfMeasure is required'],
      [{ products: [{ productId: '', unitOfMeasure: 'CU' }] }, 'products.0.productId: productId is required'],
      [
        { products: [{ productId: 'NL10001', variantId: 7, unitOfMeasure: 'CU' }] },
        'variantId must be a string',
      ],
      [{ currencyCode: 'XYZ', products: [key('NL10001')] }, 'Unknown currency "XYZ"'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(endpoints.price.getPrices, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().errorCode).toBe('validation-failed');
    }
  });
});
