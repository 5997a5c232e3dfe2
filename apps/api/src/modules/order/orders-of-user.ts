import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { orders } from './order.tables.ts';

/** An order a user placed, as their personal data names it (ADR 83): references and totals, no lines. */
export type OrderOfUser = {
  orderId: string;
  placedAt: Date;
  orderType: string;
  status: string;
  customerNumber: string | null;
  currencyCode: string;
  totalWithoutVat: number;
  totalWithVat: number;
  reference: string | null;
  confirmationEmail: string | null;
};

/** The user placed it themselves, not a sales user acting for their customer. */
const placedBy = (userId: string) => and(eq(orders.userId, userId), isNull(orders.impersonatorUserId));

/** The orders a user placed themselves, oldest first. */
export async function ordersPlacedByUser(ctx: Ctx, userId: string): Promise<OrderOfUser[]> {
  return ctx.db
    .select({
      orderId: orders.id,
      placedAt: orders.createdAt,
      orderType: orders.orderType,
      status: orders.status,
      customerNumber: orders.customerNumber,
      currencyCode: orders.currencyCode,
      totalWithoutVat: orders.totalNetPriceWithoutVat,
      totalWithVat: orders.totalNetPriceWithVat,
      reference: orders.reference,
      confirmationEmail: orders.email,
    })
    .from(orders)
    .where(placedBy(userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** How many orders a user placed themselves. */
export async function countOrdersPlacedByUser(ctx: Ctx, userId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(placedBy(userId));
  return Number(row?.n ?? 0);
}

/**
 * Erases a user's personal fields from the orders they placed (ADR 83), in the caller's transaction: the
 * confirmation e-mail, where it is the user's own address (a company address stays). The orders, their numbers,
 * amounts, addresses (the customer's) and documents stay for the bookkeeping. Answers how many orders changed.
 */
export async function eraseUserFromOrders(scoped: Ctx, userId: string, email: string): Promise<number> {
  const changed = await scoped.db
    .update(orders)
    .set({ email: null, updatedAt: scoped.now })
    .where(and(eq(orders.userId, userId), sql`lower(${orders.email}) = lower(${email})`))
    .returning({ id: orders.id });
  return changed.length;
}
