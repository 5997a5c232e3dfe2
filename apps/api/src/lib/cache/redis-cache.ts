import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

/** Shared cache for several api instances. Keys are namespaced so one Redis can serve several shops. */
export async function createRedisCache(url: string, namespace = 'shop:'): Promise<Cache> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(namespace + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(namespace + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
    },
    async deleteByPrefix(prefix) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      await redis.quit();
    },
  };
}
