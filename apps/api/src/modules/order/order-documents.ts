import type { ErpShipment, OrderDocuments, ShipmentStatus } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { loadOrder } from './order-view.ts';

/**
 * customer-center §3 'Shipment status' of an order from its lines and the ERP's shipments: NoInfo while the ERP
 * has no sales order for it, then NotShipped, PartialShipped or FullyShipped by the quantities shipped.
 */
export function shipmentStatusOf(
  lines: readonly { lineNo: number; quantity: number }[],
  shipments: readonly ErpShipment[],
  knownToErp: boolean,
): ShipmentStatus {
  if (!knownToErp) return 'NoInfo';
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((shipment) => shipment.lines)) {
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.quantity);
  }
  if (shipped.size === 0) return 'NotShipped';
  return lines.every((line) => (shipped.get(line.lineNo) ?? 0) >= line.quantity)
    ? 'FullyShipped'
    : 'PartialShipped';
}

/** Everything the configured ERP holds for one of our orders: its shipments, invoices and credit memos. */
export async function getOrderDocuments(ctx: Ctx, orderId: string): Promise<OrderDocuments> {
  const order = await loadOrder(ctx.db, orderId);
  if (!order) throw appError('order-not-found', `Order ${orderId} was not found`);
  const knownToErp = order.erpDocumentNo !== null;
  if (!knownToErp) {
    return { orderId, shipmentStatus: 'NoInfo', shipments: [], invoices: [], creditMemos: [] };
  }
  const { shipments, invoices, creditMemos } = await ctx.services.erp.findOrderDocuments(ctx, orderId);
  return {
    orderId,
    shipmentStatus: shipmentStatusOf(order.lines, shipments, knownToErp),
    shipments,
    invoices,
    creditMemos,
  };
}
