/**
 * A small async key/value cache with TTLs. The in-process LRU is the default; with REDIS_URL several api
 * instances share one Redis. Values must be JSON-serialisable. `deleteByPrefix` drops a whole family
 * (e.g. every cached area after the demo is reloaded).
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  deleteByPrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}

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
