import type {
  BlockedStatus,
  CurrencyCode,
  DashboardCustomer,
  GetDashboardBody,
  GetDashboardResponse,
  OpenCartSummary,
  SeasonOrders,
} from '@shop/contracts';
import { and, asc, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { shopDate, shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { customerAddresses, customers } from '../../modules/customer/customer.tables.ts';
import { orders } from '../../modules/order/order.tables.ts';
import { findOpenCarts } from './open-carts.ts';
import { findRunningOrders } from './running-orders.ts';
import { pageInfo, salesPage } from './sales-paging.ts';
import { inScope, salesScope } from './sales-scope.ts';
import { seasonBefore, seasonOf } from './sales-seasons.ts';

/**
 * GetDashboard (ADR 46): a page of the caller's customers by name, and for those on the page their open carts,
 * last order, orders this and last season and running orders. The page is one statement with its count; the
 * figures four more (carts, season totals, last orders, candidate running orders) plus one ERP call, whatever
 * the page size: no statement per customer.
 */

/** Orders that count as ordered: not waiting for a card payment and not rejected. */
const notOrdered = ['PendingPayment', 'Rejected'];

/**
 * The city the customer is known by: its default shipping address's, else any address's. The outer column is
 * written qualified: drizzle leaves columns unqualified in the select list of a one-table query, where
 * `customer_number` would name the address's own column.
 */
const customerCity = sql<string | null>`(
  SELECT a.city FROM ${customerAddresses} a
  WHERE a.customer_number = "customers"."customer_number"
  ORDER BY (a.kind = 'shipping') DESC, a.is_default DESC, a.id
  LIMIT 1)`;

function matching(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(customers.name, pattern),
    ilike(customers.customerNumber, pattern),
    sql`EXISTS (SELECT 1 FROM ${customerAddresses} WHERE ${customerAddresses.customerNumber} = ${customers.customerNumber} AND ${ilike(customerAddresses.city, pattern)})`,
  );
}

const noOrders = (): SeasonOrders => ({ orderCount: 0, totals: [] });

export async function getDashboard(ctx: Ctx, body: GetDashboardBody): Promise<GetDashboardResponse> {
  const scope = salesScope(ctx);
  const page = salesPage(body);
  const thisSeason = seasonOf(shopDate(ctx.now));
  const lastSeason = seasonBefore(thisSeason);
  const where = and(inScope(scope, customers.customerNumber), matching(body.search));
  const rows = await ctx.db
    .select({
      customerNumber: customers.customerNumber,
      name: customers.name,
      city: customerCity,
      countryCode: customers.countryCode,
      currencyCode: customers.currencyCode,
      active: customers.active,
      blockedStatus: customers.blockedStatus,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name), asc(customers.customerNumber))
    .offset(page.skip)
    .limit(page.take);
  const total =
    rows[0]?.total ??
    (page.skip === 0
      ? 0
      : Number(
          (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where))[0]?.n ?? 0,
        ));
  const numbers = rows.map((row) => row.customerNumber);

  const lastSeasonStart = shopDayStart(lastSeason.from);
  const [openCarts, seasonRows, lastOrders, running] = await Promise.all([
    // Four order types at most: one open cart per type and customer.
    findOpenCarts(ctx, scope, { customerNumbers: numbers }, { skip: 0, take: numbers.length * 4 }),
    numbers.length === 0
      ? []
      : ctx.db
          .select({
            customerNumber: orders.customerNumber,
            thisSeason: sql<boolean>`${orders.createdAt} >= ${shopDayStart(thisSeason.from)}`,
            currencyCode: orders.currencyCode,
            orderCount: sql<number>`count(*)::int`,
            amount:
              sql<number>`sum(${orders.totalNetPriceWithoutVat} - ${orders.shippingFeeWithoutVat})`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(
            and(
              inArray(orders.customerNumber, numbers),
              notInArray(orders.status, notOrdered),
              sql`${orders.createdAt} >= ${lastSeasonStart} AND ${orders.createdAt} < ${shopDayEnd(thisSeason.to)}`,
            ),
          )
          .groupBy(sql`1, 2, 3`),
    numbers.length === 0
      ? []
      : ctx.db
          .select({ customerNumber: orders.customerNumber, at: sql<string>`max(${orders.createdAt})` })
          .from(orders)
          .where(and(inArray(orders.customerNumber, numbers), notInArray(orders.status, notOrdered)))
          .groupBy(orders.customerNumber),
    findRunningOrders(ctx, scope, { customerNumbers: numbers }),
  ]);

  const cartsOf = new Map<string, OpenCartSummary[]>();
  for (const { customerNumber, customerName: _name, ...cart } of openCarts.carts) {
    cartsOf.set(customerNumber, [...(cartsOf.get(customerNumber) ?? []), cart]);
  }
  const seasonsOf = new Map<string, { thisSeason: SeasonOrders; lastSeason: SeasonOrders }>();
  for (const row of seasonRows) {
    if (row.customerNumber === null) continue;
    const entry = seasonsOf.get(row.customerNumber) ?? { thisSeason: noOrders(), lastSeason: noOrders() };
    const season = row.thisSeason ? entry.thisSeason : entry.lastSeason;
    season.orderCount += row.orderCount;
    season.totals.push({ currencyCode: row.currencyCode as CurrencyCode, amountWithoutVat: row.amount });
    seasonsOf.set(row.customerNumber, entry);
  }
  const lastOrderOf = new Map(lastOrders.map((row) => [row.customerNumber, new Date(row.at).toISOString()]));
  const runningCount = new Map<string, number>();
  for (const order of running.orders) {
    runningCount.set(order.customerNumber, (runningCount.get(order.customerNumber) ?? 0) + 1);
  }

  const byType = (a: OpenCartSummary, b: OpenCartSummary) => a.orderType.localeCompare(b.orderType);
  const customersOnPage: DashboardCustomer[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    currencyCode: row.currencyCode as CurrencyCode,
    blockedStatus: row.blockedStatus as BlockedStatus,
    openCarts: (cartsOf.get(row.customerNumber) ?? []).sort(byType),
    lastOrderAt: lastOrderOf.get(row.customerNumber) ?? null,
    ...(seasonsOf.get(row.customerNumber) ?? { thisSeason: noOrders(), lastSeason: noOrders() }),
    runningOrderCount: runningCount.get(row.customerNumber) ?? 0,
  }));
  return {
    customers: customersOnPage,
    ...pageInfo(page, total),
    thisSeason,
    lastSeason,
    allCustomers: scope.allCustomers,
  };
}
