import type { ProductSearchResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi } from '../../test-support/call-api.ts';
import { english, idsOf, searchProducts, sorted } from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { priceListEntries } from '../pricing/pricing.tables.ts';
import { rebuildSearchDocuments } from './rebuild-search-documents.ts';

/**
 * Issue 28 item 5: the price filter matches the price the tile shows. A tile shows the retail price of its
 * variant (the shown colour's first variant); the filter used the lowest price of any colour, so with the
 * filter at 38–103 € a tile at 120.95 € showed through another colour's sale price.
 */

const shared = useSharedTestApp();
const danishKroner = { ...english, currencyCode: 'DKK' } as const;
type Tile = ProductSearchResponse['items'][number];

/** What each tile shows: GetPrices of its key, as the web asks for it. */
async function tilePrices(tiles: Tile[]): Promise<Map<string, number>> {
  const shown = new Map<string, number>();
  for (let start = 0; start < tiles.length; start += 100) {
    const batch = tiles.slice(start, start + 100);
    const response = await callApi(shared.app, endpoints.price.getPrices, {
      body: {
        currencyCode: 'DKK',
        products: batch.map((tile) => ({
          productId: tile.id,
          variantId: tile.item.firstVariantId,
          unitOfMeasure: tile.item.unitId,
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const entry of response.json().prices)
      shown.set(entry.productKey.productId, entry.price.netUnitPrice);
  }
  return shown;
}

/** Every product hit of a search, page after page. */
async function allHits(body: object): Promise<Tile[]> {
  const tiles: Tile[] = [];
  for (let skip = 0; ; skip += 100) {
    const answer = await searchProducts(shared.app, { area: danishKroner, skip, take: 100, ...body });
    tiles.push(...answer.items);
    if (answer.items.length < 100) return tiles;
  }
}

let sale: { productId: string; shownPrice: number; salePrice: number };

beforeAll(async () => {
  // A product with two colours: the colour the tile does not show gets a sale price far below the tile's.
  const [pick] = await queryRows<{ productId: string; variantId: string }>(
    shared.app.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.color_code <> p.primary_color_code
        AND EXISTS (SELECT 1 FROM variants o WHERE o.product_id = p.id AND o.color_code = p.primary_color_code)
      ORDER BY v.product_id, v.id LIMIT 1`,
  );
  if (!pick) throw new Error('no product with a second colour');
  const before = await tilePrices((await allHits({})).filter((tile) => tile.id === pick.productId));
  const shownPrice = before.get(pick.productId) as number;
  const salePrice = Math.floor(shownPrice / 3);
  await shared.app.db.insert(priceListEntries).values({
    priceGroupCode: 'RETAIL DKK',
    currencyCode: 'DKK',
    productId: pick.productId,
    variantId: pick.variantId,
    unitId: 'CU',
    minQuantity: 1,
    unitPrice: salePrice,
    beforePrice: shownPrice,
  });
  await rebuildSearchDocuments(shared.app.db, shared.app.cache);
  sale = { productId: pick.productId, shownPrice, salePrice };
});

describe('the price filter (issue 28 item 5)', () => {
  it("matches the price each tile shows, never another colour's sale price", async () => {
    const tiles = await allHits({});
    const shown = await tilePrices(tiles);
    // The tile still shows its own colour's price.
    expect(shown.get(sale.productId)).toBe(sale.shownPrice);

    const range = { min: sale.salePrice, max: sale.shownPrice - 1 };
    const hits = await allHits({ facets: [{ field: 'price', type: 'Slider', selected: range }] });
    expect(idsOf({ items: hits })).not.toContain(sale.productId);
    const expected = tiles.filter((tile) => {
      const price = shown.get(tile.id);
      return price !== undefined && price >= range.min && price <= range.max;
    });
    expect(sorted(idsOf({ items: hits }))).toEqual(sorted(idsOf({ items: expected })));
  });

  it('answers the slider bounds of the prices the tiles show', async () => {
    const tiles = await allHits({ facets: [{ field: 'price', type: 'Slider' }] });
    const shown = [...(await tilePrices(tiles)).values()];
    const answer = await searchProducts(shared.app, {
      area: danishKroner,
      facets: [{ field: 'price', type: 'Slider' }],
    });
    expect(answer.facetOptions[0]).toMatchObject({ min: Math.min(...shown), max: Math.max(...shown) });
  });
});
