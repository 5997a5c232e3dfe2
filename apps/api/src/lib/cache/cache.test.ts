import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, cached } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createRedisCache } from './redis-cache.ts';

async function redisOrNull(): Promise<Cache | null> {
  try {
    return await createRedisCache(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `test:${process.pid}:`);
  } catch {
    return null;
  }
}

const redis = await redisOrNull();
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
