import type { FastifyInstance } from 'fastify';
import { type AreaScope, type Ctx, createCtx } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

/** Builds `request.ctx` after auth has resolved the caller. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    const base = { db: app.db, cache: app.cache, config: app.config, services: app.services };
    request.ctx = createCtx({ ...base, log: request.log }, request.auth);
  });
  // The area is read once, after validation, from what the call sends: a body's `area`/`areaInfo` or the
  // query's `Area.AreaId`/`AreaId` with its language and currency fields.
  app.addHook('preHandler', async (request) => {
    request.ctx.area = areaOf(request.body, request.query);
  });
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The area a validated request names. Bodies carry `area` or `areaInfo` (`{ areaId, languageCode,
 * currencyCode? }`); queries `Area.AreaId`/`Area.LanguageCode`/`Area.CurrencyCode` or `AreaId` with
 * `Language`/`LanguageCode`. The contracts have checked the values; anything else names no area.
 */
export function areaOf(body: unknown, query: unknown): AreaScope | null {
  const sent = isFields(body) ? (body.area ?? body.areaInfo) : undefined;
  if (isFields(sent)) {
    const areaId = text(sent.areaId);
    const languageCode = text(sent.languageCode);
    if (areaId && languageCode) {
      return { areaId, languageCode, currencyCode: text(sent.currencyCode) } as AreaScope;
    }
  }
  if (!isFields(query)) return null;
  const areaId = text(query['Area.AreaId']) ?? text(query.AreaId);
  const languageCode = text(query['Area.LanguageCode']) ?? text(query.LanguageCode) ?? text(query.Language);
  if (!areaId || !languageCode) return null;
  const currencyCode = text(query['Area.CurrencyCode']) ?? text(query.CurrencyCode);
  return { areaId, languageCode, currencyCode } as AreaScope;
}
