import type { CurrencyCode, OrderType, TemporaryCart } from '@shop/contracts';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { cartLines, carts } from '../../modules/cart/cart.tables.ts';
import { customers } from '../../modules/customer/customer.tables.ts';
import { inScope, type SalesScope } from './sales-scope.ts';

/**
 * The customers' open carts that hold lines (ADR 46: a temporary order). A proposal draft's carts carry a
 * draftId and belong to the draft, not to a customer, so they are left out. The value is the goods value
 * without VAT of the cart's stored calculation (total net without shipping), read only while the calculation
 * is current (`calculated_version = version`); a cart changed since shows no value rather than a stale one.
 */

export type OpenCartFilter = {
  customerNumbers?: readonly string[];
  orderType?: OrderType;
};

const lineCount = sql<number>`(SELECT count(*)::int FROM ${cartLines} WHERE ${cartLines.cartId} = ${carts.id} AND ${cartLines.type} = 'product')`;
const totalQuantity = sql<number>`(SELECT coalesce(sum(${cartLines.quantity}), 0)::int FROM ${cartLines} WHERE ${cartLines.cartId} = ${carts.id} AND ${cartLines.type} = 'product')`;
const currentValue = sql<number | null>`CASE WHEN ${carts.calculatedVersion} = ${carts.version} THEN
  ((${carts.calculation} -> 'calculation' -> 'totalNetPrice' ->> 'priceWithoutVat')::int
   - coalesce((${carts.calculation} -> 'calculation' -> 'shippingFee' ->> 'priceWithoutVat')::int, 0)) END`;

function cartFilter(scope: SalesScope, filter: OpenCartFilter): SQL | undefined {
  return and(
    inScope(scope, carts.customerNumber),
    eq(carts.status, 'open'),
    isNull(carts.draftId),
    sql`EXISTS (SELECT 1 FROM ${cartLines} WHERE ${cartLines.cartId} = ${carts.id} AND ${cartLines.type} = 'product')`,
    filter.customerNumbers === undefined
      ? undefined
      : inArray(carts.customerNumber, [...filter.customerNumbers]),
    filter.orderType === undefined ? undefined : eq(carts.orderType, filter.orderType),
  );
}

/** A page of the open carts with lines, the most recently changed first, and how many there are in all. */
export async function findOpenCarts(
  ctx: Ctx,
  scope: SalesScope,
  filter: OpenCartFilter,
  window: { skip: number; take: number },
): Promise<{ carts: TemporaryCart[]; total: number }> {
  if (filter.customerNumbers?.length === 0) return { carts: [], total: 0 };
  const where = cartFilter(scope, filter);
  const rows = await ctx.db
    .select({
      cartId: carts.id,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      orderType: carts.orderType,
      currencyCode: carts.currencyCode,
      updatedAt: carts.updatedAt,
      lineCount,
      totalQuantity,
      valueWithoutVat: currentValue,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(carts)
    .innerJoin(customers, eq(customers.customerNumber, carts.customerNumber))
    .where(where)
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .offset(window.skip)
    .limit(window.take);
  // A page past the end has no row to carry the count.
  const total =
    rows[0]?.total ??
    (window.skip === 0
      ? 0
      : Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(carts).where(where))[0]?.n ?? 0));
  return {
    carts: rows.map(({ total: _total, updatedAt, ...row }) => ({
      ...row,
      orderType: row.orderType as OrderType,
      currencyCode: row.currencyCode as CurrencyCode,
      updatedAt: updatedAt.toISOString(),
    })),
    total,
  };
}
