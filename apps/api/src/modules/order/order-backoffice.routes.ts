import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getOrderDocuments } from './order-documents.ts';

/** Back-office order calls (staff with the B2B Manager role). */
export const orderBackofficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.backoffice.getOrderDocuments, async (request) =>
    getOrderDocuments(request.ctx, request.body.orderId),
  );
};
