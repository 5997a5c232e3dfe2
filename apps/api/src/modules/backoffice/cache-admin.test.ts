import { randomBytes } from 'node:crypto';
import { type CacheType, type CacheUsage, cacheTypes } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { redisAnswers } from '../../test-support/tcp-proxy.ts';
import { loginAs, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const redisUp = await redisAnswers();
const english = { query: { AreaId: 'b2b', Language: 'en' } } as const;

async function usage(app: FastifyInstance, token: string): Promise<CacheUsage> {
  const answer = await callApi(app, endpoints.backoffice.getCacheUsage, {}, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const family = (figures: CacheUsage, type: CacheType) => figures.types.find((entry) => entry.type === type)!;

describe('the back office cache calls', () => {
  it('show what each family holds and how it was read, and drop a family so the next read computes', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    await callApi(
      app,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'All' } },
      { token: manager },
    );
    const before = await usage(app, manager);
    expect(before.store).toBe('memory');
    expect(before.types.map((entry) => entry.type)).toEqual([...cacheTypes]);
    expect(family(before, 'Areas').entries).toBe(0);

    for (let read = 0; read < 3; read++) {
      expect((await callApi(app, endpoints.area.getAreaById, english)).statusCode).toBe(200);
    }
    const warm = await usage(app, manager);
    expect(family(warm, 'Areas').entries).toBe(1);
    expect(family(warm, 'Areas').bytes).toBeGreaterThan(100);
    expect(family(warm, 'Areas').misses - family(before, 'Areas').misses).toBe(1);
    expect(family(warm, 'Areas').hits - family(before, 'Areas').hits).toBe(2);

    const dropped = await callApi(
      app,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Areas' } },
      { token: manager },
    );
    expect(dropped.json()).toEqual({ invalidated: ['Areas'] });
    expect(family(await usage(app, manager), 'Areas').entries).toBe(0);
    const [audited] = await queryRows<{ action: string; entity_id: string }>(
      app.db,
      sql`select action, entity_id from audit_log where action = 'cache.invalidate' order by id desc limit 1`,
    );
    expect(audited).toEqual({ action: 'cache.invalidate', entity_id: 'Areas' });
  });

  it('are for staff only, and name an unknown family', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    expect((await callApi(app, endpoints.backoffice.getCacheUsage, {})).statusCode).toBe(401);
    expect((await callApi(app, endpoints.backoffice.getCacheUsage, {}, { token: dealer })).statusCode).toBe(
      403,
    );
    const refused = await callApi(
      app,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Prices' } },
      { token: dealer },
    );
    expect(refused.statusCode).toBe(403);
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const unknown = await callApiUnchecked(
      app,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Everything' } },
      { token: manager },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('body.type');
  });

  it.skipIf(!redisUp)('drop a family on every API instance that shares the Redis cache', async () => {
    const config = {
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:`,
    };
    const [one, two] = await Promise.all([useTestApp(config), useTestApp(config)]);
    const manager = await loginAs(two, 'manager@nordlys.demo');
    // One instance computes the area, the other reads it from the shared cache.
    await callApi(one, endpoints.area.getAreaById, english);
    const seen = await usage(two, manager);
    expect(seen.store).toBe('redis');
    expect(family(seen, 'Areas').entries).toBe(1);
    await callApi(two, endpoints.area.getAreaById, english);
    expect(family(await usage(two, manager), 'Areas').hits).toBe(1);

    await callApi(
      two,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Areas' } },
      { token: manager },
    );
    expect(family(await usage(one, await loginAs(one, 'manager@nordlys.demo')), 'Areas').entries).toBe(0);
    const missesBefore = one.services.cache.countsOf('Areas').misses;
    await callApi(one, endpoints.area.getAreaById, english);
    expect(one.services.cache.countsOf('Areas').misses).toBe(missesBefore + 1);
  });
});
