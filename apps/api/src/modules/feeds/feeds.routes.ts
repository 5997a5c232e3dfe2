import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.ts';
import { getKontainerProducts } from './get-kontainer-products.ts';
import { getPerfionEntries, getPerfionEntriesById, getPerfionEntriesBySearch } from './perfion-entries.ts';

/** Counted per key (each call its own budget); the access rule has let only feed keys through. */
const perKey = (request: FastifyRequest) =>
  request.auth.kind === 'feedKey' ? `feed-key:${request.auth.keyId}` : `ip:${request.ip}`;

/** The feeds for the DAM and the PIM (ADR 51): access `feed`, rate-limited per key and call. */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = {
    max: app.config.feeds.perKeyPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: perKey,
  };

  route(
    app,
    endpoints.feeds.getKontainerProducts,
    async (request) => getKontainerProducts(request.ctx, request.query),
    { rateLimit },
  );

  route(
    app,
    endpoints.feeds.getPerfionEntries,
    async (request) => getPerfionEntries(request.ctx, request.query),
    {
      rateLimit,
    },
  );

  route(
    app,
    endpoints.feeds.getPerfionEntriesById,
    async (request) => getPerfionEntriesById(request.ctx, request.query),
    { rateLimit },
  );

  route(
    app,
    endpoints.feeds.getPerfionEntriesBySearch,
    async (request) => getPerfionEntriesBySearch(request.ctx, request.body),
    { rateLimit },
  );
};
