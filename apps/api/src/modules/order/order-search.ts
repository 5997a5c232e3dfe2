import { and, desc, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Tx } from '../../db/client.ts';
import { shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import type { CustomerOrderQuery } from './customer-orders.ts';
import { orderSearchTexts, orders } from './order.tables.ts';

/**
 * The customer center's search of a customer's orders: which orders, and which of their lines, contain a text.
 * It reads the search rows the database keeps for every order and line (`order_search_texts`, migration 0028),
 * so the orders themselves are read only for the page a list shows.
 */

/**
 * The customer's search rows (an order's number and reference, a line's item number and name, migration 0028)
 * that contain the text, in any case: the rows are kept in lower case and found through their trigram index.
 */
const searchRowsMatching = (customerNumber: string, search: string): SQL | undefined =>
  and(
    eq(orderSearchTexts.customerNumber, customerNumber),
    sql`${orderSearchTexts.text} LIKE lower(${containsPattern(search)})`,
  );

/** The days of a query, on an order date column. */
const createdWithin = (
  column: typeof orders.createdAt | typeof orderSearchTexts.createdAt,
  query: CustomerOrderQuery,
) =>
  and(
    query.from === undefined ? undefined : gte(column, shopDayStart(query.from)),
    query.to === undefined ? undefined : lt(column, shopDayEnd(query.to)),
  );

/** An order a query matches: its number and date (from the order, or from its search rows). */
type MatchedOrders = TypedQueryBuilder<{ id: SQL.Aliased<string>; createdAt: SQL.Aliased<Date> }>;
const matchedColumns = (id: SQLWrapper, createdAt: SQLWrapper) => ({
  id: sql<string>`${id}`.as('id'),
  createdAt: sql<Date>`${createdAt}`.as('created_at'),
});

/**
 * The customer's orders a query matches, as (id, created at). With a search they come from the search rows alone,
 * which carry the order's date: the orders themselves are read only for the page (and for an ERP number).
 */
export function matchedOrders(db: Db | Tx, query: CustomerOrderQuery): MatchedOrders {
  const search = query.search?.trim();
  // The ERP number is the order's own: the search rows do not carry it.
  const ofErpOrder = (linkId: string) =>
    inArray(
      orderSearchTexts.orderId,
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerNumber, query.customerNumber), eq(orders.erpDocumentNo, linkId))),
    );
  if (search)
    return db
      .selectDistinct(matchedColumns(orderSearchTexts.orderId, orderSearchTexts.createdAt))
      .from(orderSearchTexts)
      .where(
        and(
          searchRowsMatching(query.customerNumber, search),
          createdWithin(orderSearchTexts.createdAt, query),
          query.linkId === undefined ? undefined : ofErpOrder(query.linkId),
        ),
      );
  return db
    .select(matchedColumns(orders.id, orders.createdAt))
    .from(orders)
    .where(
      and(
        eq(orders.customerNumber, query.customerNumber),
        createdWithin(orders.createdAt, query),
        query.linkId === undefined ? undefined : eq(orders.erpDocumentNo, query.linkId),
      ),
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
  return db
    .select({
      orderNo: orderSearchTexts.orderId,
      lineNos: sql<number[] | null>`CASE WHEN bool_or(${orderSearchTexts.lineNo} = 0) THEN NULL
        ELSE json_agg(${orderSearchTexts.lineNo} ORDER BY ${orderSearchTexts.lineNo}) END`,
    })
    .from(orderSearchTexts)
    .where(searchRowsMatching(customerNumber, search.trim()))
    .groupBy(orderSearchTexts.orderId, orderSearchTexts.createdAt)
    .orderBy(desc(orderSearchTexts.createdAt), desc(orderSearchTexts.orderId))
    .limit(limit);
}
