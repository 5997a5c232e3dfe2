import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { createOrderByCartId, getOrderByCartId } from './order.service.ts';

/**
 * The order calls of spec §7 (definitions: packages/contracts/src/endpoints/order.ts). The service checks the
 * cart or order belongs to the caller (the cart rule).
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.order.createOrderByCartId, async (request) =>
    createOrderByCartId(request.ctx, request.body),
  );

  route(app, endpoints.order.getOrderByCartId, async (request) => ({
    order: { item: await getOrderByCartId(request.ctx, request.body) },
  }));
};
