import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getCreditMemo, getInvoice, listCreditMemos, listInvoices } from './find-documents.ts';
import { getOrder, listOrders } from './find-orders.ts';
import { getShipmentDetails } from './get-shipment-details.ts';
import { pageWindow, pagingOf, unpagedWindow } from './list-window.ts';

/** The customer center's reads (spec customer-center §7): a dealer's orders, invoices, credit memos, shipments. */
export const customerCenterRoutes: FastifyPluginAsync = async (app) => {
  const calls = endpoints.customerCenter;

  route(app, calls.getOrders, async ({ ctx, body }) => {
    const { items, total } = await listOrders(ctx, body, unpagedWindow);
    return { orders: items, totalCount: total };
  });
  route(app, calls.getOrdersWithPagination, async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listOrders(ctx, body, page);
    return { orders: items, ...pagingOf(page, total) };
  });
  route(app, calls.getOrder, async ({ ctx, body }) => ({ order: await getOrder(ctx, body.orderId) }));
  route(app, calls.getShipmentDetails, async ({ ctx, body }) => getShipmentDetails(ctx, body.orderId));

  route(app, calls.getInvoices, async ({ ctx, body }) => {
    const { items, total } = await listInvoices(ctx, body, unpagedWindow);
    return { invoices: items, totalCount: total };
  });
  route(app, calls.getInvoicesWithPagination, async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listInvoices(ctx, body, page);
    return { invoices: items, ...pagingOf(page, total) };
  });
  route(app, calls.getInvoice, async ({ ctx, body }) => ({ invoice: await getInvoice(ctx, body.invoiceId) }));

  route(app, calls.getCreditMemosWithPagination, async ({ ctx, body, query }) => {
    const page = pageWindow(query);
    const { items, total } = await listCreditMemos(ctx, body, page);
    return { creditMemos: items, ...pagingOf(page, total) };
  });
  route(app, calls.getCreditMemo, async ({ ctx, body }) => ({
    creditMemo: await getCreditMemo(ctx, body.creditMemoId),
  }));
};
