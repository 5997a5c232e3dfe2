import type { CreateOrderByCartIdBody, CreateOrderResponse, Order } from '@shop/contracts';
import type { z } from 'zod';
import { type AreaCtx, withTransaction } from '../lib/context.ts';
import { getOwnedCart } from '../modules/cart/index.ts';
import { loadOrder, orderIdOfCart } from '../modules/order/index.ts';
import { checkMayCheckOut, orderLockedCart, shipsWithOtherCart } from './order-locked-cart.ts';

type CreateBody = z.infer<typeof CreateOrderByCartIdBody>;
type CreateResult = z.infer<typeof CreateOrderResponse>;

/** Where the buyer goes next: a card order still to be paid goes to the provider, anything else to the receipt. */
export const nextStep = (order: Order): CreateResult['next'] =>
  order.status === 'PendingPayment' ? 'payment' : 'receipt';

/** A unique violation of `orders.cart_id`: a concurrent call made the order first. */
export function isDuplicateOrder(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '23505') return true;
  }
  return false;
}

/** The order made inside the transaction, or the one a concurrent call made before. */
async function createInTransaction(ctx: AreaCtx, body: CreateBody): Promise<string> {
  return withTransaction(ctx, async (scoped) => {
    // The cart row lock makes concurrent calls for one cart run one after the other; each later one finds the
    // order the first made and answers it.
    const cart = await getOwnedCart(scoped, body.cartId, { forUpdate: true });
    const existing = await orderIdOfCart(scoped.db, cart.id);
    if (existing) return existing;
    if (cart.shippingWithCartId) throw shipsWithOtherCart(cart.id, cart.shippingWithCartId);
    return orderLockedCart(scoped, cart, body, null);
  });
}

/**
 * CreateOrderByCartId, a flow across cart, order, stock, payment and audit: the owner's cart becomes one order,
 * exactly once. In one transaction: lock the cart,
 * answer the order already made from it if any (repeated and concurrent calls get the same order), price it
 * again on the server (client figures are never used), check the order terms, insert the order with its line
 * snapshots, reserve on-hand stock for a Stock order, mark the cart ordered, and queue the ERP transfer and the
 * confirmation (on account) — or leave it PendingPayment for the card provider, its payment deadline queued
 * (expire-unpaid-order.ts).
 */
export async function createOrderFromCart(ctx: AreaCtx, body: CreateBody): Promise<CreateResult> {
  // A company user places orders only with the scope Release or All (ADR 41), or sends them for approval (ADR 81).
  checkMayCheckOut(ctx, body);
  let orderId: string;
  try {
    orderId = await createInTransaction(ctx, body);
  } catch (error) {
    if (!isDuplicateOrder(error)) throw error;
    const winner = await orderIdOfCart(ctx.db, body.cartId);
    if (!winner) throw error;
    orderId = winner;
  }
  const order = await loadOrder(ctx.db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after creation`);
  return { order, next: nextStep(order) };
}
