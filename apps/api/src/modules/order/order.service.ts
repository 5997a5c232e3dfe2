import type { GetOrderByCartIdBody, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { isCartOwner } from '../cart/index.ts';
import { orders } from './order.tables.ts';
import { loadOrder } from './order-view.ts';

export { onPaymentCaptured, onPaymentFailed } from './order-payment.ts';

/** The order made from the cart, or null: one order per cart (a unique index on `orders.cart_id`). */
export async function orderIdOfCart(db: Db | Tx, cartId: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
  return row?.id ?? null;
}

const notOrderOwner = () => appError('not-order-owner', 'The order belongs to someone else');

/**
 * GetOrderByCartId (the receipt): the order by its number or by its cart, for the cart's owner only (the same
 * rule as carts). 404 when there is none, or when both are given and do not belong together.
 */
export async function getOrderByCartId(ctx: Ctx, body: z.infer<typeof GetOrderByCartIdBody>): Promise<Order> {
  const [row] = await ctx.db
    .select({
      id: orders.id,
      cartId: orders.cartId,
      customerNumber: orders.customerNumber,
      ownerTokenHash: orders.ownerTokenHash,
    })
    .from(orders)
    .where(
      body.orderId !== undefined ? eq(orders.id, body.orderId) : eq(orders.cartId, body.cartId as string),
    );
  if (!row || (body.cartId !== undefined && row.cartId !== body.cartId)) {
    throw appError('order-not-found', `No order for ${body.orderId ?? `cart ${body.cartId}`}`);
  }
  if (!isCartOwner(ctx, row)) throw notOrderOwner();
  const order = await loadOrder(ctx.db, row.id);
  if (!order) throw appError('order-not-found', `No order ${row.id}`);
  return order;
}
