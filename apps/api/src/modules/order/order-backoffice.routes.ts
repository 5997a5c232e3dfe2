import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getOrderDocuments } from './order-documents.ts';
import { sendReceiptCopy } from './send-receipt-copy.ts';
import { updateOrderState } from './update-order-state.ts';

/** Back-office order calls (staff with the B2B Manager role; ADR 49). The order's detail and search are flows. */
export const orderBackofficeHandlers = {
  updateOrderState: async (request) => updateOrderState(request.ctx, request.body),

  sendReceiptCopy: async (request) => sendReceiptCopy(request.ctx, request.body),
} satisfies Partial<Handlers<typeof endpoints.backofficeOrders>>;

/** An order's ERP documents, in the back office's own group of calls. */
export const orderDocumentHandlers = {
  getOrderDocuments: async (request) => getOrderDocuments(request.ctx, request.body.orderId),
} satisfies Partial<Handlers<typeof endpoints.backoffice>>;
