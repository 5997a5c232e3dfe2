import type { Order, OrderLine } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { orderLines, orders } from './order.tables.ts';
import { type OrderLineRow, toOrder, toOrderLine } from './order-view.ts';

/**
 * A customer's orders as the customer center reads them. Every read names the customer, in the statement
 * itself: an order of someone else is simply not found, by the same statement as a missing one.
 */

export type CustomerOrderQuery = {
  customerNumber: string;
  /** Days of the shop's calendar (`YYYY-MM-DD`), inclusive, of the order date. */
  from?: string;
  to?: string;
  /** Part of the order number, the reference, or a line's item number or name; case-insensitive. */
  search?: string;
  /** The ERP's sales order number (the order's `erpDocumentNo`). */
  linkId?: string;
  skip: number;
  take: number;
};

/** A page of orders, each with its lines (a list's shipment status needs them), and how many match in all. */
export type CustomerOrderPage = { items: Order[]; total: number };

/** Orders whose number, reference, or a line's item number or name contains the text. */
function matching(pattern: string): SQL | undefined {
  return or(
    ilike(orders.id, pattern),
    ilike(orders.reference, pattern),
    sql`EXISTS (SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND (${ilike(orderLines.productNumber, pattern)} OR ${ilike(orderLines.name, pattern)}))`,
  );
}

function customerOrderFilter(query: CustomerOrderQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    eq(orders.customerNumber, query.customerNumber),
    query.from === undefined ? undefined : gte(orders.createdAt, shopDayStart(query.from)),
    query.to === undefined ? undefined : lt(orders.createdAt, shopDayEnd(query.to)),
    query.linkId === undefined ? undefined : eq(orders.erpDocumentNo, query.linkId),
    search ? matching(containsPattern(search)) : undefined,
  );
}

/** The lines of these orders, by order, in line order. */
async function linesByOrder(db: Db | Tx, orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** A page of the customer's orders, newest first, with how many match in all. */
export async function findCustomerOrders(db: Db | Tx, query: CustomerOrderQuery): Promise<CustomerOrderPage> {
  const where = customerOrderFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(query.skip)
      .limit(query.take),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toOrder(row, lines.get(row.id) ?? [])),
    total: Number(counted?.total ?? 0),
  };
}

/** One order of the customer's with its lines; null when it is missing or someone else's. */
export async function findCustomerOrder(
  db: Db | Tx,
  customerNumber: string,
  orderId: string,
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerNumber, customerNumber)));
  if (!row) return null;
  const lines = await linesByOrder(db, [row.id]);
  return toOrder(row, lines.get(row.id) ?? []);
}

/** What a document of an order needs from it: the buyer's reference and the lines as bought. */
export type OrderSnapshot = { reference: string | null; lines: Map<number, OrderLine> };

/**
 * The references (and, with `withLines`, the lines) of the customer's orders among `orderIds`: an invoice or
 * credit memo describes its lines from the order lines they bill. Orders of others are left out.
 */
export async function customerOrderSnapshots(
  db: Db | Tx,
  customerNumber: string,
  orderIds: readonly string[],
  withLines: boolean,
): Promise<Map<string, OrderSnapshot>> {
  const snapshots = new Map<string, OrderSnapshot>();
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return snapshots;
  const headers = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.customerNumber, customerNumber)));
  const lines = withLines
    ? await linesByOrder(
        db,
        headers.map((header) => header.id),
      )
    : new Map();
  for (const header of headers) {
    const bought: OrderLineRow[] = lines.get(header.id) ?? [];
    snapshots.set(header.id, {
      reference: header.reference,
      lines: new Map(bought.map((row) => [row.lineNo, toOrderLine(row)])),
    });
  }
  return snapshots;
}

/**
 * Numbers of the customer's newest orders (at most `limit`) whose reference, or a line's item number or name,
 * contains the text: what the shop adds to a document search, since the ERP's documents carry neither.
 */
export async function customerOrderNosMatching(
  db: Db | Tx,
  customerNumber: string,
  search: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerNumber, customerNumber), matching(containsPattern(search.trim()))))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
