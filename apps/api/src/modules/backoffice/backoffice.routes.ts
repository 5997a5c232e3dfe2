import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getCacheUsage, invalidateCacheByType } from './cache-admin.ts';

/** The back office's own calls (staff with the B2B Manager role; access is declared by each definition). */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.backoffice.getCacheUsage, async (request) => getCacheUsage(request.ctx));

  route(app, endpoints.backoffice.invalidateCacheByType, async (request) =>
    invalidateCacheByType(request.ctx, request.body.type),
  );
};
