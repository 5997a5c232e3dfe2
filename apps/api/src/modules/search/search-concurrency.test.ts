import { availableParallelism } from 'node:os';
import { SearchRequest } from '@shop/contracts';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { catalogueFacts, english } from '../../test-support/search-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { withArea } from '../../test-support/test-ctx.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { createPostgresSearchEngine, postgresSearchConcurrency } from './postgres-search-engine.ts';
import * as service from './search.service.ts';

const shared = useSharedTestApp();

/**
 * The app's database, counting how many statements run through it at once. Each statement waits until
 * `together` statements are running (at most 2 s), so statements started together overlap however quickly the
 * database answers and however busy the machine is (a fixed 50 ms hold let one finish before the last had
 * started on a loaded CI run: a peak of 5 where 6 ran together).
 */
function countingDb(db: Db, together: number) {
  const seen = { running: 0, peak: 0 };
  let waiting: Array<() => void> = [];
  const counted = Object.create(db) as Db;
  counted.execute = (async (query: SQL) => {
    seen.running++;
    seen.peak = Math.max(seen.peak, seen.running);
    try {
      if (seen.running >= together) {
        for (const release of waiting) release();
        waiting = [];
      } else {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 2_000);
        });
      }
      return await db.execute(query);
    } finally {
      seen.running--;
    }
  }) as Db['execute'];
  return { db: counted, seen };
}

describe('search statements at once', () => {
  it('runs at most maxConcurrentStatements search statements at once, with the same answers', async () => {
    const facts = await catalogueFacts(shared.app);
    const requests = facts.slice(0, 6).map((product) =>
      SearchRequest.parse({
        area: english,
        take: 5,
        search: { match: { field: 'name', query: product.nameEn.split(' ')[0] } },
        facets: [{ field: 'color', type: 'CheckboxOr' }],
      }),
    );
    const answers = async (limit?: number) => {
      const engine = createPostgresSearchEngine({
        cacheTtlSeconds: 0,
        ...(limit === undefined ? {} : { maxConcurrentStatements: limit }),
      });
      const { db, seen } = countingDb(shared.app.db, limit ?? requests.length);
      const ctx = { ...systemCtx(shared.app), db };
      const results = await Promise.all(
        requests.map((request) => service.searchProducts(withArea(ctx, request.area), engine, request)),
      );
      return { results, peak: seen.peak };
    };
    const unbounded = await answers();
    expect(unbounded.peak).toBe(requests.length);
    for (const limit of [1, 2]) {
      const bounded = await answers(limit);
      expect(bounded.peak).toBe(limit);
      expect(bounded.results).toEqual(unbounded.results);
    }
  });

  it('allows one search statement per core on PostgreSQL, always fewer than the pooled connections', () => {
    expect(postgresSearchConcurrency(10)).toBe(Math.min(availableParallelism(), 9));
    expect(postgresSearchConcurrency(2)).toBe(1);
    expect(postgresSearchConcurrency(1)).toBe(1);
  });
});
