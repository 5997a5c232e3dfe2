import { SearchRequest } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { catalogueFacts, english, idsOf, searchProducts } from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { withArea } from '../../test-support/test-ctx.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { createPostgresSearchEngine } from './postgres-search-engine.ts';
import { searchCachePrefix } from './rebuild-search-documents.ts';
import * as service from './search.service.ts';
import { openSearchReplica } from './search-replica.ts';

// The replica exists only beside embedded PGlite, so this file runs on PGlite in the PostgreSQL pass too.
const shared = useSharedTestApp({ database: { kind: 'pglite', dataDir: null, searchReplica: true } });

const facets = [
  { field: 'color', type: 'CheckboxOr' },
  { field: 'size', type: 'CheckboxOr' },
  { field: 'stockKind', type: 'CheckboxOr' },
  { field: 'price', type: 'Slider' },
];

/** A replica and an engine on it, for the shared app's database; closed when the test ends. */
async function engineOnReplica() {
  const replica = await openSearchReplica();
  onTestFinished(() => replica.close());
  return createPostgresSearchEngine({ cacheTtlSeconds: 300, replica });
}

describe('searches on a copy of the search tables (SEARCH_REPLICA)', () => {
  it("answers from the copy: emptying the shop's own search tables changes no answer", async () => {
    const [product] = await catalogueFacts(shared.app);
    const word = product!.nameEn.split(' ')[0]!;
    const body = { search: { match: { field: 'name', query: word } }, facets };
    const before = await searchProducts(shared.app, body);
    expect(idsOf(before)).toContain(product!.id);

    await shared.app.db.execute(sql`delete from search_terms`);
    await shared.app.db.execute(sql`delete from search_document_texts`);
    await shared.app.db.execute(sql`delete from search_documents`);
    await shared.app.cache.deleteByPrefix(searchCachePrefix);
    expect(await searchProducts(shared.app, body)).toEqual(before);
  });

  it('gives the same answers as the tables it copies: text, fuzzy, facets, category, sorting', async () => {
    const ctx = systemCtx(shared.app);
    const engine = await engineOnReplica();
    const onSource = createPostgresSearchEngine({ cacheTtlSeconds: 0 });
    await onSource.reindex(shared.app.db, shared.app.cache);
    await engine.reindex(shared.app.db, shared.app.cache, 'changed');
    const facts = await catalogueFacts(shared.app);
    const [first] = facts;
    const requests = [
      { area: english, take: 100, facets, sorting: [{ field: 'data.name', direction: 'Ascending' }] },
      {
        area: { ...english, languageCode: 'da' },
        take: 5,
        skip: 2,
        search: { match: { field: 'text', query: first!.nameDa } },
        facets,
      },
      {
        area: english,
        take: 8,
        search: { fuzzy: { field: 'name.en', value: first!.nameEn.split(' ')[0]!.slice(0, 4) } },
        sorting: [{ field: 'score', direction: 'Descending' }],
      },
      {
        area: english,
        take: 10,
        category: first!.categories[0]!,
        facets: facets.map((facet) =>
          facet.field === 'color' ? { ...facet, selected: [first!.colors[0]!] } : facet,
        ),
        sorting: [{ field: 'data.number', direction: 'Descending' }],
      },
    ].map((body) => SearchRequest.parse(body));
    for (const request of requests) {
      const copied = await service.searchProducts(withArea(ctx, request.area), engine, request);
      expect(copied.itemsTotal, JSON.stringify(request)).toBeGreaterThan(0);
      expect(copied).toEqual(await service.searchProducts(withArea(ctx, request.area), onSource, request));
    }
  });

  it('follows a rebuild, and drops the answers it cached from the previous copy', async () => {
    const ctx = systemCtx(shared.app);
    const engine = await engineOnReplica();
    await engine.reindex(shared.app.db, shared.app.cache);
    const [product] = await catalogueFacts(shared.app);
    const request = SearchRequest.parse({
      area: english,
      search: { match: { field: 'name', query: 'Nordlicht' } },
    });
    expect((await service.searchProducts(withArea(ctx, request.area), engine, request)).items).toEqual([]);

    await shared.app.db.execute(sql`update product_translations set name = 'Nordlicht Parka'
      where product_id = ${product!.id} and language_code = 'en'`);
    await engine.reindex(shared.app.db, shared.app.cache);
    const found = await service.searchProducts(withArea(ctx, request.area), engine, request);
    expect(idsOf(found)).toEqual([product!.id]);
    expect(found.items[0]!.item.name).toBe('Nordlicht Parka');
  });

  it('with two copies (SEARCH_REPLICAS=2) runs two statements at once, one on each, both loaded alike', async () => {
    await createPostgresSearchEngine({ cacheTtlSeconds: 0 }).reindex(shared.app.db, shared.app.cache);
    const replica = await openSearchReplica(2);
    onTestFinished(() => replica.close());
    expect(replica.copies).toBe(2);
    await replica.load(shared.app.db);
    const count = sql`select count(*)::int as n, string_agg(id, ',' order by kind, language_code, id) as ids
      from search_documents`;
    const [source] = await queryRows<{ n: number; ids: string }>(shared.app.db, count);
    expect(source!.n).toBeGreaterThan(0);
    // The first statement waits until the second has started: the second must have gone to the idle copy.
    const used: Db[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = await Promise.all(
      [0, 1].map(() =>
        replica.run(async (db) => {
          used.push(db);
          if (used.length === 1) await held;
          else release();
          return queryRows<{ n: number; ids: string }>(db, count);
        }),
      ),
    );
    expect(used[0]).not.toBe(used[1]);
    expect(answers).toEqual([[source], [source]]);

    // An engine on the two copies answers concurrent searches as the tables it copies do.
    const ctx = systemCtx(shared.app);
    const engine = createPostgresSearchEngine({ cacheTtlSeconds: 0, replica });
    const onSource = createPostgresSearchEngine({ cacheTtlSeconds: 0 });
    const facts = await catalogueFacts(shared.app);
    const requests = facts.slice(0, 4).map((product) =>
      SearchRequest.parse({
        area: english,
        search: { match: { field: 'text', query: product.nameEn.split(' ')[0]! } },
        facets,
      }),
    );
    const copied = await Promise.all(
      requests.map((request) => service.searchProducts(withArea(ctx, request.area), engine, request)),
    );
    for (const [index, request] of requests.entries()) {
      expect(copied[index]!.itemsTotal).toBeGreaterThan(0);
      expect(copied[index]).toEqual(
        await service.searchProducts(withArea(ctx, request.area), onSource, request),
      );
    }
  });
});
