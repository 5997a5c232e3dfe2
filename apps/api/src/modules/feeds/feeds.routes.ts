import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers, RouteOptions } from '../../lib/route.ts';
import { getKontainerProducts } from './get-kontainer-products.ts';
import { getPerfionEntries, getPerfionEntriesById, getPerfionEntriesBySearch } from './perfion-entries.ts';

/** Counted per key (each call its own budget); the access rule has let only feed keys through. */
const perKey = (request: FastifyRequest) =>
  request.auth.kind === 'feedKey' ? `feed-key:${request.auth.keyId}` : `ip:${request.ip}`;

/** The feeds for the DAM and the PIM (ADR 51): access `feed`, rate-limited per key and call. */
export function feedHandlers(app: FastifyInstance): Handlers<typeof endpoints.feeds> {
  const options: RouteOptions = {
    rateLimit: {
      max: app.config.feeds.perKeyPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: perKey,
    },
  };
  return {
    getKontainerProducts: {
      handler: async (request) => getKontainerProducts(request.ctx, request.query),
      options,
    },
    getPerfionEntries: {
      handler: async (request) => getPerfionEntries(request.ctx, request.query),
      options,
    },
    getPerfionEntriesById: {
      handler: async (request) => getPerfionEntriesById(request.ctx, request.query),
      options,
    },
    getPerfionEntriesBySearch: {
      handler: async (request) => getPerfionEntriesBySearch(request.ctx, request.body),
      options,
    },
  };
}
