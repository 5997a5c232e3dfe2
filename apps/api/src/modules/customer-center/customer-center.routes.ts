import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { decideOrderApproval } from '../order/index.ts';
import { getCreditMemo, getInvoice, listCreditMemos, listInvoices } from './find-documents.ts';
import { getOrder, listOrders } from './find-orders.ts';
import { getShipmentDetails } from './get-shipment-details.ts';
import { pageWindow, pagingOf, unpagedWindow } from './list-window.ts';

/** The customer center's reads (spec customer-center §7): a dealer's orders, invoices, credit memos, shipments. */
export const customerCenterHandlers = {
  getOrders: async ({ ctx, body }) => {
    const { items, total } = await listOrders(ctx, body, unpagedWindow);
    return { orders: items, totalCount: total };
  },
  getOrdersWithPagination: async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listOrders(ctx, body, page);
    return { orders: items, ...pagingOf(page, total) };
  },
  getOrder: async ({ ctx, body }) => ({ order: await getOrder(ctx, body.orderId, body.languageCode) }),
  getShipmentDetails: async ({ ctx, body }) => getShipmentDetails(ctx, body.orderId),
  // An order a colleague sent for approval (ADR 81).
  approveOrder: ({ ctx, body }) => decideOrderApproval(ctx, body.orderId, 'approve'),
  rejectOrder: ({ ctx, body }) => decideOrderApproval(ctx, body.orderId, 'reject'),

  getInvoices: async ({ ctx, body }) => {
    const { items, total } = await listInvoices(ctx, body, unpagedWindow);
    return { invoices: items, totalCount: total };
  },
  getInvoicesWithPagination: async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listInvoices(ctx, body, page);
    return { invoices: items, ...pagingOf(page, total) };
  },
  getInvoice: async ({ ctx, body }) => ({ invoice: await getInvoice(ctx, body.invoiceId) }),

  getCreditMemosWithPagination: async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listCreditMemos(ctx, body, page);
    return { creditMemos: items, ...pagingOf(page, total) };
  },
  getCreditMemo: async ({ ctx, body }) => ({ creditMemo: await getCreditMemo(ctx, body.creditMemoId) }),
} satisfies Partial<Handlers<typeof endpoints.customerCenter>>;
