import type { BackofficeOrderRow, SearchOrdersResponse } from '@shop/contracts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { shopDayEnd, shopDayStart } from '../lib/shop-date.ts';
import { containsPattern } from '../lib/sql-like.ts';
import { customers } from '../modules/customer/customer.tables.ts';
import { orders } from '../modules/order/order.tables.ts';

/** The staff search's filters, as the contract parsed them (empty strings and null are absent). */
export type StaffOrderQuery = {
  orderId?: string | null;
  customer?: string | null;
  status?: string | null;
  from?: string | null;
  to?: string | null;
  pageNr: number;
  pageSize: number;
};

const billingName = sql<string | null>`${orders.billingAddress} ->> 'name'`;

function staffOrderFilter(query: StaffOrderQuery): SQL | undefined {
  const orderId = query.orderId?.trim();
  const customer = query.customer?.trim();
  const customerPattern = customer ? containsPattern(customer) : null;
  return and(
    orderId ? ilike(orders.id, containsPattern(orderId)) : undefined,
    customerPattern
      ? or(
          ilike(orders.customerNumber, customerPattern),
          ilike(customers.name, customerPattern),
          ilike(billingName, customerPattern),
          ilike(orders.email, customerPattern),
        )
      : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.createdAt, shopDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, shopDayEnd(query.to)) : undefined,
  );
}

/**
 * Every customer's and guest's orders for staff (a flow: one statement over the order and customer tables, as
 * staff search by the customer's name too), newest first with the order number breaking ties, so a page
 * never skips or repeats an order while others arrive (a new order lands on page 1, and moves the rest by one
 * at most). The count reads the same filter.
 */
export async function searchOrdersForStaff(
  db: Db | Tx,
  query: StaffOrderQuery,
): Promise<SearchOrdersResponse> {
  const where = staffOrderFilter(query);
  const rows = await db
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      customerNumber: orders.customerNumber,
      customerName: sql<string | null>`coalesce(${customers.name}, ${billingName})`,
      email: orders.email,
      orderType: orders.orderType,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      currencyCode: orders.currencyCode,
      totalNetPriceWithoutVat: orders.totalNetPriceWithoutVat,
      totalNetPriceWithVat: orders.totalNetPriceWithVat,
      erpDocumentNo: orders.erpDocumentNo,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.customerNumber, orders.customerNumber))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset((query.pageNr - 1) * query.pageSize)
    .limit(query.pageSize);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(customers, eq(customers.customerNumber, orders.customerNumber))
    .where(where);
  const totalCount = Number(total);
  return {
    orders: rows.map(
      ({ totalNetPriceWithoutVat, totalNetPriceWithVat, createdAt, ...row }): BackofficeOrderRow => ({
        ...row,
        orderType: row.orderType as BackofficeOrderRow['orderType'],
        status: row.status as BackofficeOrderRow['status'],
        paymentMethod: row.paymentMethod as BackofficeOrderRow['paymentMethod'],
        paymentStatus: row.paymentStatus as BackofficeOrderRow['paymentStatus'],
        currencyCode: row.currencyCode as BackofficeOrderRow['currencyCode'],
        totalNetPrice: { priceWithoutVat: totalNetPriceWithoutVat, priceWithVat: totalNetPriceWithVat },
        createdAt: createdAt.toISOString(),
      }),
    ),
    totalCount,
    pageCount: Math.ceil(totalCount / query.pageSize),
    pageNr: query.pageNr,
    pageSize: query.pageSize,
  };
}
