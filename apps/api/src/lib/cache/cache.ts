/**
 * A small async key/value cache with TTLs. The in-process LRU is the default; with REDIS_URL several api
 * instances share one Redis. Values must be JSON-serialisable. `deleteByPrefix` drops a whole family
 * (e.g. every cached area after the demo is reloaded).
 *
 * A cache never fails its caller: when the store behind it does not answer, `get` misses, `set` and
 * `deleteByPrefix` do nothing, and the caller computes from the database (ADR 36). `probe` tells readiness
 * whether the store answers now.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  deleteByPrefix(prefix: string): Promise<void>;
  /**
   * Entries under a prefix and the bytes of their JSON values, counting at most `maxEntries` (then
   * `truncated`); null when the store does not answer.
   */
  usage(prefix: string, maxEntries: number): Promise<PrefixUsage | null>;
  /** Whether the store behind the cache answers now (the in-process cache always does). */
  probe(): Promise<CacheProbe>;
  close(): Promise<void>;
}

export type PrefixUsage = { entries: number; bytes: number; truncated: boolean };

/** The store's state; `detail` is safe to show to anyone (no addresses or credentials). */
export type CacheProbe = { up: true } | { up: false; detail: string };

/** Read through the cache: compute on a miss and store the result. */
export async function cached<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}
