import type { CurrencyCode, LanguageCode, PermissionScope, Role } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppSettings } from '../config-types.ts';
import type { Db } from '../db/client.ts';
import type { AuthState } from './auth-state.ts';
import type { Cache } from './cache/cache.ts';

/**
 * The app's shared services. wiring.ts builds them once per app; their members are declared by declaration
 * merging (`declare module`): wiring.ts declares the strategies and engines, a module declares the port it
 * needs (ADR 29). So lib/ names no module and the context has no import cycle through them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the members are declared by wiring.ts and the modules' ports
export interface Services {}

type UserAuth = Extract<AuthState, { kind: 'user' }>;

/** The area a call names, read once per request from the body (`area`/`areaInfo`) or the query. */
export type AreaScope = { areaId: string; languageCode: LanguageCode; currencyCode: CurrencyCode | null };

/** Who is calling, worked out once from the token (services read these instead of unpacking `auth`). */
export type Caller = {
  /**
   * The logged-in user (the sales user while impersonating); null for visitors and anonymous calls. Their
   * permission scope is what they may do for the customer acted for (All while impersonating; ADR 41).
   */
  user: { id: string; roles: readonly Role[]; permissionScope: PermissionScope } | null;
  /** The customer acted for, with the pricing profile read together with the token; null when none. */
  customer: NonNullable<UserAuth['customer']> | null;
  /** The customer number acted for (also when the profile was not read, e.g. a hand-made test caller). */
  customerNumber: string | null;
  /** The sales user while they act for a customer. */
  impersonator: { userId: string } | null;
};

/**
 * What every service call receives first: the database (or the current transaction), the cache, the
 * caller, the area, the clock and the logger. Services never read process.env or globals.
 */
export type Ctx = Caller & {
  db: Db;
  cache: Cache;
  config: AppSettings;
  /** The app's shared services (ERP, price strategies, mailer, search…), built once by wiring.ts. */
  services: Services;
  auth: AuthState;
  /** Null until validation has run, and for calls that name no area. */
  area: AreaScope | null;
  log: FastifyBaseLogger;
  now: Date;
};

/**
 * The area of a call whose contract requires one (`area`/`areaInfo` in the body, `Area.*` or `AreaId` in the
 * query): validation has run, so a missing area is a programming error, not the caller's.
 */
export function requireArea(ctx: Ctx): AreaScope {
  if (!ctx.area) throw new Error('this call names no area: its contract must require one');
  return ctx.area;
}

/** The caller fields of a ctx from the token's auth state. */
export function callerOf(auth: AuthState): Caller {
  if (auth.kind !== 'user') return { user: null, customer: null, customerNumber: null, impersonator: null };
  return {
    user: { id: auth.userId, roles: auth.roles, permissionScope: auth.permissionScope ?? 'All' },
    customer: auth.customer ?? null,
    customerNumber: auth.customerNumber,
    impersonator: auth.impersonatorUserId ? { userId: auth.impersonatorUserId } : null,
  };
}

/** A ctx for a caller: requests (plugins/request-context.ts), jobs and tests build theirs with it. */
export function createCtx(
  base: Pick<Ctx, 'db' | 'cache' | 'config' | 'services' | 'log'>,
  auth: AuthState,
  options: { area?: AreaScope | null; now?: Date } = {},
): Ctx {
  return { ...base, auth, ...callerOf(auth), area: options.area ?? null, now: options.now ?? new Date() };
}

/**
 * The one way to run in a transaction (`[transaction]` in scripts/check-boundaries.mjs): runs `work` in one
 * transaction and hands it a ctx whose `db` is that transaction, so everything `work` calls with the ctx joins
 * it (a withTransaction inside becomes a savepoint). A drizzle transaction is a `Db`, so no cast is needed
 * anywhere. A low-level helper that has only a `db` (a password token's issue, the search rebuild at start,
 * the replica copy) passes `{ db }` and takes the transaction from the scoped one's `db`.
 */
export function withTransaction<C extends { db: Db }, T>(
  ctx: C,
  work: (scoped: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
