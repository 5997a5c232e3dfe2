import { LRUCache } from 'lru-cache';
import type { Cache, PrefixUsage } from './cache.ts';

export function createMemoryCache(maxEntries = 5000): Cache {
  const lru = new LRUCache<string, { value: unknown }>({ max: maxEntries });
  return {
    kind: 'memory',
    async get<T>(key: string) {
      return lru.get(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      lru.set(key, { value }, { ttl: ttlSeconds * 1000 });
    },
    async deleteByPrefix(prefix) {
      for (const key of lru.keys()) if (key.startsWith(prefix)) lru.delete(key);
    },
    async usage(prefix, maxEntries) {
      const usage: PrefixUsage = { entries: 0, bytes: 0, truncated: false };
      for (const [key, entry] of lru.entries()) {
        if (!key.startsWith(prefix)) continue;
        if (usage.entries === maxEntries) return { ...usage, truncated: true };
        usage.entries++;
        usage.bytes += Buffer.byteLength(JSON.stringify(entry.value) ?? '');
      }
      return usage;
    },
    async probe() {
      return { up: true };
    },
    async close() {
      lru.clear();
    },
  };
}
