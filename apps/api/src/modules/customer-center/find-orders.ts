import { countPieces } from '@shop/commerce';
import type {
  CustomerOrder,
  CustomerOrderLine,
  CustomerOrderSummary,
  ErpShipment,
  LanguageCode,
  Order,
  OrderSearchOptions,
} from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import {
  type CustomerOrderHeader,
  findCustomerOrder,
  findCustomerOrders,
  orderApprovalOf,
  orderInLanguage,
  orderPlacedBy,
  shipmentStatusOf,
} from '../order/index.ts';
import { userDisplayName } from '../user/index.ts';
import { toCustomerCreditMemo, toCustomerInvoice } from './customer-documents.ts';
import { documentNotFound, documentOwner, mayRead } from './document-owner.ts';
import type { ListWindow } from './list-window.ts';
import { lineShippedFlag, shipmentsByOrder, shippedByLine } from './shipment-progress.ts';

/**
 * The customer's orders from the shop's own books (the order module), with what the ERP shipped of them: the
 * transfer status is the shop's, the shipment status and the lines' shipped flags come from the ERP's
 * shipments (read through `ctx.services.erp`). An order the ERP does not have yet has NoInfo.
 */

const isTransferred = (order: CustomerOrderHeader) => order.erpDocumentNo !== null;

function linesWithShipping(
  order: CustomerOrderHeader,
  shipments: readonly ErpShipment[],
): CustomerOrderLine[] {
  const shipped = shippedByLine(shipments);
  return order.lines.map((line) => {
    const shippedQuantity = shipped.get(line.lineNo) ?? 0;
    return { ...line, shippedQuantity, shipped: lineShippedFlag(line.quantity, shippedQuantity) };
  });
}

function toOrderSummary(
  order: CustomerOrderHeader,
  shipments: readonly ErpShipment[],
  withLines: boolean,
): CustomerOrderSummary {
  return {
    orderId: order.orderId,
    linkId: order.erpDocumentNo,
    orderType: order.orderType,
    status: order.status,
    shipmentStatus: shipmentStatusOf(order.lines, shipments, isTransferred(order)),
    currencyCode: order.currencyCode,
    reference: order.reference,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalNetPrice: order.totalNetPrice,
    createdAt: order.createdAt,
    lineCount: order.lines.length,
    // Pieces, as the basket counts them (2 × Pack of 5 = 10).
    totalQuantity: countPieces(order.lines),
    ...(withLines ? { lines: linesWithShipping(order, shipments) } : {}),
  };
}

/** GetOrders / GetOrdersWithPagination: the customer's orders, newest first. */
export async function listOrders(
  ctx: Ctx,
  options: OrderSearchOptions,
  window: ListWindow,
): Promise<{ items: CustomerOrderSummary[]; total: number }> {
  const customerNumber = documentOwner(ctx, 'orders');
  const search = options.search?.trim() || undefined;
  const page = await findCustomerOrders(ctx.db, {
    customerNumber,
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
    ...(search ? { search } : {}),
    ...(options.linkId ? { linkId: options.linkId } : {}),
    skip: window.skip,
    take: window.take,
  });
  const transferred = page.items.filter(isTransferred).map((order) => order.orderId);
  const shipments =
    transferred.length === 0
      ? new Map()
      : shipmentsByOrder(await ctx.services.erp.findShipments(ctx, transferred));
  return {
    items: page.items.map((order) =>
      toOrderSummary(order, shipments.get(order.orderId) ?? [], options.includeLinesInResult),
    ),
    total: page.total,
  };
}

/**
 * The customer's order by its number; not-found for a missing order or another customer's. `kind` is what the
 * caller reads of it (the order, or its shipments), which the permission scope must grant (ADR 41).
 */
export async function requireCustomerOrder(
  ctx: Ctx,
  orderId: string,
  kind: 'orders' | 'shipments' = 'orders',
): Promise<Order> {
  const order = await findCustomerOrder(ctx.db, documentOwner(ctx, kind), orderId);
  if (!order) throw documentNotFound('Order');
  return order;
}

/** The order's shipments from the ERP (none before it has the order). */
export const shipmentsOfOrder = (ctx: Ctx, order: Order): Promise<ErpShipment[]> =>
  isTransferred(order) ? ctx.services.erp.getShipments(ctx, order.orderId) : Promise.resolve([]);

/**
 * GetOrder: the order in full, with its shipment status, lines' shipped flags, invoices and credit memos; named in
 * `languageCode` when the page reading it gives one (ADR 80).
 */
export async function getOrder(
  ctx: Ctx,
  orderId: string,
  languageCode?: LanguageCode,
): Promise<CustomerOrder> {
  const bought = await requireCustomerOrder(ctx, orderId);
  const order = languageCode ? await orderInLanguage(ctx, bought, languageCode) : bought;
  // The documents of the customer's own order (the ERP books them on the order's customer). Its invoices and
  // credit memos are listed only to a user whose scope grants them (a Shipping user sees the order without).
  const { shipments, invoices, creditMemos } = isTransferred(order)
    ? await ctx.services.erp.findOrderDocuments(ctx, orderId)
    : { shipments: [], invoices: [], creditMemos: [] };
  // A sales person who placed the order acting for the customer is named to the dealer (ADR 45).
  const placedBy = await orderPlacedBy(ctx.db, order.orderId);
  // The order's documents are listed without their lines (GetInvoice and GetCreditMemo show them).
  const snapshot = { reference: order.reference, lines: new Map() };
  return {
    ...order,
    linkId: order.erpDocumentNo,
    shipmentStatus: shipmentStatusOf(order.lines, shipments, isTransferred(order)),
    lines: linesWithShipping(order, shipments),
    invoices: mayRead(ctx, 'invoices')
      ? invoices.map((invoice) => toCustomerInvoice(invoice, snapshot, false))
      : [],
    creditMemos: mayRead(ctx, 'creditMemos')
      ? creditMemos.map((memo) => toCustomerCreditMemo(memo, snapshot, false))
      : [],
    placedByName: placedBy ? await userDisplayName(ctx.db, placedBy) : null,
    // Who sent it for approval and who decided (ADR 81).
    approval: await orderApprovalOf(ctx, order.orderId),
  };
}
