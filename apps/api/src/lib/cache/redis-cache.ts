import { Redis } from 'ioredis';
import type { Cache, CacheProbe, PrefixUsage } from './cache.ts';

/** Where the cache says that Redis went away and came back: the app's logger (pino's `(details, message)`). */
export type CacheLog = {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
};

export type RedisCacheOptions = {
  /** Prefix of every key, so one Redis can serve several shops (and tests). */
  namespace?: string;
  log?: CacheLog;
  /** A command that has not answered after this long counts as a failure. */
  commandTimeoutMs?: number;
};

const silent: CacheLog = { warn() {}, info() {} };

/** The logged messages, one each per outage (tests look for them). */
export const redisCacheMessages = {
  down: 'Redis cache unavailable: answering without the cache until it is back',
  up: 'Redis cache available again',
} as const;

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // ioredis wraps a refused connection to a name with several addresses in an AggregateError with no message.
  const code = (error as { code?: string }).code;
  return error.message || code || error.name;
}

/**
 * Shared cache for several api instances, which degrades instead of failing (ADR 36): while Redis does not
 * answer (stopped, unreachable, too slow) reads miss, writes are skipped and the callers compute from the
 * database, so no request fails because of the cache. The outage is logged once when it starts and once when
 * Redis answers again; ioredis keeps reconnecting in the background. Prefixes dropped during the outage are
 * dropped again on recovery, so no answer cached before a change outlives it.
 *
 * The first connection is awaited (briefly): an app started while Redis is down starts degraded.
 */
export async function createRedisCache(url: string, options: RedisCacheOptions = {}): Promise<Cache> {
  const namespace = options.namespace ?? 'shop:';
  const log = options.log ?? silent;
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail at once instead of queueing commands while disconnected: a cache miss is cheaper than a wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    connectTimeout: 3000,
  });

  let outage: { since: number } | null = null;
  let closing = false;
  /** While Redis is connected but not answering, let one command through per second to find out. */
  let nextTrialAt = 0;
  /** Prefixes whose drop failed during the outage; '' stands for everything. */
  const missedDrops = new Set<string>();

  function failed(error: unknown, during: string): void {
    if (closing || outage) return;
    outage = { since: Date.now() };
    nextTrialAt = Date.now() + 1000;
    log.warn({ error: describeError(error), during }, redisCacheMessages.down);
  }

  function answered(): void {
    if (closing || !outage) return;
    const downMs = Date.now() - outage.since;
    outage = null;
    log.info({ downMs }, redisCacheMessages.up);
    const drops = [...missedDrops];
    missedDrops.clear();
    for (const prefix of drops) void deleteByPrefix(prefix);
  }

  function mayTry(): boolean {
    if (!outage) return true;
    if (redis.status !== 'ready' || Date.now() < nextTrialAt) return false;
    nextTrialAt = Date.now() + 1000;
    return true;
  }

  async function attempt<T>(
    during: string,
    work: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    if (!mayTry()) return { ok: false };
    try {
      const value = await work();
      answered();
      return { ok: true, value };
    } catch (error) {
      failed(error, during);
      return { ok: false };
    }
  }

  async function deleteByPrefix(prefix: string): Promise<void> {
    const done = await attempt('deleteByPrefix', async () => {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    });
    if (!done.ok) {
      if (missedDrops.size >= 100) {
        missedDrops.clear();
        missedDrops.add('');
      } else if (!missedDrops.has('')) missedDrops.add(prefix);
    }
  }

  // ioredis reports every failed (re)connection here; without a listener it prints each one.
  redis.on('error', (error: unknown) => failed(error, 'connection'));
  redis.on('ready', answered);
  try {
    await redis.connect();
  } catch (error) {
    failed(error, 'connect');
  }

  return {
    kind: 'redis',
    async get<T>(key: string) {
      const read = await attempt('get', () => redis.get(namespace + key));
      return read.ok && read.value !== null ? (JSON.parse(read.value) as T) : undefined;
    },
    async set(key, value, ttlSeconds) {
      const raw = JSON.stringify(value);
      await attempt('set', () => redis.set(namespace + key, raw, 'EX', Math.max(1, Math.round(ttlSeconds))));
    },
    deleteByPrefix,
    async usage(prefix, maxEntries) {
      const read = await attempt('usage', async () => {
        const usage: PrefixUsage = { entries: 0, bytes: 0, truncated: false };
        let cursor = '0';
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', `${namespace}${prefix}*`, 'COUNT', 500);
          const keys = found.slice(0, maxEntries - usage.entries);
          if (keys.length < found.length) usage.truncated = true;
          const pipeline = redis.pipeline();
          for (const key of keys) pipeline.strlen(key);
          for (const [error, length] of (await pipeline.exec()) ?? []) {
            if (error) throw error;
            usage.bytes += Number(length);
          }
          usage.entries += keys.length;
          cursor = next;
        } while (cursor !== '0' && !usage.truncated);
        return usage;
      });
      return read.ok ? read.value : null;
    },
    async probe(): Promise<CacheProbe> {
      if (redis.status !== 'ready') {
        failed(new Error(`not connected (${redis.status})`), 'probe');
        return { up: false, detail: 'not connected' };
      }
      try {
        await redis.ping();
        answered();
        return { up: true };
      } catch (error) {
        failed(error, 'probe');
        return { up: false, detail: 'did not answer' };
      }
    },
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
