import { singleColorPath } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { danish, english, searchProducts } from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();

const facets = ['category', 'color', 'season', 'deliveryDrop', 'size', 'stockKind'].map((field) => ({
  field,
  type: 'CheckboxOr' as const,
}));

async function optionsOf(area: typeof english | typeof danish, field: string) {
  const answer = await searchProducts(shared.app, { area, take: 1, facets });
  const facet = answer.facetOptions.find((options) => options.field === field);
  if (!facet || facet.items.length === 0) throw new Error(`no options for ${field}`);
  return facet.items;
}

describe('Facet option labels', () => {
  it.each([english, danish])(
    'names categories with their parent, in the request language ($languageCode)',
    async (area) => {
      const names = await queryRows<{ id: string; label: string }>(
        shared.app.db,
        sql`select c.id, coalesce(pt.name || ' / ', '') || t.name as label
          from categories c
          join category_translations t on t.category_id = c.id and t.language_code = ${area.languageCode}
          left join category_translations pt
            on pt.category_id = c.parent_id and pt.language_code = ${area.languageCode}`,
      );
      const expected = Object.fromEntries(names.map((row) => [row.id, row.label]));
      const items = await optionsOf(area, 'category');
      expect(items.some((item) => item.label?.includes(' / '))).toBe(true);
      for (const item of items) expect(item.label).toBe(expected[item.key]);
    },
  );

  it.each([
    [english, 'name_en'],
    [danish, 'name_da'],
  ] as const)('names colours in the request language and gives their swatch', async (area, column) => {
    const colors = await queryRows<{ code: string; name: string; hex: string }>(
      shared.app.db,
      sql`select code, ${sql.raw(column)} as name, hex from colors`,
    );
    const items = await optionsOf(area, 'color');
    for (const item of items) {
      const color = colors.find((candidate) => candidate.code === item.key);
      expect(item.label).toBe(color?.name);
      expect(item.image).toBe(singleColorPath(color?.hex ?? ''));
    }
  });

  it('names seasons and delivery drops from the catalogue', async () => {
    const seasons = await queryRows<{ code: string; description: string }>(
      shared.app.db,
      sql`select code, description from seasons`,
    );
    const drops = await queryRows<{ code: string; name: string }>(
      shared.app.db,
      sql`select code, name from delivery_drops`,
    );
    for (const item of await optionsOf(english, 'season')) {
      expect(item.label).toBe(seasons.find((season) => season.code === item.key)?.description);
    }
    for (const item of await optionsOf(english, 'deliveryDrop')) {
      expect(item.label).toBe(drops.find((drop) => drop.code === item.key)?.name);
    }
  });

  it('leaves keys that are their own name (sizes) and translated codes (stock kinds) unlabelled', async () => {
    for (const field of ['size', 'stockKind']) {
      for (const item of await optionsOf(english, field)) {
        expect(item.label).toBeUndefined();
        expect(item.image).toBeUndefined();
      }
    }
  });
});
