import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { isCartOwner, notCartOwner } from '../cart/index.ts';
import { orders } from '../order/index.ts';

/** The few order fields payments need: who owns it, what it costs, where it stands. */
export const payableOrderColumns = {
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

export async function findOrderByCartId(ctx: Ctx, cartId: string): Promise<PayableOrder | null> {
  const [order] = await ctx.db.select(payableOrderColumns).from(orders).where(eq(orders.cartId, cartId));
  return order ?? null;
}

/**
 * The cart rule applied to its order (`isCartOwner`): a customer's order belongs to whoever acts for the
 * customer (own or impersonated), a guest's to the visitor token that created it. A sales user acting for
 * nobody owns nothing.
 */
export function assertOwnsOrder(ctx: Ctx, order: PayableOrder): void {
  const auth = ctx.auth;
  if (auth.kind === 'none' || (auth.kind === 'user' && auth.customerNumber === null)) throw forbidden();
  if (!isCartOwner(auth, order)) throw notCartOwner();
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

/** What the payer is charged for orders paid together: the sum of their totals with VAT. */
export const totalOf = (paid: readonly PayableOrder[]) =>
  paid.reduce((sum, order) => sum + order.totalNetPriceWithVat, 0);
