import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getAreas } from './get-areas.ts';

/** The back office's area call (staff with the B2B Manager role; ADR 49). */
export const backofficeAreaRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.backofficeOrders.getAreas, async (request) => getAreas(request.ctx));
};
