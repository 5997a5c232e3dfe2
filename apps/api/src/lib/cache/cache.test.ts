import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { redisAnswers, startTcpProxy, unusedPort } from '../../test-support/tcp-proxy.ts';
import { type Cache, cached } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';
import { type CacheLog, createRedisCache, redisCacheMessages } from './redis-cache.ts';

const redisUp = await redisAnswers();
const namespace = `test:${process.pid}:`;
const redis = redisUp ? await createRedisCache('redis://127.0.0.1:6379', { namespace }) : null;
afterAll(async () => {
  if (redis) {
    await redis.deleteByPrefix('');
    await redis.close();
  }
});

const caches: Array<[string, Cache | null]> = [
  ['memory', createMemoryCache()],
  ['redis', redis],
];

describe.each(caches)('%s cache', (_name, cache) => {
  it.skipIf(cache === null)('stores, reads and drops values by prefix', async () => {
    const c = cache!;
    await c.set('area:b2b:en', { a: 1 }, 60);
    await c.set('area:b2b:da', { a: 2 }, 60);
    await c.set('translations:b2b:en', { t: 1 }, 60);
    expect(await c.get('area:b2b:en')).toEqual({ a: 1 });
    await c.deleteByPrefix('area:');
    expect(await c.get('area:b2b:en')).toBeUndefined();
    expect(await c.get('area:b2b:da')).toBeUndefined();
    expect(await c.get('translations:b2b:en')).toEqual({ t: 1 });
  });

  it.skipIf(cache === null)('loads once on a miss and serves the stored value after', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(cache!, 'counter', 60, load)).toBe(1);
    expect(await cached(cache!, 'counter', 60, load)).toBe(1);
    expect(loads).toBe(1);
  });
});

/** A log that keeps the cache's lines. */
function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; message: string; details: Record<string, unknown> }> = [];
  const log: CacheLog = {
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    info: (details, message) => lines.push({ level: 'info', message, details }),
  };
  const count = (message: string) => lines.filter((line) => line.message === message).length;
  return { log, lines, count };
}

describe('a Redis cache when Redis fails', () => {
  it('computes every value when nothing listens at REDIS_URL, and says so once', async () => {
    const { log, count } = recordingLog();
    const cache = await createRedisCache(`redis://127.0.0.1:${await unusedPort()}`, { namespace, log });
    onTestFinished(() => cache.close());

    let loads = 0;
    const load = async () => ({ loads: ++loads });
    for (let i = 1; i <= 5; i++) expect(await cached(cache, 'area:b2b:en', 60, load)).toEqual({ loads: i });
    await cache.deleteByPrefix('area:');
    expect(await cache.probe()).toEqual({ up: false, detail: 'not connected' });

    expect(count(redisCacheMessages.down)).toBe(1);
    expect(count(redisCacheMessages.up)).toBe(0);
  });

  it.skipIf(!redisUp)(
    'falls through while Redis is away, logs the outage and the recovery once each, and drops on return what was dropped meanwhile',
    async () => {
      const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
      onTestFinished(() => proxy.stop());
      const { log, count } = recordingLog();
      const cache = await createRedisCache(`redis://127.0.0.1:${proxy.port}`, { namespace, log });
      onTestFinished(() => cache.close());

      await cache.set('area:b2b:en', { menus: 1 }, 60);
      await cache.set('translations:b2b:en', { hello: 'Hello' }, 60);
      expect(await cache.get('area:b2b:en')).toEqual({ menus: 1 });
      expect(await cache.probe()).toEqual({ up: true });

      await proxy.stop();
      let loads = 0;
      const load = async () => ({ loads: ++loads });
      for (let i = 1; i <= 5; i++) expect(await cached(cache, 'prices:p1', 60, load)).toEqual({ loads: i });
      // A change made while Redis is away: the area cached before it must not be served after.
      await cache.deleteByPrefix('area:');
      expect((await cache.probe()).up).toBe(false);
      expect(count(redisCacheMessages.down)).toBe(1);
      expect(count(redisCacheMessages.up)).toBe(0);

      await proxy.start();
      await vi.waitFor(async () => expect(await cache.probe()).toEqual({ up: true }), { timeout: 15_000 });
      await vi.waitFor(async () => expect(await cache.get('area:b2b:en')).toBeUndefined(), { timeout: 5000 });
      expect(await cache.get('translations:b2b:en')).toEqual({ hello: 'Hello' });
      await cache.set('prices:p1', { loads: 0 }, 60);
      expect(await cache.get('prices:p1')).toEqual({ loads: 0 });
      expect(count(redisCacheMessages.down)).toBe(1);
      expect(count(redisCacheMessages.up)).toBe(1);
    },
  );
});
