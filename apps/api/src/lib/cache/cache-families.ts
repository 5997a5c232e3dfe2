import type { CacheType } from '@shop/contracts';
import type { Cache } from './cache.ts';

/** The key prefix of each cache family (the modules that fill them own the prefixes; wiring.ts maps them). */
export type CacheFamilies = Readonly<Record<CacheType, string>>;

export type FamilyCounts = { hits: number; misses: number };

/** A cache that counts hits and misses per family in this process (GetCacheUsage reports them). */
export type CountingCache = Cache & { countsOf(type: CacheType): FamilyCounts };

/**
 * Wraps the app's cache so every read is counted under the family its key belongs to. Keys of no family
 * are not counted. Counting costs a prefix comparison per read, nothing more.
 */
export function countingCache(cache: Cache, families: CacheFamilies): CountingCache {
  const entries = Object.entries(families) as [CacheType, string][];
  const counts = new Map<CacheType, FamilyCounts>(entries.map(([type]) => [type, { hits: 0, misses: 0 }]));
  const familyOf = (key: string) => entries.find(([, prefix]) => key.startsWith(prefix))?.[0];
  return {
    kind: cache.kind,
    async get<T>(key: string) {
      const value = await cache.get<T>(key);
      const type = familyOf(key);
      if (type) {
        const count = counts.get(type)!;
        if (value === undefined) count.misses++;
        else count.hits++;
      }
      return value;
    },
    set: (key, value, ttlSeconds) => cache.set(key, value, ttlSeconds),
    deleteByPrefix: (prefix) => cache.deleteByPrefix(prefix),
    usage: (prefix, maxEntries) => cache.usage(prefix, maxEntries),
    probe: () => cache.probe(),
    close: () => cache.close(),
    countsOf: (type) => ({ ...counts.get(type)! }),
  };
}
