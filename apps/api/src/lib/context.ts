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

/**
 * Who is calling, worked out once from the token by `callerOf`: the only view of the caller services have (the
 * raw `AuthState` stays on the request, for the plugins' access rules and the routes' rate-limit keys).
 */
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
  /**
   * The credential the call came with: a session token (a not-logged-in visitor's, or the logged-in user's;
   * its hash names the session: carts, logout), a feed API key (ADR 51), or null for none.
   */
  token: { kind: 'visitor' | 'user'; hash: string } | { kind: 'feedKey' } | null;
  /**
   * The proposal draft this session edits (ADR 47; the caller then acts for no customer) and the draft's
   * currency, read with the token (null when the draft is gone): the session's retail prices and carts are in it.
   */
  draft: { id: string; currencyCode: CurrencyCode | null } | null;
  /**
   * Staff viewing the shop with this customer's prices without acting for them (ADR 82): prices, currency and
   * stock volumes are the customer's (`pricedCustomer`), while `customer` and `customerNumber` stay null, so no
   * basket, order or customer-center read is in its name. Null otherwise.
   */
  priceView: { customer: NonNullable<UserAuth['priceViewCustomer']> } | null;
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
  /** Null until validation has run, and for calls that name no area (a handler of one that does gets `AreaCtx`). */
  area: AreaScope | null;
  log: FastifyBaseLogger;
  now: Date;
};

/**
 * The ctx of a call whose contract requires an area (`area`/`areaInfo` in the body, `Area.*` or `AreaId` with
 * a language in the query): its handler receives this (lib/route.ts), so services that need the area take it
 * and read `ctx.area` without a check.
 */
export type AreaCtx = Ctx & { area: AreaScope };

/** The caller fields of a ctx from the token's auth state: the one place a ctx's caller is unpacked. */
export function callerOf(auth: AuthState): Caller {
  const nobody = {
    user: null,
    customer: null,
    customerNumber: null,
    impersonator: null,
    draft: null,
    priceView: null,
  };
  if (auth.kind === 'none') return { ...nobody, token: null };
  if (auth.kind === 'feedKey') return { ...nobody, token: { kind: 'feedKey' } };
  if (auth.kind === 'anonymous') return { ...nobody, token: { kind: 'visitor', hash: auth.tokenHash } };
  return {
    user: { id: auth.userId, roles: auth.roles, permissionScope: auth.permissionScope ?? 'All' },
    customer: auth.customer ?? null,
    customerNumber: auth.customerNumber,
    impersonator: auth.impersonatorUserId ? { userId: auth.impersonatorUserId } : null,
    token: { kind: 'user', hash: auth.tokenHash },
    draft: auth.draftId ? { id: auth.draftId, currencyCode: auth.draftCurrencyCode ?? null } : null,
    priceView: auth.priceViewCustomer ? { customer: auth.priceViewCustomer } : null,
  };
}

/** A ctx for a caller: requests (plugins/request-context.ts), jobs and tests build theirs with it. */
export function createCtx(
  base: Pick<Ctx, 'db' | 'cache' | 'config' | 'services' | 'log'>,
  auth: AuthState,
  options: { area?: AreaScope | null; now?: Date } = {},
): Ctx {
  return { ...base, ...callerOf(auth), area: options.area ?? null, now: options.now ?? new Date() };
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
