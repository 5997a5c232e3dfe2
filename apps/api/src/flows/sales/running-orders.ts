import {
  type CurrencyCode,
  type ErpShipment,
  type OrderTransferStatus,
  type OrderType,
  type RunningOrder,
  salesLimits,
} from '@shop/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { customers } from '../../modules/customer/customer.tables.ts';
import { shipmentStatusOf } from '../../modules/order/index.ts';
import { orderLines, orders } from '../../modules/order/order.tables.ts';
import { inScope, type SalesScope } from './sales-scope.ts';

/**
 * Running orders (ADR 46): orders placed — PendingTransfer, Transferred or ErrorInTransfer — that the ERP has
 * not shipped in full. The shop's tables say which orders are placed; only the ERP knows what has shipped, so
 * the newest `runningOrderCandidates` placed orders of the customers are read in one statement, their shipments
 * in one ERP call (`findShipments`, the port the customer center's lists use), and the fully shipped ones
 * dropped. Two statements whatever the number of customers.
 */
export const placedStatuses = [
  'PendingTransfer',
  'Transferred',
  'ErrorInTransfer',
] as const satisfies readonly OrderTransferStatus[];

export type RunningOrderFilter = {
  /** Only these customers (still within the scope); all the scope's when left out. */
  customerNumbers?: readonly string[];
  orderType?: OrderType;
};

const linesJson = sql<
  Array<{ lineNo: number; quantity: number }>
>`coalesce((SELECT json_agg(json_build_object('lineNo', l.line_no, 'quantity', l.quantity)) FROM ${orderLines} l WHERE l.order_id = ${orders.id}), '[]'::json)`;

function candidateFilter(scope: SalesScope, filter: RunningOrderFilter): SQL | undefined {
  return and(
    inScope(scope, orders.customerNumber),
    inArray(orders.status, [...placedStatuses]),
    filter.customerNumbers === undefined
      ? undefined
      : inArray(orders.customerNumber, [...filter.customerNumbers]),
    filter.orderType === undefined ? undefined : eq(orders.orderType, filter.orderType),
  );
}

/** How much of each line the shipments carried, never more than the line's quantity. */
function shippedQuantity(
  lines: readonly { lineNo: number; quantity: number }[],
  shipments: readonly ErpShipment[],
) {
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((shipment) => shipment.lines)) {
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.quantity);
  }
  return lines.reduce((sum, line) => sum + Math.min(line.quantity, shipped.get(line.lineNo) ?? 0), 0);
}

/** Every running order of the scope's customers (within the candidate bound), newest first. */
export async function findRunningOrders(
  ctx: Ctx,
  scope: SalesScope,
  filter: RunningOrderFilter,
): Promise<{ orders: RunningOrder[]; truncated: boolean }> {
  if (filter.customerNumbers?.length === 0) return { orders: [], truncated: false };
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      orderType: orders.orderType,
      status: orders.status,
      currencyCode: orders.currencyCode,
      totalNetPriceWithoutVat: orders.totalNetPriceWithoutVat,
      reference: orders.reference,
      createdAt: orders.createdAt,
      erpDocumentNo: orders.erpDocumentNo,
      impersonatorUserId: orders.impersonatorUserId,
      lines: linesJson,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.customerNumber, orders.customerNumber))
    .where(candidateFilter(scope, filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(salesLimits.runningOrderCandidates + 1);
  const truncated = rows.length > salesLimits.runningOrderCandidates;
  const candidates = rows.slice(0, salesLimits.runningOrderCandidates);
  const transferred = candidates.filter((row) => row.erpDocumentNo !== null).map((row) => row.orderId);
  const shipments = new Map<string, ErpShipment[]>();
  if (transferred.length > 0) {
    for (const shipment of await ctx.services.erp.findShipments(ctx, transferred)) {
      shipments.set(shipment.externalOrderNo, [...(shipments.get(shipment.externalOrderNo) ?? []), shipment]);
    }
  }
  const running: RunningOrder[] = [];
  for (const row of candidates) {
    const ofOrder = shipments.get(row.orderId) ?? [];
    const shipmentStatus = shipmentStatusOf(row.lines, ofOrder, row.erpDocumentNo !== null);
    if (shipmentStatus === 'FullyShipped') continue;
    running.push({
      orderId: row.orderId,
      customerNumber: row.customerNumber,
      customerName: row.customerName,
      orderType: row.orderType as OrderType,
      status: row.status as OrderTransferStatus,
      shipmentStatus,
      currencyCode: row.currencyCode as CurrencyCode,
      totalNetPriceWithoutVat: row.totalNetPriceWithoutVat,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      totalQuantity: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      shippedQuantity: shippedQuantity(row.lines, ofOrder),
      placedBySales: row.impersonatorUserId !== null,
    });
  }
  return { orders: running, truncated };
}
