import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthState } from '../lib/auth-state.ts';
import { createMemoryCache } from '../lib/cache/memory-cache.ts';
import { type Ctx, createCtx } from '../lib/context.ts';

/**
 * For tests that check how many queries a service makes: a context over the app's database that counts
 * every query started (`select`, `execute`), with its own empty cache.
 */
export function countingCtx(app: FastifyInstance, auth: AuthState = { kind: 'none' }) {
  const counter = { queries: 0 };
  const db = new Proxy(app.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if ((property === 'select' || property === 'execute') && typeof value === 'function') {
        return (...args: unknown[]) => {
          counter.queries += 1;
          return value.apply(target, args);
        };
      }
      return value;
    },
  }) as Db;
  const ctx: Ctx = createCtx(
    { db, cache: createMemoryCache(), config: app.config, services: app.services, log: app.log },
    auth,
  );
  return { ctx, counter };
}

/** The auth state of a dealer's token, without a login. */
export const dealerAuth = (customerNumber: string): AuthState => ({
  kind: 'user',
  tokenHash: 'test',
  userId: 'test',
  roles: [],
  customerNumber,
  impersonatorUserId: null,
});
