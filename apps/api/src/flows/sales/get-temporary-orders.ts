import {
  type CurrencyCode,
  type GetTemporaryOrdersBody,
  type GetTemporaryOrdersResponse,
  type OrderType,
  salesLimits,
} from '@shop/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { customers } from '../../modules/customer/customer.tables.ts';
import { orderLines, orders } from '../../modules/order/order.tables.ts';
import { findOpenCarts } from './open-carts.ts';
import { pageInfo, salesPage } from './sales-paging.ts';
import { inScope, type SalesScope, salesScope } from './sales-scope.ts';

/**
 * GetTemporaryOrders (ADR 46): what the assigned customers have started and not finished: open carts holding
 * lines (a page of them) and orders waiting in PendingApproval (the newest, with their count). Three
 * statements.
 */
export async function getTemporaryOrders(
  ctx: Ctx,
  body: GetTemporaryOrdersBody,
): Promise<GetTemporaryOrdersResponse> {
  const scope = salesScope(ctx);
  const page = salesPage(body);
  const filter = {
    ...(body.customerNumber === undefined ? {} : { customerNumbers: [body.customerNumber] }),
    ...(body.orderType === undefined ? {} : { orderType: body.orderType }),
  };
  const [openCarts, pendingApproval] = await Promise.all([
    findOpenCarts(ctx, scope, filter, page),
    pendingApprovalOrders(ctx, scope, body),
  ]);
  return { carts: openCarts.carts, ...pageInfo(page, openCarts.total), pendingApproval };
}

async function pendingApprovalOrders(
  ctx: Ctx,
  scope: SalesScope,
  body: GetTemporaryOrdersBody,
): Promise<GetTemporaryOrdersResponse['pendingApproval']> {
  const where: SQL | undefined = and(
    inScope(scope, orders.customerNumber),
    eq(orders.status, 'PendingApproval'),
    body.customerNumber === undefined ? undefined : eq(orders.customerNumber, body.customerNumber),
    body.orderType === undefined ? undefined : eq(orders.orderType, body.orderType),
  );
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      orderType: orders.orderType,
      currencyCode: orders.currencyCode,
      totalNetPriceWithoutVat: orders.totalNetPriceWithoutVat,
      createdAt: orders.createdAt,
      lineCount: sql<number>`(SELECT count(*)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.customerNumber, orders.customerNumber))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(salesLimits.pendingApprovalOrders);
  return {
    orders: rows.map(({ total: _total, createdAt, ...row }) => ({
      ...row,
      orderType: row.orderType as OrderType,
      currencyCode: row.currencyCode as CurrencyCode,
      createdAt: createdAt.toISOString(),
    })),
    totalCount: rows[0]?.total ?? 0,
  };
}
