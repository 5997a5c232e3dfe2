import { Redis } from 'ioredis';

/**
 * A key's count in its current window and the milliseconds until the window ends. `alone`: a Redis counter
 * counted this in process because Redis did not answer, so every other API instance counts on its own too
 * (a limit then applies its stricter outage budget, ADR 71).
 */
export type Hits = { count: number; ttlMs: number; alone?: boolean };

/**
 * Fixed-window counters for rate limits (ADR 37): in process, or in Redis so that every API instance counts
 * against the same budget. A counter never fails its caller: while Redis does not answer, it counts in process
 * (each instance then holds its own budget, as without Redis) and says so in the log once per outage.
 */
export interface HitCounter {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit against `key`; a new window of `windowMs` starts with the first hit. */
  hit(key: string, windowMs: number): Promise<Hits>;
  /** Takes one hit back (a login that turned out right); never below zero, never starts a window. */
  unhit(key: string): Promise<void>;
  /** Ends the key's window (a password reset clears the account's failed logins). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export type HitCounterLog = {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
};

/** The logged messages, one each per outage. */
export const hitCounterMessages = {
  down: 'Redis rate-limit store unavailable: counting in this process until it is back',
  up: 'Redis rate-limit store available again',
} as const;

/**
 * In process. At most `maxKeys` windows are kept: past that, ended windows go first, then the oldest (an
 * attacker spraying usernames cannot grow the heap without bound).
 */
export function createMemoryHitCounter(options: { maxKeys?: number } = {}): HitCounter {
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { count: number; endsAt: number }>();

  function prune(now: number) {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const now = Date.now();
      const current = windows.get(key);
      if (!current || current.endsAt <= now) {
        prune(now);
        windows.set(key, { count: 1, endsAt: now + windowMs });
        return { count: 1, ttlMs: windowMs };
      }
      current.count++;
      return { count: current.count, ttlMs: current.endsAt - now };
    },
    async unhit(key) {
      const current = windows.get(key);
      if (!current || current.endsAt <= Date.now()) return;
      current.count = Math.max(0, current.count - 1);
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR, with the window's expiry set by the first hit (or repaired when a key lost it). */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR only a live window, and never below zero. */
const unhitScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

type ScriptedRedis = Redis & {
  hitWindow(key: string, windowMs: number): Promise<[number, number]>;
  unhitWindow(key: string): Promise<number>;
};

const silent: HitCounterLog = { warn() {}, info() {} };

/**
 * Shared by every API instance on the same Redis (`REDIS_URL`), under `keyPrefix`. Its own connection, so a
 * slow cache read never queues a limit check behind it. The first connection is awaited briefly; an app
 * started while Redis is down counts in process until it answers.
 */
export async function createRedisHitCounter(
  url: string,
  options: { keyPrefix: string; log?: HitCounterLog; commandTimeoutMs?: number },
): Promise<HitCounter> {
  const log = options.log ?? silent;
  const fallback = createMemoryHitCounter();
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail at once while disconnected: counting in process is better than making a login wait.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    connectTimeout: 3000,
  }) as ScriptedRedis;
  redis.defineCommand('hitWindow', { numberOfKeys: 1, lua: hitScript });
  redis.defineCommand('unhitWindow', { numberOfKeys: 1, lua: unhitScript });

  let down = false;
  let closing = false;
  const failed = (error: unknown, during: string) => {
    if (closing || down) return;
    down = true;
    log.warn(
      { error: error instanceof Error ? error.message || error.name : String(error), during },
      hitCounterMessages.down,
    );
  };
  const answered = () => {
    if (closing || !down) return;
    down = false;
    log.info({}, hitCounterMessages.up);
  };
  redis.on('error', (error: unknown) => failed(error, 'connection'));
  redis.on('ready', answered);
  try {
    await redis.connect();
  } catch (error) {
    failed(error, 'connect');
  }

  const usable = () => !closing && redis.status === 'ready';

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      if (usable()) {
        try {
          const [count, ttlMs] = await redis.hitWindow(
            options.keyPrefix + key,
            Math.max(1, Math.round(windowMs)),
          );
          answered();
          return { count, ttlMs };
        } catch (error) {
          failed(error, 'hit');
        }
      }
      return { ...(await fallback.hit(key, windowMs)), alone: true };
    },
    async unhit(key) {
      if (usable()) {
        try {
          await redis.unhitWindow(options.keyPrefix + key);
          answered();
          return;
        } catch (error) {
          failed(error, 'unhit');
        }
      }
      await fallback.unhit(key);
    },
    async clear(key) {
      await fallback.clear(key);
      if (!usable()) return;
      try {
        await redis.del(options.keyPrefix + key);
        answered();
      } catch (error) {
        failed(error, 'clear');
      }
    },
    async close() {
      closing = true;
      await fallback.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
