import type { Order, OrderLine } from '@shop/contracts';
import { and, count, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerOrderCounts, orderLines, orders } from './order.tables.ts';
import { matchedOrders } from './order-search.ts';
import { toOrder } from './order-view.ts';

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

/** An order as a list shows it: its header and its lines (a list's shipment status needs their quantities). */
export type CustomerOrderHeader = Pick<
  Order,
  | 'orderId'
  | 'erpDocumentNo'
  | 'orderType'
  | 'status'
  | 'currencyCode'
  | 'reference'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'totalNetPrice'
  | 'createdAt'
  | 'lines'
>;

/** A page of orders, and how many match in all. */
export type CustomerOrderPage = { items: CustomerOrderHeader[]; total: number };

/** All of the customer's orders: the total is the one the triggers keep (migration 0024), not a count. */
const isUnfiltered = (query: CustomerOrderQuery) =>
  query.from === undefined && query.to === undefined && query.linkId === undefined && !query.search?.trim();

/** An order line as PostgreSQL writes a row as JSON: its column names. */
type OrderLineJson = {
  line_no: number;
  product_id: string;
  variant_id: string;
  unit_id: string;
  product_number: string;
  name: string;
  color_code: string;
  color_name: string;
  size: string;
  unit_name: string;
  quantity_per_unit: number;
  quantity: number;
  unit_price_without_vat: number;
  unit_price_with_vat: number;
  net_unit_price_without_vat: number;
  net_unit_price_with_vat: number;
  line_price_without_vat: number;
  line_price_with_vat: number;
  net_line_price_without_vat: number;
  net_line_price_with_vat: number;
  vat_included: boolean;
  deliveries: OrderLine['deliveries'];
};

const pair = (priceWithoutVat: number, priceWithVat: number) => ({ priceWithoutVat, priceWithVat });

const toLine = (line: OrderLineJson): OrderLine => ({
  lineNo: line.line_no,
  productId: line.product_id,
  variantId: line.variant_id,
  unitId: line.unit_id,
  productNumber: line.product_number,
  name: line.name,
  colorCode: line.color_code,
  colorName: line.color_name,
  size: line.size,
  unitName: line.unit_name,
  quantityPerUnit: line.quantity_per_unit,
  quantity: line.quantity,
  unitPrice: pair(line.unit_price_without_vat, line.unit_price_with_vat),
  netUnitPrice: pair(line.net_unit_price_without_vat, line.net_unit_price_with_vat),
  linePrice: pair(line.line_price_without_vat, line.line_price_with_vat),
  netLinePrice: pair(line.net_line_price_without_vat, line.net_line_price_with_vat),
  vatIncluded: line.vat_included,
  deliveries: line.deliveries,
});

/**
 * The order's lines, in line order, as one JSON column: an order and its lines come in one statement (on
 * PGlite every statement costs a round trip to its worker, and a list page has ten orders). PostgreSQL's own
 * row-to-JSON is the cheap way to build it; `toLine` names the fields.
 */
const linesJsonOf = (orderId: SQLWrapper) =>
  sql<OrderLineJson[]>`coalesce((SELECT json_agg(l ORDER BY l.line_no) FROM ${orderLines} l
    WHERE l.order_id = ${orderId}), '[]'::json)`;

/** What a list shows of an order, besides its lines. */
const listColumns = {
  orderId: orders.id,
  erpDocumentNo: orders.erpDocumentNo,
  orderType: orders.orderType,
  status: orders.status,
  currencyCode: orders.currencyCode,
  reference: orders.reference,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalNetPriceWithoutVat: orders.totalNetPriceWithoutVat,
  totalNetPriceWithVat: orders.totalNetPriceWithVat,
  createdAt: orders.createdAt,
};

/**
 * A page of all the customer's orders: read in the order of the customer's index, the page first and then the
 * lines of its orders only (a select list is computed for the rows an OFFSET skips too); the total is the
 * count the triggers keep (migration 0024), in the same statement.
 */
function allOrdersPage(db: Db | Tx, query: CustomerOrderQuery) {
  const page = db
    .select(listColumns)
    .from(orders)
    .where(eq(orders.customerNumber, query.customerNumber))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(query.skip)
    .limit(query.take)
    .as('page');
  return db
    .select({
      ...page._.selectedFields,
      lines: linesJsonOf(page.orderId),
      total: sql<number>`coalesce((SELECT ${customerOrderCounts.orders} FROM ${customerOrderCounts}
        WHERE ${customerOrderCounts.customerNumber} = ${query.customerNumber}), 0)`,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.orderId));
}

/**
 * A page of the customer's orders that match a search or dates: the matches are found once (a CTE named twice
 * is computed once), then counted and paged, and only the page's orders are read with their lines. Finding
 * them is the costly part (a search rechecks each candidate's text), so it is not done twice.
 */
function matchingOrdersPage(db: Db | Tx, query: CustomerOrderQuery) {
  const matched = db.$with('matched').as(matchedOrders(db, query));
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .offset(query.skip)
    .limit(query.take);
  return db
    .with(matched)
    .select({
      ...listColumns,
      lines: linesJsonOf(orders.id),
      total: sql<number>`(SELECT count(*)::int FROM ${sql.identifier('matched')})`,
    })
    .from(orders)
    .where(inArray(orders.id, pageIds))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

async function countMatched(db: Db | Tx, query: CustomerOrderQuery): Promise<number> {
  const matched = db.$with('matched').as(matchedOrders(db, query));
  const [row] = await db.with(matched).select({ total: count() }).from(matched);
  return Number(row?.total ?? 0);
}

/** A page of the customer's orders, newest first, each with its lines, and how many match in all. */
export async function findCustomerOrders(db: Db | Tx, query: CustomerOrderQuery): Promise<CustomerOrderPage> {
  const rows = isUnfiltered(query) ? await allOrdersPage(db, query) : await matchingOrdersPage(db, query);
  // An empty page has no row to carry the total: an empty first page means nothing matched, and only a page past
  // the end has the orders looked for again to count them.
  const total = rows[0]?.total ?? (query.skip === 0 ? 0 : await countMatched(db, query));
  return {
    items: rows.map(
      ({ totalNetPriceWithoutVat, totalNetPriceWithVat, createdAt, lines, total: _total, ...row }) => ({
        ...row,
        orderType: row.orderType as Order['orderType'],
        status: row.status as Order['status'],
        currencyCode: row.currencyCode as Order['currencyCode'],
        paymentMethod: row.paymentMethod as Order['paymentMethod'],
        paymentStatus: row.paymentStatus as Order['paymentStatus'],
        totalNetPrice: { priceWithoutVat: totalNetPriceWithoutVat, priceWithVat: totalNetPriceWithVat },
        createdAt: createdAt.toISOString(),
        lines: lines.map(toLine),
      }),
    ),
    total,
  };
}

/** One order of the customer's with its lines; null when it is missing or someone else's. */
export async function findCustomerOrder(
  db: Db | Tx,
  customerNumber: string,
  orderId: string,
): Promise<Order | null> {
  const [found] = await db
    .select({ row: orders, lines: linesJsonOf(orders.id) })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerNumber, customerNumber)));
  return found ? { ...toOrder(found.row, []), lines: found.lines.map(toLine) } : null;
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
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  // The owner is checked on the rows, not in the statement: with `customer_number = $n` beside the ids, the plan
  // PGlite caches for the prepared statement reads the customer's whole (customer, date, id) index, estimated
  // for an average customer (170 ms for a dealer with 100,000 orders, against 0.5 ms by the primary key).
  const rows = (
    await db
      .select({
        id: orders.id,
        customerNumber: orders.customerNumber,
        reference: orders.reference,
        lines: withLines ? linesJsonOf(orders.id) : sql<OrderLineJson[]>`'[]'::json`,
      })
      .from(orders)
      .where(inArray(orders.id, ids))
  ).filter((row) => row.customerNumber === customerNumber);
  return new Map(
    rows.map((row) => [
      row.id,
      { reference: row.reference, lines: new Map(row.lines.map((line) => [line.line_no, toLine(line)])) },
    ]),
  );
}
