import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import {
  categorySearch,
  danish,
  english,
  pageSearch,
  postSearch,
  productSearch,
} from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();

const textMatch = (query: string, prefix = false) => ({ match: { field: 'text', query, prefix } });

describe('categories', () => {
  it('finds categories by title in the visitor language, with the tile fields', async () => {
    const expected = await queryRows<{
      id: string;
      title: string;
      url: string;
      image: string | null;
      parentId: string | null;
    }>(
      shared.app.db,
      sql`select c.id, t.name as title, t.url, c.image, c.parent_id as "parentId"
        from categories c join category_translations t on t.category_id = c.id and t.language_code = 'da'
        where t.name ilike 'kjole%' order by c.id`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const { status, body } = await postSearch(shared.app, categorySearch, {
      area: danish,
      take: 6,
      search: textMatch('kjoler'),
      sorting: [{ field: 'id', direction: 'Ascending' }],
    });
    expect(status).toBe(200);
    expect(body.itemsTotal).toBe(expected.length);
    expect(body.items.map((hit: { id: string; item: unknown }) => hit.item)).toEqual(expected);
    expect(body.items.map((hit: { id: string }) => hit.id)).toEqual(expected.map((row) => row.id));
  });

  it('keeps categories below the given category', async () => {
    const children = await queryRows<{ id: string }>(
      shared.app.db,
      sql`select id from categories where parent_id = 'girls' order by id`,
    );
    const { body } = await postSearch(shared.app, categorySearch, {
      area: english,
      category: 'girls',
      sorting: [{ field: 'id', direction: 'Ascending' }],
    });
    expect(body.items.map((hit: { id: string }) => hit.id)).toEqual(children.map((row) => row.id));
  });

  it('completes a started word for the autocomplete', async () => {
    const { body } = await postSearch(shared.app, categorySearch, {
      area: english,
      take: 6,
      search: textMatch('jack', true),
    });
    expect(body.items.length).toBeGreaterThan(0);
    for (const hit of body.items) expect(hit.item.title).toBe('Jackets');
  });
});

describe('pages', () => {
  it('finds pages of the area by their text, with the name the menus give them', async () => {
    const { status, body } = await postSearch(shared.app, pageSearch, {
      area: english,
      take: 6,
      search: textMatch('founded'),
    });
    expect(status).toBe(200);
    const [about] = await queryRows<{ id: string; title: string; url: string; menu: string }>(
      shared.app.db,
      sql`select p.id, p.title, p.url, m.name as menu from content_pages p
        join menu_items m on m.url = p.url and m.language_code = p.language_code
        where p.page_id = 'about' and p.language_code = 'en'`,
    );
    expect(about!.menu).not.toBe(about!.title);
    expect(body.items[0]).toMatchObject({
      id: about!.id,
      item: { id: about!.id, title: about!.title, menuTitle: about!.menu, url: about!.url },
    });
  });

  it('uses the title as menu title for pages outside the menus, and Danish stemming', async () => {
    const { body } = await postSearch(shared.app, pageSearch, {
      area: danish,
      take: 6,
      search: textMatch('leveringen'),
    });
    const delivery = body.items.find((hit: { id: string }) => hit.id === 'delivery-da');
    expect(delivery?.item).toEqual({
      id: 'delivery-da',
      title: 'Levering',
      menuTitle: 'Levering',
      url: '/levering',
    });
    expect(body.items.every((hit: { id: string }) => hit.id.endsWith('-da'))).toBe(true);
  });

  it('ignores a category for pages', async () => {
    const { body } = await postSearch(shared.app, pageSearch, {
      area: english,
      category: 'girls',
      search: textMatch('founded'),
    });
    expect(body.itemsTotal).toBe(1);
  });

  it("counts the area's pages by template, with and without search terms alike", async () => {
    const rows = await queryRows<{ template: string; count: number }>(
      shared.app.db,
      sql`select template, count(*)::int as count from content_pages
        where area_id = ${english.areaId} and language_code = ${english.languageCode} group by template`,
    );
    expect(rows.length).toBeGreaterThan(1);
    const expected = Object.fromEntries(rows.map((row) => [row.template, row.count]));
    const countsOf = async (search: object | null) => {
      const { status, body } = await postSearch(shared.app, pageSearch, {
        area: english,
        search,
        facets: [{ field: 'template', type: 'CheckboxOr' }],
      });
      expect(status).toBe(200);
      const items: Array<{ key: string; count: number }> = body.facetOptions[0].items;
      return Object.fromEntries(items.map((item) => [item.key, item.count]));
    };
    // Without terms the counts are the stored ones; a query that matches every page groups the hits.
    expect(await countsOf(null)).toEqual(expected);
    expect(
      await countsOf({ bool: { mustNot: [{ term: { field: 'template', value: 'no-such' } }] } }),
    ).toEqual(expected);
  });

  it('answers 404 for an unknown area', async () => {
    const { status, body } = await postSearch(shared.app, pageSearch, {
      area: { areaId: 'nowhere', languageCode: 'en' },
    });
    expect(status).toBe(404);
    expect(body.message).toBe('Could not find area id for languageId');
  });
});

describe('the contract', () => {
  it('documents the three calls and the query language in the OpenAPI document', async () => {
    const response = await shared.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    for (const endpoint of [productSearch, categorySearch, pageSearch]) {
      const operation = document.paths[endpoint.path]?.post;
      const body = operation?.requestBody?.content?.['application/json']?.schema;
      expect(body?.required).toEqual(['area']);
      expect(JSON.stringify(body?.properties?.search)).toContain('#/components/schemas/SearchQueryNodeInput');
      expect(operation?.description).toContain('minimumShouldMatch');
      expect(operation?.description).toContain('Missing search configuration for facet field X');
    }
  });

  it('answers anonymous visitors', async () => {
    const { status } = await postSearch(shared.app, productSearch, { area: english });
    expect(status).toBe(200);
  });
});
