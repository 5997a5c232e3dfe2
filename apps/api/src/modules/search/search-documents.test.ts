import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { catalogueFacts, idsOf, searchProducts } from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { ensureSearchDocuments, rebuildSearchDocuments } from './rebuild-search-documents.ts';

const shared = useSharedTestApp();

const rebuild = () => rebuildSearchDocuments(shared.app.db, shared.app.cache);
const colourFacet = [{ field: 'color', type: 'CheckboxOr' }];

describe('search documents follow the catalogue', () => {
  it('hides a colour that is outphasing without stock, and a product with nothing else', async () => {
    const [gone, thinned] = (await catalogueFacts(shared.app)).filter((p) => p.colors.length > 1);
    const hiddenColour = thinned!.colors[0]!;
    const before = await searchProducts(shared.app, { facets: colourFacet });
    const countBefore = before.facetOptions[0]!.items.find((option) => option.key === hiddenColour)!.count;

    await shared.app.db.execute(
      sql`update product_colors set outphasing = true, has_stock = false where product_id = ${gone!.id}`,
    );
    await shared.app.db.execute(sql`update product_colors set outphasing = true, has_stock = false
      where product_id = ${thinned!.id} and color_code = ${hiddenColour}`);
    await rebuild();

    const after = await searchProducts(shared.app, { facets: colourFacet });
    expect(idsOf(after)).not.toContain(gone!.id);
    expect(after.itemsTotal).toBe(before.itemsTotal - 1);
    const tile = after.items.find((hit) => hit.id === thinned!.id)!.item;
    expect(tile.colors.map((colour) => colour.code).sort()).toEqual(
      thinned!.colors.filter((code) => code !== hiddenColour).sort(),
    );
    expect(tile.primaryColorCode).not.toBe(hiddenColour);
    const countAfter = after.facetOptions[0]!.items.find((option) => option.key === hiddenColour)?.count ?? 0;
    const goneHadIt = gone!.colors.includes(hiddenColour) ? 1 : 0;
    expect(countAfter).toBe(countBefore - 1 - goneHadIt);
  });

  it('finds a renamed product after a rebuild, and drops cached answers', async () => {
    const [product] = (await searchProducts(shared.app, {})).items;
    const search = { search: { match: { field: 'name', query: 'Polarlys' } } };
    expect((await searchProducts(shared.app, search)).items).toEqual([]);
    await shared.app.db.execute(sql`update product_translations set name = 'Polarlys Parka'
      where product_id = ${product!.id} and language_code = 'en'`);
    expect((await searchProducts(shared.app, search)).items).toEqual([]);
    await rebuild();
    const found = await searchProducts(shared.app, search);
    expect(idsOf(found)).toEqual([product!.id]);
    expect(found.items[0]!.item.name).toBe('Polarlys Parka');
  });

  it('builds a tile from the catalogue without prices', async () => {
    const [first] = (await searchProducts(shared.app, { sorting: [{ field: 'id', direction: 'Ascending' }] }))
      .items;
    const item = first!.item;
    expect(item).toMatchObject({ id: first!.id, unitId: 'CU', url: expect.stringMatching(/^\/product\//) });
    expect(item.colors[0]).toMatchObject({
      firstVariantId: expect.stringMatching(new RegExp(`^${first!.id}-`)),
      swatchImage: expect.stringMatching(/^\/images\/svg\/singlecolor\/[0-9a-f]{6}$/),
    });
    expect(item.firstVariantId).toBe(
      item.colors.find((c) => c.code === item.primaryColorCode)?.firstVariantId,
    );
    expect(item.image).toMatch(new RegExp(`^products/.+-${item.primaryColorCode}-front\\.jpg$`));
    expect(JSON.stringify(item)).not.toMatch(/price/i);
  });

  it('skips the rebuild at startup when nothing changed, and rebuilds after a reload', async () => {
    expect(await ensureSearchDocuments(shared.app.db, shared.app.cache)).toEqual({ rebuilt: false });
    await seedDemo(shared.app.db, { styles: 14, mediaDir: null, seed: 7 });
    const reloaded = await ensureSearchDocuments(shared.app.db, shared.app.cache);
    expect(reloaded.rebuilt).toBe(true);
    const answer = await searchProducts(shared.app, {});
    expect(answer.itemsTotal).toBe((await catalogueFacts(shared.app)).length);
    expect(answer.itemsTotal).toBeGreaterThan(12);
    expect(await ensureSearchDocuments(shared.app.db, shared.app.cache)).toEqual({ rebuilt: false });
  });
});
