import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisCacheMessages } from '../../lib/cache/redis-cache.ts';
import { callApi } from '../../test-support/call-api.ts';
import { redisAnswers, startTcpProxy, type TcpProxy, unusedPort } from '../../test-support/tcp-proxy.ts';
import { buildTestApp, useSharedTestApp } from '../../test-support/test-app.ts';

const redisUp = await redisAnswers();

/** What the storefront asks first on every page, each answered from the cache when it can be. */
async function cachedAnswers(app: FastifyInstance) {
  const area = await callApi(app, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } });
  const translations = await callApi(app, endpoints.content.getTranslationsByAreaId, {
    query: { AreaId: 'b2b', LanguageCode: 'en' },
  });
  const search = await callApi(app, endpoints.search.getProductsBySearch, {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      search: { match: { field: 'text', query: 'dress' } },
      take: 5,
    },
  });
  expect([area.statusCode, translations.statusCode, search.statusCode]).toEqual([200, 200, 200]);
  return { area: area.json(), translations: translations.json(), search: search.json() };
}

/** How often the app logged `message` (its logger is silent in tests; the calls are what counts). */
function countLogLines(app: FastifyInstance) {
  const warn = vi.spyOn(app.log, 'warn');
  const info = vi.spyOn(app.log, 'info');
  return (message: string) =>
    [...warn.mock.calls, ...info.mock.calls].filter((args) => args.includes(message)).length;
}

describe('with the database up and no Redis configured', () => {
  const shared = useSharedTestApp();

  it('is live, and ready until the database is a migration behind', async () => {
    const { app } = shared;
    const health = await callApi(app, endpoints.health.getHealth, {});
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: app.databaseKind });

    const ready = await callApi(app, endpoints.health.getReady, {});
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      down: [],
      dependencies: {
        database: { status: 'up', detail: app.databaseKind },
        migrations: { status: 'up', detail: expect.stringMatching(/^(\d+) of \1 applied$/) },
        redis: { status: 'not-configured', detail: 'in-process cache' },
      },
    });

    // A database one migration behind this build (an instance started before `npm run migrate` finished).
    await app.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const behind = await callApi(app, endpoints.health.getReady, {});
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      status: 'unavailable',
      down: ['migrations'],
      dependencies: {
        migrations: { status: 'down', detail: expect.stringMatching(/^(\d+) of (?!\1 )\d+ applied$/) },
      },
    });
  });
});

describe('with REDIS_URL where nothing listens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await unusedPort()}` });
  });
  afterAll(() => app?.close());

  it('starts, answers from the database, and is live but not ready, naming redis', async () => {
    expect((await callApi(app, endpoints.health.getHealth, {})).statusCode).toBe(200);
    const ready = await callApi(app, endpoints.health.getReady, {});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      down: ['redis'],
      dependencies: { database: { status: 'up' }, migrations: { status: 'up' }, redis: { status: 'down' } },
    });

    const first = await cachedAnswers(app);
    expect(first.area).toMatchObject({ areaId: 'b2b', languageCode: 'en' });
    expect(Object.keys(first.translations).length).toBeGreaterThan(0);
    expect(first.search.itemsTotal).toBeGreaterThan(0);
    expect(await cachedAnswers(app)).toEqual(first);
  });
});

describe.skipIf(!redisUp)('with a real Redis that goes away mid-run', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    app = await buildTestApp({
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisKeyPrefix: `test:health:${process.pid}:`,
    });
  });
  afterAll(async () => {
    await app?.services.cache.deleteByPrefix('');
    await app?.close();
    await proxy?.stop();
  });

  it('keeps answering 200 with the same data, logs the outage once, and is ready again when Redis is back', async () => {
    const logged = countLogLines(app);
    expect((await callApi(app, endpoints.health.getReady, {})).statusCode).toBe(200);
    const before = await cachedAnswers(app);
    expect(await cachedAnswers(app)).toEqual(before);

    await proxy.stop();
    for (let i = 0; i < 3; i++) expect(await cachedAnswers(app)).toEqual(before);
    const ready = await callApi(app, endpoints.health.getReady, {});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ down: ['redis'], dependencies: { redis: { status: 'down' } } });
    expect((await callApi(app, endpoints.health.getHealth, {})).statusCode).toBe(200);
    expect(logged(redisCacheMessages.down)).toBe(1);

    await proxy.start();
    await vi.waitFor(
      async () => expect((await callApi(app, endpoints.health.getReady, {})).statusCode).toBe(200),
      { timeout: 15_000, interval: 100 },
    );
    expect(await cachedAnswers(app)).toEqual(before);
    expect(logged(redisCacheMessages.down)).toBe(1);
    expect(logged(redisCacheMessages.up)).toBe(1);
  });
});
