import { eq } from 'drizzle-orm';
import { appError, priceViewNotActing, unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { carts } from './cart.tables.ts';
import { cartUsedInOrder, notCartOwner } from './cart-errors.ts';
import { type CartOwnership, isCartOwner } from './cart-owner.ts';
import type { CartRow } from './cart-view.ts';

export const cartNotFound = (cartId: string) => appError('cart-not-found', `Cart ${cartId} not found`);

/** The ownership check on a read cart: 404 when there is none, 403 NotCartOwnerException for someone else's. */
export function ownedOrThrow<Row extends CartOwnership>(ctx: Ctx, cartId: string, row: Row | undefined): Row {
  if (!row) throw cartNotFound(cartId);
  if (!isCartOwner(ctx, row)) throw notCartOwner();
  return row;
}

/**
 * The cart row after the ownership check: 401 without a token, 404 for an unknown id, 403
 * NotCartOwnerException for someone else's cart. Any status is returned (an ordered cart too); callers that
 * change the cart check `status`. `forUpdate` locks the row until the surrounding transaction ends.
 */
export async function getOwnedCart(
  ctx: Ctx,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow> {
  if (!ctx.token) throw unauthorized();
  // Staff viewing a customer's prices act for nobody (ADR 82): no cart is theirs to read, order or pay.
  if (ctx.priceView) throw priceViewNotActing(ctx.priceView.customer.customerNumber);
  const query = ctx.db.select().from(carts).where(eq(carts.id, cartId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return ownedOrThrow(ctx, cartId, row);
}

/** getOwnedCart, then 409 CartUsedInOrderException unless the cart is still open. */
export async function getOpenOwnedCart(
  ctx: Ctx,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow> {
  const row = await getOwnedCart(ctx, cartId, options);
  if (row.status !== 'open') throw cartUsedInOrder(cartId);
  return row;
}
