import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getAreaById } from './area.service.ts';

export const areaRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.area.getAreaById, async (request) => getAreaById(request.ctx));
};
