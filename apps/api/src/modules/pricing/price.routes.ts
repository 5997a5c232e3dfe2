import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getPrices, getPricesByCustomer } from './price.service.ts';

export const priceRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.price.getPrices, async (request) => getPrices(request.ctx, request.body));
  route(app, endpoints.price.getPricesByCustomer, async (request) =>
    getPricesByCustomer(request.ctx, request.body),
  );
};
