import type { CurrencyCode, LanguageCode } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthState } from '../lib/auth-state.ts';
import { type AreaCtx, type Ctx, createCtx } from '../lib/context.ts';

/**
 * A service context on a test app, as a request would build it: the app's database, cache, settings and
 * services (wiring.ts), with the given caller. `overrides` replace parts (a counting database, a fixed clock).
 */
export function testCtx(
  app: FastifyInstance,
  auth: AuthState = { kind: 'none' },
  overrides: Partial<Ctx> = {},
): Ctx {
  return {
    ...createCtx(
      { db: app.db, cache: app.cache, config: app.config, services: app.services, log: app.log },
      auth,
    ),
    ...overrides,
  };
}

/** The ctx of a call that names this area (as request-context.ts reads it from a body's `area`). */
export function withArea(
  ctx: Ctx,
  area: { areaId: string; languageCode: LanguageCode; currencyCode?: CurrencyCode | null },
): AreaCtx {
  return { ...ctx, area: { ...area, currencyCode: area.currencyCode ?? null } };
}
