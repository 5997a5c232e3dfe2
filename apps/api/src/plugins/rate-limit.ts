import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { HitCounter } from '../lib/hit-counter.ts';

type RouteInfo = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A store for @fastify/rate-limit over a HitCounter, so the routes' limits (`route(…, { rateLimit })`) count in
 * Redis when there is one and are shared by every API instance. Each route keeps its own keys.
 */
function counterStore(counter: HitCounter) {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      counter.hit(this.prefix + key, timeWindow ?? 60_000).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const info = (routeOptions as RouteInfo).routeInfo;
      return new CounterStore(null, `route:${String(info?.method ?? '')}${String(info?.url ?? '')}:`);
    }
  }
  return CounterStore;
}

/** Registers @fastify/rate-limit (per-route limits only) over the app's hit counter. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, store: counterStore(app.services.hitCounter) });
}
