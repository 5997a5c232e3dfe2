import { ErrorBody, GetOrderDocumentsBody, OrderDocuments } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrderDocuments } from './order-documents.ts';

/** Back-office order calls (staff with the B2B Manager role). */
export const orderBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/api/Order/GetOrderDocuments',
    {
      config: { access: 'backoffice' },
      schema: {
        tags: ['Backoffice'],
        summary:
          'What the ERP holds for one order: its shipments, invoices and credit memos (oldest shipment first, ' +
          'newest invoice and memo first) and its shipment status (NoInfo until the order is transferred). ' +
          '401; 403 without the B2B Manager role; 404 order-not-found.',
        body: GetOrderDocumentsBody,
        response: { 200: OrderDocuments, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getOrderDocuments(request.ctx, request.body.orderId),
  );
};
