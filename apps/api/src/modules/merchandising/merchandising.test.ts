import type { Endpoint, ProductSearchResponse, SearchProductItem } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const calls = endpoints.merchandising;
const area = { areaId: 'b2b', languageCode: 'en' } as const;
const category = 'girls';
let manager = '';

beforeAll(async () => {
  manager = await loginAs(shared.app, 'manager@nordlys.demo');
});

/** The category page's list: the default sort 'sorting', as the storefront asks for it. */
async function categoryList(
  app: FastifyInstance,
  extra: object = {},
): Promise<{ items: SearchProductItem[] }> {
  const answer = await callApiUnchecked(app, endpoints.search.getProductsBySearch, {
    body: { area, category, take: 100, sorting: [{ field: 'sorting', direction: 'Ascending' }], ...extra },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { items: (answer.json() as ProductSearchResponse).items.map((hit) => hit.item) };
}

/** A free-text search scoped to the category, as the list's search box sends it. */
const searchInCategory = (app: FastifyInstance) =>
  categoryList(app, {
    search: { match: { field: 'text', query: 'dress', operator: 'and' } },
    sorting: [{ field: 'sortOrder', direction: 'Ascending' }],
  });

/** A product the girls' pages never list. */
async function productOutsideGirls(app: FastifyInstance): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select p.id from products p where p.primary_category_id not like 'girls%'
      and not exists (select 1 from product_categories pc
        where pc.product_id = p.id and pc.category_id like 'girls%')
      order by p.id limit 1`,
  );
  return row!.id;
}

async function send(endpoint: Endpoint, body: unknown, token: string | null = manager) {
  return callApiUnchecked(shared.app, endpoint, { body }, { token });
}

async function auditActions(app: FastifyInstance): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    app.db,
    sql`select action from audit_log where action like 'merchandising.%' order by id`,
  );
  return rows.map((row) => row.action);
}

describe('category sorting', () => {
  it("puts staff's order first on the category page and in a search of the category, and resets", async () => {
    const { app } = shared;
    const before = (await categoryList(app)).items.map((item) => item.id);
    const searchedBefore = (await searchInCategory(app)).items.map((item) => item.id);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(searchedBefore.length).toBeGreaterThan(0);
    const chosen = [before.at(-1)!, before.at(-2)!];
    const saved = await send(calls.saveCategorySorting, {
      area,
      categorySorting: { id: category, sortedProducts: chosen },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ categoryId: category, sortedProducts: chosen });

    const after = (await categoryList(app)).items.map((item) => item.id);
    expect(after.slice(0, 2)).toEqual(chosen);
    // The rest keep their order.
    expect(after.slice(2)).toEqual(before.filter((id) => !chosen.includes(id)));
    // Paging follows the same order.
    const second = await categoryList(app, { skip: 1, take: 1 });
    expect(second.items.map((item) => item.id)).toEqual([chosen[1]]);
    // A search scoped to the category under the default sort shows the placed products that match first.
    const searched = (await searchInCategory(app)).items.map((item) => item.id);
    const placedThatMatch = chosen.filter((id) => searchedBefore.includes(id));
    expect(searched.slice(0, placedThatMatch.length)).toEqual(placedThatMatch);
    // Another sort and another category are not affected.
    const byName = await categoryList(app, { sorting: [{ field: 'data.name', direction: 'Ascending' }] });
    expect(byName.items.map((item) => item.name)).toEqual(
      [...byName.items.map((item) => item.name)].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );

    const state = await send(calls.getCategoryMerchandising, { area, categoryId: category });
    expect(state.json()).toMatchObject({ categoryId: category, sortedProducts: chosen });
    const overview = await send(calls.getMerchandisingOverview, { area });
    const row = overview.json().categories.find((entry: { id: string }) => entry.id === category);
    expect(row).toMatchObject({ name: 'Girls', sortedProducts: 2, depth: 0, url: '/girls' });

    const reset = await send(calls.resetCategorySorting, { area, categoryId: category });
    expect(reset.json()).toEqual({ categoryId: category, removed: 2 });
    expect((await categoryList(app)).items.map((item) => item.id)).toEqual(before);
    expect(await auditActions(app)).toEqual(
      expect.arrayContaining(['merchandising.save-sorting', 'merchandising.reset-sorting']),
    );
  });

  it('refuses products of other categories and unknown ids, naming them', async () => {
    const outsider = await productOutsideGirls(shared.app);
    const outside = await send(calls.saveCategorySorting, {
      area,
      categorySorting: { id: category, sortedProducts: [outsider] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ errorCode: 'merchandising.product-not-in-category' });
    expect(outside.json().message).toContain(outsider);

    const unknown = await send(calls.saveCategorySorting, {
      area,
      categorySorting: { id: category, sortedProducts: ['NO-SUCH-STYLE'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('NO-SUCH-STYLE');

    const noCategory = await send(calls.saveCategorySorting, {
      area,
      categorySorting: { id: 'no-such-category', sortedProducts: [] },
    });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().message).toContain('no-such-category');

    const twice = await send(calls.saveCategorySorting, {
      area,
      categorySorting: { id: category, sortedProducts: [outsider, outsider] },
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('primary colours', () => {
  it("change the tile's colour, image and price variant in the category's lists, and reset", async () => {
    const { app } = shared;
    const tile = (await categoryList(app)).items.find((item) => item.colors.length > 1)!;
    const other = tile.colors.find((color) => color.code !== tile.primaryColorCode)!;
    const updated = await send(calls.updatePrimaryProductColor, {
      areaInfo: area,
      productId: tile.id,
      categoryId: category,
      primaryColorCode: other.code,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [image] = await queryRows<{ path: string }>(
      app.db,
      sql`select path from media where product_id = ${tile.id} and color_code = ${other.code}
        order by sort_order, id limit 1`,
    );
    const changed = (await categoryList(app)).items.find((item) => item.id === tile.id)!;
    expect(changed.primaryColorCode).toBe(other.code);
    expect(changed.firstVariantId).toBe(other.firstVariantId);
    expect(changed.colors[0]?.code).toBe(other.code);
    expect(changed.image).toBe(image?.path ?? tile.image);
    // A list not scoped to the category keeps the product's own colour.
    const everywhere = await categoryList(app, {
      category: null,
      search: { term: { field: 'id', value: tile.id } },
    });
    expect(everywhere.items.find((item) => item.id === tile.id)?.primaryColorCode).toBe(
      tile.primaryColorCode,
    );

    const reset = await send(calls.resetPrimaryProductColors, { area, categoryId: category });
    expect(reset.json()).toEqual({ categoryId: category, removed: 1 });
    const back = (await categoryList(app)).items.find((item) => item.id === tile.id)!;
    expect(back).toEqual(tile);
    expect(await auditActions(app)).toEqual(
      expect.arrayContaining(['merchandising.primary-color', 'merchandising.reset-primary-colors']),
    );
  });

  it('refuses a colour the product does not have and a product outside the category', async () => {
    const tile = (await categoryList(shared.app)).items[0]!;
    const wrongColour = await send(calls.updatePrimaryProductColor, {
      areaInfo: area,
      productId: tile.id,
      categoryId: category,
      primaryColorCode: 'no-such-colour',
    });
    expect(wrongColour.statusCode).toBe(400);
    expect(wrongColour.json()).toMatchObject({ errorCode: 'merchandising.color-not-of-product' });
    expect(wrongColour.json().message).toContain('no-such-colour');
    const outsider = await productOutsideGirls(shared.app);
    const wrongCategory = await send(calls.updatePrimaryProductColor, {
      areaInfo: area,
      productId: outsider,
      categoryId: category,
      primaryColorCode: tile.primaryColorCode,
    });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json()).toMatchObject({ errorCode: 'merchandising.product-not-in-category' });
    expect(wrongCategory.json().message).toContain(outsider);
  });
});

describe('access', () => {
  const bodies: Array<[Endpoint, unknown]> = [
    [
      calls.updatePrimaryProductColor,
      { areaInfo: area, productId: 'x', categoryId: category, primaryColorCode: 'x' },
    ],
    [calls.resetPrimaryProductColors, { area, categoryId: category }],
    [calls.saveCategorySorting, { area, categorySorting: { id: category, sortedProducts: [] } }],
    [calls.resetCategorySorting, { area, categoryId: category }],
    [calls.getCategoryMerchandising, { area, categoryId: category }],
    [calls.getMerchandisingOverview, { area }],
  ];

  it('refuses anonymous callers (401), dealers and sales users without B2B Manager (403)', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const sales = await loginAs(app, 'sales@nordlys.demo');
    for (const [endpoint, body] of bodies) {
      expect((await send(endpoint, body, null)).statusCode, endpoint.operationId).toBe(401);
      expect((await send(endpoint, body, dealer)).statusCode, endpoint.operationId).toBe(403);
      expect((await send(endpoint, body, sales)).statusCode, endpoint.operationId).toBe(403);
    }
  });

  it('never answers a fuzzed body with a server error', async () => {
    const ids = fc.oneof(
      fc.string(),
      fc.constantFrom(category, 'girls-dresses', 'NL10001', ''),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodies.map(([endpoint]) => endpoint)),
        fc.oneof(
          fc.anything(),
          fc.record({
            area: fc.oneof(fc.constant(area), fc.anything()),
            areaInfo: fc.oneof(fc.constant(area), fc.anything()),
            categoryId: ids,
            productId: ids,
            primaryColorCode: ids,
            categorySorting: fc.oneof(
              fc.anything(),
              fc.record({
                id: ids,
                sortedProducts: fc.oneof(fc.array(ids, { maxLength: 8 }), fc.anything()),
              }),
            ),
          }),
        ),
        async (endpoint, body) => {
          const answer = await send(endpoint, body);
          expect(answer.statusCode, `${endpoint.operationId} ${answer.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
    // Whatever the fuzzing saved is forgotten, so the other tests see the catalogue's order.
    await send(calls.resetCategorySorting, { area, categoryId: category });
    await send(calls.resetPrimaryProductColors, { area, categoryId: category });
  });
});
