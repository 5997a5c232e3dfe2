import type { Order, OrderLine } from '@shop/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { orderLines, orders } from './order.tables.ts';
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

/** A page of the customer's orders, newest first, each with its lines, and how many match in all. */
export async function findCustomerOrders(db: Db | Tx, query: CustomerOrderQuery): Promise<CustomerOrderPage> {
  const where = customerOrderFilter(query);
  // The page first, then the lines of its orders only: a select list is computed for the rows an OFFSET
  // skips too.
  const page = db
    .select(listColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(query.skip)
    .limit(query.take)
    .as('page');
  // The count rides along in the same statement (evaluated once); a page past the end has no row to carry it.
  const rows = await db
    .select({
      ...page._.selectedFields,
      lines: linesJsonOf(page.orderId),
      total: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${where ?? sql`true`})`,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.orderId));
  const total =
    rows[0]?.total ?? Number((await db.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0);
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
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      lines: withLines ? linesJsonOf(orders.id) : sql<OrderLineJson[]>`'[]'::json`,
    })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.customerNumber, customerNumber)));
  return new Map(
    rows.map((row) => [
      row.id,
      { reference: row.reference, lines: new Map(row.lines.map((line) => [line.line_no, toLine(line)])) },
    ]),
  );
}

/**
 * What a document search may mean in one of the customer's orders: the whole order (its number or reference
 * contains the text: `lineNos` null) or some of its lines (their item number or name does).
 */
export type OrderSearchMatch = { orderNo: string; lineNos: number[] | null };

/**
 * The customer's newest orders (at most `limit`) whose number or reference, or a line's item number or name,
 * contains the text, with the lines that matched: what the shop adds to a document search, since the ERP's
 * documents carry neither. A document then matches by its own lines, so a credit memo of one line is not found
 * by an item of the order it does not credit.
 */
export async function customerOrdersMatching(
  db: Db | Tx,
  customerNumber: string,
  search: string,
  limit: number,
): Promise<OrderSearchMatch[]> {
  const pattern = containsPattern(search.trim());
  const rows = await db
    .select({
      orderNo: orders.id,
      lineNos: sql<
        number[] | null
      >`CASE WHEN ${or(ilike(orders.id, pattern), ilike(orders.reference, pattern))}
        THEN NULL ELSE (SELECT coalesce(json_agg(${orderLines.lineNo} ORDER BY ${orderLines.lineNo}), '[]'::json)
          FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id}
          AND (${ilike(orderLines.productNumber, pattern)} OR ${ilike(orderLines.name, pattern)})) END`,
    })
    .from(orders)
    .where(and(eq(orders.customerNumber, customerNumber), matching(pattern)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows;
}
