import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { SearchFacetOptions } from '@shop/contracts';
import { inBackgroundLane } from '../../db/query-lane.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import { createLimiter } from '../../lib/limiter.ts';
import {
  ensureSearchDocuments,
  rebuildSearchDocuments,
  searchCachePrefix,
} from './rebuild-search-documents.ts';
import type {
  SearchEngine,
  SearchEngineHit,
  SearchEngineQuery,
  SearchEngineResult,
} from './search-engine.ts';
import { facetOptions } from './search-facets.ts';
import type { SearchReplica } from './search-replica.ts';
import { searchStatement } from './search-statement.ts';

type Row = {
  hits: SearchEngineHit[];
  total?: number;
  counts?: Array<{ field: string; key: string; count: number }>;
  ranges?: Record<string, [number | null, number | null]> | null;
};

type FacetPart = { total: number; facets: SearchFacetOptions[] };

export type PostgresSearchEngineOptions = {
  /**
   * How long answers stay cached (0 = no cache). The documents only change on a rebuild, which drops the
   * cache, so this bounds staleness only where several instances keep separate in-process caches.
   */
  cacheTtlSeconds: number;
  /**
   * Where search statements run: a replica holding copies of the search tables (ADR 0024), or, when null,
   * the request's own database.
   */
  replica?: SearchReplica | null;
  /**
   * How many search statements may run at once (default: no bound). On PostgreSQL each takes a pooled
   * connection and a server process: a bound below the pool size and the cores keeps both free for product
   * data, prices and carts while many clients search. Further searches wait in turn.
   */
  maxConcurrentStatements?: number;
};

/**
 * Search statements at once on PostgreSQL: one per core, and always fewer than the pool's connections. Ten
 * clients searching at once otherwise held all ten pooled connections, and a product request waited for one
 * (p95 75 ms on two cores; 10.7–11.2 ms with two at once, while searches did 122–135 a second instead of
 * 220–230; ADR 24).
 */
export const postgresSearchConcurrency = (poolSize: number): number =>
  Math.max(1, Math.min(availableParallelism(), poolSize - 1));

const cacheKey = (part: string, value: unknown): string =>
  `${searchCachePrefix}${part}:${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}`;

/**
 * Full-text search, facets and sorting in PostgreSQL (english / danish configurations, pg_trgm, GIN).
 * Answers are cached twice: the whole answer per request, and total + facets per request without paging
 * and sorting, so loading the next page of a list (infinite scroll) only fetches that page.
 */
export function createPostgresSearchEngine(
  options: PostgresSearchEngineOptions = { cacheTtlSeconds: 300 },
): SearchEngine {
  const ttl = options.cacheTtlSeconds;
  const replica = options.replica ?? null;
  const statements = createLimiter(options.maxConcurrentStatements ?? Number.POSITIVE_INFINITY);
  return {
    name: 'postgres',
    async search(ctx: Ctx, query: SearchEngineQuery): Promise<SearchEngineResult> {
      const answerKey = cacheKey('answer', query);
      // Total and facets do not depend on the page or its order.
      const facetKey = cacheKey('facets', { ...query, skip: null, take: null, sorting: null, pinned: null });
      if (ttl > 0) {
        const answer = await ctx.cache.get<SearchEngineResult>(answerKey);
        if (answer) return answer;
      }
      const known = ttl > 0 ? await ctx.cache.get<FacetPart>(facetKey) : undefined;
      const { statement, plan } = searchStatement(query, known === undefined);
      // The one expensive statement of a search. On the replica it shares no connection with anything
      // else; on the shop's own embedded database (one connection) it waits behind product data, prices
      // and carts, so a queue of searches never delays those; on PostgreSQL at most
      // `maxConcurrentStatements` run at once, so searches never hold every pooled connection.
      const [row] = await statements.run(() =>
        inBackgroundLane(() =>
          replica ? replica.run((db) => queryRows<Row>(db, statement)) : queryRows<Row>(ctx.db, statement),
        ),
      );
      if (!row) throw new Error('search statement returned no row');
      const facetPart = known ?? {
        total: Number(row.total ?? 0),
        facets: facetOptions(query.facets, plan, row.counts ?? [], row.ranges ?? {}),
      };
      const result: SearchEngineResult = {
        hits: row.hits.map((hit) => ({ ...hit, score: Number(hit.score) })),
        ...facetPart,
      };
      if (ttl > 0) {
        if (!known) await ctx.cache.set(facetKey, facetPart, ttl);
        await ctx.cache.set(answerKey, result, ttl);
      }
      return result;
    },
    async reindex(db, cache, when = 'always') {
      const summary =
        when === 'always' ? await rebuildSearchDocuments(db, cache) : await ensureSearchDocuments(db, cache);
      if (replica) {
        // Also when nothing was rebuilt: a replica starts empty.
        await replica.load(db);
        // Answers cached between the rebuild and the copy came from the replica's previous documents.
        await cache?.deleteByPrefix(searchCachePrefix);
      }
      return summary;
    },
  };
}
