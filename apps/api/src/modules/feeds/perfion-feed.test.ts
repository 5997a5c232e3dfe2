import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { createKey, withKey } from './feed-test-kit.ts';

// One app for the file, built with a start-up allowance for a loaded machine (the shared helper's is 120 s).
const shared = {} as { app: Awaited<ReturnType<typeof buildTestApp>> };
beforeAll(async () => {
  shared.app = await buildTestApp();
}, 600_000);
afterAll(() => shared.app?.close());
const { getPerfionEntries, getPerfionEntriesById, getPerfionEntriesBySearch } = endpoints.feeds;

type Entry = {
  id: string;
  contentType: string;
  areaId: string;
  updatedAt: string | null;
  languages: Array<{ languageCode: string; fields: Record<string, string | null> }>;
  sources: Array<{ source: string; items: Array<Record<string, unknown>> }>;
};

describe('the Perfion feed', () => {
  it('pages every content type in id order, products with all their sources', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const tables = {
      product: sql`SELECT id FROM products ORDER BY id`,
      category: sql`SELECT id FROM categories ORDER BY id`,
      page: sql`SELECT DISTINCT page_id AS id FROM content_pages WHERE area_id = 'b2b' ORDER BY id`,
    };
    for (const [contentType, query] of Object.entries(tables)) {
      const expected = (await queryRows<{ id: string }>(app.db, query)).map((row) => row.id);
      expect(expected.length, contentType).toBeGreaterThan(2);
      const seen: Entry[] = [];
      let next: Record<string, unknown> | null = { take: 2 };
      while (next) {
        const answer = await withKey(
          app,
          getPerfionEntries,
          { query: { areaId: 'b2b', contentType, ...next } },
          secret,
        );
        expect(answer.statusCode, answer.body).toBe(200);
        seen.push(...answer.json().entries);
        next = answer.json().next;
      }
      expect(
        seen.map((entry) => entry.id),
        contentType,
      ).toEqual(expected);
      for (const entry of seen) {
        expect(entry).toMatchObject({ contentType, areaId: 'b2b' });
        expect(entry.languages.map((language) => language.languageCode).sort()).toEqual(['da', 'en']);
        // The address the shop serves in each language: the Danish pages live under /da.
        for (const { languageCode, fields } of entry.languages) {
          if (languageCode === 'da') expect(fields.url, entry.id).toMatch(/^\/da(\/|$)/);
          else expect(fields.url, entry.id).not.toMatch(/^\/da(\/|$)/);
        }
      }
    }
    const answer = await withKey(
      app,
      getPerfionEntries,
      { query: { areaId: 'b2b', contentType: 'product', take: 1 } },
      secret,
    );
    const [product] = answer.json().entries as Entry[];
    expect(product!.updatedAt).not.toBeNull();
    expect(product!.languages[0]!.fields).toHaveProperty('name');
    expect(product!.sources.map((source) => source.source)).toEqual([
      'catalogue',
      'categories',
      'colors',
      'variants',
      'media',
    ]);
    const variants = product!.sources.find((source) => source.source === 'variants')!.items;
    expect(variants.length).toBeGreaterThan(0);
    expect(variants[0]).toEqual({
      variantId: expect.any(String),
      colorCode: expect.any(String),
      size: expect.any(String),
      ean: expect.any(String),
    });
  });

  it('answers entries by id with the sources asked for, and names the ids that are missing', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const [first, second] = await queryRows<{ id: string }>(
      app.db,
      sql`SELECT id FROM products ORDER BY id LIMIT 2`,
    );
    for (const Id of [`${first!.id},${second!.id},nope`, [first!.id, second!.id, 'nope']]) {
      const answer = await withKey(
        app,
        getPerfionEntriesById,
        { query: { AreaId: 'b2b', ContentType: 'product', Id, Sources: 'catalogue,variants' } },
        secret,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const { entries, missingIds } = answer.json() as { entries: Entry[]; missingIds: string[] };
      expect(entries.map((entry) => entry.id)).toEqual([first!.id, second!.id]);
      expect(entries[0]!.sources.map((source) => source.source)).toEqual(['catalogue', 'variants']);
      expect(missingIds).toEqual(['nope']);
    }
    const [category] = await queryRows<{ id: string }>(
      app.db,
      sql`SELECT id FROM categories ORDER BY id LIMIT 1`,
    );
    const answer = await withKey(
      app,
      getPerfionEntriesById,
      { query: { AreaId: 'b2b', ContentType: 'category', Id: category!.id } },
      secret,
    );
    const [entry] = answer.json().entries as Entry[];
    expect(entry).toMatchObject({ id: category!.id, contentType: 'category', updatedAt: null });
    expect(entry!.sources).toEqual([
      { source: 'catalogue', items: [expect.objectContaining({ sortOrder: expect.any(Number) })] },
    ]);
  });

  it('searches names in either language, numbers and ids, with paging and newerThan', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const [named] = await queryRows<{ product_id: string; name: string }>(
      app.db,
      sql`SELECT product_id, name FROM product_translations WHERE language_code = 'da' ORDER BY product_id LIMIT 1`,
    );
    const word = named!.name.split(' ')[0]!.toUpperCase();
    const found = await withKey(
      app,
      getPerfionEntriesBySearch,
      { body: { areaId: 'b2b', contentType: 'product', query: word, sources: ['catalogue'] } },
      secret,
    );
    expect(found.statusCode, found.body).toBe(200);
    const ids = (found.json().entries as Entry[]).map((entry) => entry.id);
    expect(ids).toContain(named!.product_id);
    const future = await withKey(
      app,
      getPerfionEntriesBySearch,
      { body: { areaId: 'b2b', contentType: 'product', query: word, newerThan: '2999-01-01T00:00:00Z' } },
      secret,
    );
    expect(future.json().entries).toEqual([]);
    const wildcard = await withKey(
      app,
      getPerfionEntriesBySearch,
      { body: { areaId: 'b2b', contentType: 'page', query: '%_%' } },
      secret,
    );
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().entries).toEqual([]);
  });

  it('answers 404 for an unknown area and 400 for bad values, never 5xx', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const area = await withKey(
      app,
      getPerfionEntries,
      { query: { areaId: 'mars', contentType: 'product' } },
      secret,
    );
    expect(area.statusCode).toBe(404);
    expect(area.json().errorCode).toBe('area-not-found');
    const badQueries: Array<
      [typeof getPerfionEntries | typeof getPerfionEntriesById, Record<string, unknown>]
    > = [
      [getPerfionEntries, { contentType: 'product' }],
      [getPerfionEntries, { areaId: 'b2b', contentType: 'shoe' }],
      [getPerfionEntries, { areaId: 'b2b', contentType: 'product', take: 1000 }],
      [getPerfionEntries, { areaId: 'b2b', contentType: 'product', newerThan: 'soon' }],
      [getPerfionEntriesById, { AreaId: 'b2b', ContentType: 'product' }],
      [getPerfionEntriesById, { AreaId: 'b2b', ContentType: 'product', Id: ',' }],
      [
        getPerfionEntriesById,
        { AreaId: 'b2b', ContentType: 'product', Id: Array.from({ length: 101 }, (_, i) => `p${i}`) },
      ],
      [getPerfionEntriesById, { AreaId: 'b2b', ContentType: 'product', Id: 'x', Sources: 'everything' }],
    ];
    for (const [endpoint, query] of badQueries) {
      const answer = await withKey(app, endpoint, { query }, secret);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
    const badBodies: unknown[] = [
      {},
      { areaId: 'b2b' },
      { areaId: 'b2b', contentType: 'product', take: 0 },
      { areaId: 'b2b', contentType: 'product', query: 'x'.repeat(101) },
      { areaId: 'b2b', contentType: 'product', ids: 'NL1' },
      { areaId: 'b2b', contentType: 'product', sources: ['secret'] },
      { areaId: 'b2b', contentType: 'product', skip: -5 },
      [],
      { areaId: { $gt: '' }, contentType: 'product' },
    ];
    for (const body of badBodies) {
      const answer = await withKey(app, getPerfionEntriesBySearch, { body }, secret);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Not JSON at all: refused by its media type.
    const text = await withKey(app, getPerfionEntriesBySearch, { body: 'areaId=b2b' }, secret);
    expect(text.statusCode).toBe(415);
  });
});
