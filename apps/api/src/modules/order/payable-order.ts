import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { orders } from './order.tables.ts';

/** The few order fields payments need: who owns it, what it costs, where it stands. */
const payableOrderColumns = {
  id: orders.id,
  cartId: orders.cartId,
  areaId: orders.areaId,
  languageCode: orders.languageCode,
  customerNumber: orders.customerNumber,
  ownerTokenHash: orders.ownerTokenHash,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  currencyCode: orders.currencyCode,
  /** What the payer is charged: after discount, with shipping and VAT. */
  totalNetPriceWithVat: orders.totalNetPriceWithVat,
  /** Orders of one checkout of several carts share it and one payment (ADR 60). */
  checkoutId: orders.checkoutId,
};

export type PayableOrder = {
  id: string;
  cartId: string;
  areaId: string;
  languageCode: string;
  customerNumber: string | null;
  ownerTokenHash: string | null;
  status: string;
  paymentMethod: string;
  currencyCode: string;
  totalNetPriceWithVat: number;
  checkoutId: string | null;
};

/** The order as payments see it, or null; `forUpdate` locks its row for the caller's transaction. */
export async function findPayableOrder(
  db: Db | Tx,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayableOrder | null> {
  const query = db.select(payableOrderColumns).from(orders).where(eq(orders.id, orderId));
  const [order] = options.forUpdate ? await query.for('update') : await query;
  return order ?? null;
}

export async function findPayableOrderByCartId(ctx: Ctx, cartId: string): Promise<PayableOrder | null> {
  const [order] = await ctx.db.select(payableOrderColumns).from(orders).where(eq(orders.cartId, cartId));
  return order ?? null;
}

/**
 * The orders one payment pays (ADR 60): every order of the order's checkout in id order, or the order alone.
 * The first is the one the payment rows name; `forUpdate` locks them all (always in this order).
 */
export async function ordersPaidTogether(
  db: Db | Tx,
  order: PayableOrder,
  options: { forUpdate?: boolean } = {},
): Promise<PayableOrder[]> {
  const where = order.checkoutId ? eq(orders.checkoutId, order.checkoutId) : eq(orders.id, order.id);
  const query = db.select(payableOrderColumns).from(orders).where(where).orderBy(asc(orders.id));
  return options.forUpdate ? await query.for('update') : await query;
}
