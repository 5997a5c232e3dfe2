import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { reorderOrder } from './reorder.ts';

/** "Order again" from the customer center (ADR 43). */
export const reorderRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.customerCenter.reorderOrder, ({ ctx, body }) =>
    reorderOrder(ctx, body.area, body.orderId),
  );
};
