import type { AuditAction, Cart } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { priceViewNotActing, unauthorized } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { carts } from './cart.tables.ts';
import { notCartOwner } from './cart-errors.ts';
import { isCartOwner } from './cart-owner.ts';
import { cartColumnsButCalculation } from './cart-snapshot.ts';
import { type CartLineRow, type CartRow, toCart } from './cart-view.ts';
import { getOpenOwnedCart } from './get-owned-cart.ts';

/** What a write step sees: the context bound to the transaction (its `db`), and the locked cart row. */
export type CartWriteScope = { ctx: Ctx; cart: CartRow };

/**
 * Lock an open cart for a change: one `UPDATE … SET version = version + 1 … WHERE status = 'open' RETURNING`
 * takes the row lock, so writes to one cart run one after the other and a cart already used in an order
 * answers CartUsedInOrderException. The version bump also invalidates the stored calculation.
 */
async function lockOpenCart(ctx: AreaCtx, cartId: string): Promise<CartRow> {
  // Staff viewing a customer's prices act for nobody (ADR 82): said before any row is touched.
  if (ctx.priceView) throw priceViewNotActing(ctx.priceView.customer.customerNumber);
  const [locked] = await ctx.db
    .update(carts)
    .set({
      version: sql`${carts.version} + 1`,
      languageCode: ctx.area.languageCode,
      updatedAt: sql`now()`,
    })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open')))
    // The version bump makes the stored calculation stale, so it is not read back.
    .returning(cartColumnsButCalculation);
  if (!locked) {
    // Not open or not there: let the lookup name which (404, 403 or 409).
    await getOpenOwnedCart(ctx, cartId);
    throw new Error(`cart ${cartId} is open but could not be locked`);
  }
  // The transaction rolls back on the throw, so a stranger's call leaves no trace.
  if (!isCartOwner(ctx, locked)) throw notCartOwner();
  return { ...locked, calculation: null };
}

/**
 * What a write step answers: the audit details, the cart row when the step changed it, and the cart's lines
 * when the step read them after its change (else they are read for the answer).
 */
export type CartWriteResult = { details: unknown; cart?: CartRow; lines?: CartLineRow[] };

/**
 * Change one cart in one transaction: lock it, run the step, record the audit entry, and answer the cart as it
 * is after the change.
 */
export async function writeCart(
  ctx: AreaCtx,
  input: { cartId: string; action: AuditAction },
  step: (scope: CartWriteScope) => Promise<CartWriteResult>,
): Promise<Cart> {
  if (!ctx.token) throw unauthorized();
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockOpenCart(txCtx, input.cartId);
    const { details, cart, lines } = await step({ ctx: txCtx, cart: locked });
    await recordAudit(txCtx, { action: input.action, entity: 'cart', entityId: input.cartId, details });
    return toCart(txCtx, cart ?? locked, lines ? { lines } : {});
  });
}
