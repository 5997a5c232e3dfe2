import { eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { carts } from './cart.tables.ts';

/**
 * The cart became an order: it is closed for changes (`status` ordered), in the transaction that made the
 * order (flows/create-order-from-cart.ts), which holds the cart's row lock.
 */
export async function markCartOrdered(ctx: Ctx, cartId: string): Promise<void> {
  await ctx.db.update(carts).set({ status: 'ordered', updatedAt: ctx.now }).where(eq(carts.id, cartId));
}
