import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getOrderDocuments } from './order-documents.ts';
import { sendReceiptCopy } from './send-receipt-copy.ts';
import { updateOrderState } from './update-order-state.ts';

/** Back-office order calls (staff with the B2B Manager role; ADR 49). The order's detail and search are flows. */
export const orderBackofficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.backoffice.getOrderDocuments, async (request) =>
    getOrderDocuments(request.ctx, request.body.orderId),
  );

  route(app, endpoints.backofficeOrders.updateOrderState, async (request) =>
    updateOrderState(request.ctx, request.body),
  );

  route(app, endpoints.backofficeOrders.sendReceiptCopy, async (request) =>
    sendReceiptCopy(request.ctx, request.body),
  );
};
