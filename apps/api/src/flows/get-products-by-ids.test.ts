import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productColors } from '../modules/catalog/catalog.tables.ts';
import { productCachePrefix } from '../modules/catalog/load-product-bases.ts';
import { callApi, callApiUnchecked } from '../test-support/call-api.ts';
import { countingCtx, dealerAuth } from '../test-support/counting-ctx-kit.ts';
import { loginAs, useSharedTestApp } from '../test-support/test-app.ts';
import { getProductsByIds } from './get-products-by-ids.ts';

const shared = useSharedTestApp();
/** The demo's product ids: NL10001, NL10002, … (12 in tests). */
const catalogueIds = (count: number) => Array.from({ length: count }, (_, i) => `NL${10001 + i}`);

/** Any body (refused ones too), in the English area unless it says otherwise. */
async function getProducts(body: Record<string, unknown>, token?: string) {
  return callApiUnchecked(
    shared.app,
    endpoints.product.getProductsByIds,
    { body: { area: { areaId: 'b2b', languageCode: 'en' }, ...body } },
    { token },
  );
}

describe('GetProductsByIds', () => {
  it('answers products keyed by id with the spec fields, retail prices and no stock for visitors', async () => {
    const response = await getProducts({ ids: ['NL10012'] });
    expect(response.statusCode).toBe(200);
    const product = response.json().items.NL10012;
    expect(product).toMatchObject({
      id: 'NL10012',
      number: 'NL10012',
      url: expect.stringMatching(/^\/product\/.+-nl10012$/),
      specifications: { brand: expect.any(String) },
      primaryColor: 'blue',
      units: [
        { unitId: 'CU', name: 'Piece' },
        { unitId: 'PK3', name: 'Pack of 3' },
      ],
      stocks: [],
    });
    expect(product.categories[0]).toBe('boys-trousers');
    expect(product.categories).toContain('sale');
    expect(product.variants[0]).toEqual({
      id: expect.stringMatching(/^NL10012-blue-/),
      colorCode: 'blue',
      size: expect.any(String),
    });
    const blue = product.colors.blue;
    expect(blue).toMatchObject({
      colorName: 'Blue',
      name: `${product.name} - Blue`,
      swatchImage: pathOf(endpoints.media.getSingleColorImage, { hex: '2f5d9e' }),
      firstVariantId: product.variants[0].id,
      onSale: true,
      seasonDescription: expect.any(String),
    });
    expect(blue.media[0]).toEqual({
      url: expect.stringMatching(/^products\/.+\.jpg$/),
      alt: blue.name,
      width: 2000,
      height: 2000,
    });
    // Retail EUR by default: a product-level price per unit, plus the sale variants with their before price.
    const cu = product.unitPrices.find(
      (row: { variantId: string | null; unitId: string }) => row.variantId === null && row.unitId === 'CU',
    );
    expect(cu).toMatchObject({ currencyCode: 'EUR', beforePrice: null });
    const sale = product.unitPrices.find((row: { variantId: string | null }) => row.variantId !== null);
    expect(sale).toMatchObject({ currencyCode: 'EUR', beforePrice: cu.price });
    expect(sale.price).toBeLessThan(cu.price);
  });

  it('serves a product’s prepacks in the asked language over its own sizes; a product without has none', async () => {
    const english = (await getProducts({ ids: ['NL10001', 'NL10002'] })).json().items;
    const danish = (
      await getProducts({ area: { areaId: 'b2b', languageCode: 'da' }, ids: ['NL10001'] })
    ).json().items;
    const sizes = [...new Set(english.NL10001.variants.map((variant: { size: string }) => variant.size))];
    expect(english.NL10001.prepacks).toEqual([
      {
        code: 'RUN-1221',
        name: 'Size run 1-2-2-1',
        sizes: sizes.slice(0, 4).map((size, i) => ({ size, quantity: [1, 2, 2, 1][i] })),
      },
      { code: 'RUN-ALL', name: 'One of each size', sizes: sizes.map((size) => ({ size, quantity: 1 })) },
    ]);
    expect(danish.NL10001.prepacks.map((prepack: { name: string }) => prepack.name)).toEqual([
      'Størrelsesløb 1-2-2-1',
      'Én af hver størrelse',
    ]);
    expect(english.NL10002.prepacks).toEqual([]);
  });

  it('speaks the asked language and prices in the area currency', async () => {
    const response = await callApi(shared.app, endpoints.product.getProductsByIds, {
      body: { area: { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' }, ids: ['NL10012'] },
    });
    const english = (await getProducts({ ids: ['NL10012'] })).json().items.NL10012;
    const danish = response.json().items.NL10012;
    expect(danish.url).toMatch(/^\/produkt\//);
    expect(danish.name).not.toBe(english.name);
    expect(danish.colors.rose.colorName).toBe('Rosa');
    expect(danish.units[0]).toEqual({ unitId: 'CU', name: 'Stk.', quantityPerUnit: 1 });
    expect(new Set(danish.unitPrices.map((row: { currencyCode: string }) => row.currencyCode))).toEqual(
      new Set(['DKK']),
    );
  });

  it("gives a logged-in dealer stock at B2B and retail prices in the dealer's retail currency", async () => {
    const token = await loginAs(shared.app, 'haendler@nordlys.demo');
    const product = (
      await getProducts(
        { area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' }, ids: ['NL10001'] },
        token,
      )
    ).json().items.NL10001;
    expect(product.stocks.length).toBeGreaterThan(0);
    expect(new Set(product.stocks.map((row: { locationId: string }) => row.locationId))).toEqual(
      new Set(['B2B']),
    );
    expect(product.unitPrices[0].currencyCode).toBe('EUR');
  });

  it('keeps the order asked, leaves unknown ids out and answers 404 "Not Found" when none is found', async () => {
    const response = await getProducts({ ids: ['NL10003', 'NOPE', 'NL10001', 'NL10003'] });
    expect(Object.keys(response.json().items)).toEqual(['NL10003', 'NL10001']);
    const none = await getProducts({ ids: ['NOPE', 'NOTHING'] });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Not Found', errorCode: 'not-found', type: 'NotFoundException' });
  });

  it('answers 200 ids at once: every known product, in a fixed number of queries', async () => {
    const ids = [...catalogueIds(12), ...Array.from({ length: 188 }, (_, i) => `UNKNOWN-${i}`)];
    const response = await getProducts({ ids });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().items)).toEqual(catalogueIds(12));

    const counts: number[] = [];
    for (const asked of [catalogueIds(1), catalogueIds(12)]) {
      const { ctx, counter } = countingCtx(shared.app, dealerAuth('C10001'));
      const found = await getProductsByIds(ctx, {
        languageCode: 'en',
        ids: asked,
        includeOutOfStockColors: true,
      });
      expect(found).toHaveLength(asked.length);
      counts.push(counter.queries);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('leaves out colours without stock that cannot be presold, unless asked to include them', async () => {
    await shared.app.db
      .update(productColors)
      .set({ hasStock: false, allowPresale: false })
      .where(and(eq(productColors.productId, 'NL10003'), eq(productColors.colorCode, 'rose')));
    await shared.app.cache.deleteByPrefix(productCachePrefix);
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const hidden = (await getProducts({ ids: ['NL10003'] }, token)).json().items.NL10003;
    expect(Object.keys(hidden.colors)).not.toContain('rose');
    expect(Object.keys(hidden.colors).length).toBeGreaterThan(0);
    const roseRows = (rows: Array<{ variantId: string | null }>) =>
      rows.filter((row) => row.variantId?.includes('-rose-'));
    expect(hidden.variants.filter((variant: { colorCode: string }) => variant.colorCode === 'rose')).toEqual(
      [],
    );
    expect(roseRows(hidden.stocks)).toEqual([]);
    const shown = (await getProducts({ ids: ['NL10003'], includeOutOfStockColors: true }, token)).json().items
      .NL10003;
    expect(shown.colors.rose).toMatchObject({ hasStock: false, allowPresale: false });
    expect(roseRows(shown.stocks).length).toBeGreaterThan(0);
    // A preorder colour without stock stays: it can be presold.
    const preorder = (await getProducts({ ids: ['NL10004'] })).json().items.NL10004;
    expect(Object.values(preorder.colors)).toContainEqual(
      expect.objectContaining({ hasStock: false, allowPresale: true }),
    );
  });

  it('rejects bad bodies with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ids: [] }, 'ids must hold at least one id'],
      [{ ids: catalogueIds(201) }, 'ids may hold at most 200 ids'],
      [{ ids: [''] }, 'ids.0: id is required'],
      [{ ids: ['NL10001'], area: { areaId: 'b2b' } }, 'area.languageCode'],
      [
        { ids: ['NL10001'], area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'XYZ' } },
        'area.currencyCode',
      ],
      [{ ids: ['NL10001'], includeOutOfStockColors: 'yes' }, 'includeOutOfStockColors'],
    ];
    for (const [body, message] of cases) {
      const response = await getProducts(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});
