import { endpoints } from '@shop/contracts/endpoints';
import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productColors, variants } from '../modules/catalog/catalog.tables.ts';
import { priceListEntries } from '../modules/pricing/pricing.tables.ts';
import { stock } from '../modules/stock/stock.tables.ts';
import { callApiUnchecked } from '../test-support/call-api.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../test-support/test-app.ts';

const shared = useSharedTestApp();
const area = { areaId: 'b2b', languageCode: 'en' };

async function unavailable(body: Record<string, unknown>, token?: string) {
  return callApiUnchecked(
    shared.app,
    endpoints.product.getUnavailableProducts,
    { body: { area, ...body } },
    { token },
  );
}

async function firstVariant(productId: string, colorCode: string): Promise<string> {
  const [row] = await shared.app.db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.colorCode, colorCode)))
    .orderBy(asc(variants.sortOrder))
    .limit(1);
  if (!row) throw new Error(`no ${colorCode} variant of ${productId}`);
  return row.id;
}

/** A variant of the product with stock on hand at B2B. */
async function stockedVariant(productId: string): Promise<string> {
  const [row] = await shared.app.db
    .select({ id: stock.variantId })
    .from(stock)
    .innerJoin(variants, eq(variants.id, stock.variantId))
    .where(
      and(
        eq(variants.productId, productId),
        eq(stock.locationId, 'B2B'),
        isNull(stock.availableDate),
        gt(stock.volume, 0),
      ),
    )
    .orderBy(asc(stock.variantId))
    .limit(1);
  if (!row) throw new Error(`no stocked variant of ${productId}`);
  return row.id;
}

const key = (productId: string, variantId: string, unitOfMeasure = 'CU') => ({
  productId,
  variantId,
  unitOfMeasure,
});

describe('GetUnavailableProducts', () => {
  it('names why each unavailable variant cannot be ordered, and leaves available ones out', async () => {
    const { db } = shared.app;
    const available = await stockedVariant('NL10001');
    const presale = await firstVariant('NL10004', 'jojoba');
    const soldOut = await firstVariant('NL10006', 'sandy');
    const outphased = await firstVariant('NL10007', 'mist');
    await db.update(stock).set({ volume: 0 }).where(eq(stock.variantId, soldOut));
    await db.update(stock).set({ volume: 0 }).where(eq(stock.variantId, outphased));
    await db
      .update(productColors)
      .set({ outphasing: true })
      .where(and(eq(productColors.productId, 'NL10007'), eq(productColors.colorCode, 'mist')));

    const response = await unavailable({
      productKeys: [
        key('NL10001', available),
        key('NL10004', presale),
        key('NL10006', soldOut),
        key('NL10007', outphased),
        key('NL10001', 'NL10001-no-such-size'),
        key('NL10002', available),
        key('NL10001', available, 'PK9'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: {
        NL10006: { [soldOut]: 'out-of-stock' },
        NL10007: { [outphased]: 'outphased' },
        NL10001: { 'NL10001-no-such-size': 'not-found', [available]: 'not-found' },
        NL10002: { [available]: 'not-found' },
      },
    });
  });

  it("checks the price the caller would pay: retail in the area's currency, a dealer's own net price", async () => {
    const variantId = await stockedVariant('NL10009');
    await shared.app.db
      .delete(priceListEntries)
      .where(and(eq(priceListEntries.productId, 'NL10009'), like(priceListEntries.priceGroupCode, '% GBP')));
    const keys = [key('NL10009', variantId)];
    const inPounds = await unavailable({ area: { ...area, currencyCode: 'GBP' }, productKeys: keys });
    expect(inPounds.json()).toEqual({ products: { NL10009: { [variantId]: 'no-price' } } });
    expect((await unavailable({ area: { ...area, currencyCode: 'EUR' }, productKeys: keys })).json()).toEqual(
      { products: {} },
    );
    const british = await unavailable(
      { productKeys: keys },
      await loginAs(shared.app, 'shop.uk@nordlys.demo'),
    );
    expect(british.json()).toEqual({ products: { NL10009: { [variantId]: 'no-price' } } });
    const danish = await unavailable({ productKeys: keys }, await loginAs(shared.app, 'dealer@nordlys.demo'));
    expect(danish.json()).toEqual({ products: {} });
    const inactive = await unavailable({ productKeys: keys }, await tokenOf(shared.app, 'u-inactive'));
    expect(inactive.statusCode).toBe(403);
  });

  it("checks only the caller's own carts: 401 without a token, 404 for an unknown cart", async () => {
    const anonymous = await unavailable({ cartId: 'c-123' });
    expect(anonymous.statusCode).toBe(401);
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const unknown = await unavailable({ cartId: 'c-123' }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'cart-not-found', type: 'NotFoundException' });
  });

  it('rejects a body with neither cart nor keys, and keys without a variant', async () => {
    const neither = await unavailable({});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('cartId or productKeys is required');
    const noVariant = await unavailable({ productKeys: [{ productId: 'NL10001', unitOfMeasure: 'CU' }] });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().message).toContain('productKeys.0.variantId: variantId is required');
  });
});
