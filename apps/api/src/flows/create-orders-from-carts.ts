import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CreateOrdersByCartIdsBody, CreateOrdersResponse } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { appError } from '../lib/app-error.ts';
import { type AreaCtx, withTransaction } from '../lib/context.ts';
import { type CartRow, cartUsedInOrder, getOwnedCart } from '../modules/cart/index.ts';
import { loadOrder } from '../modules/order/index.ts';
import { orders } from '../modules/order/order.tables.ts';
import { isDuplicateOrder } from './create-order-from-cart.ts';
import { checkMayCheckOut, orderLockedCart, shipsWithOtherCart } from './order-locked-cart.ts';

type Body = z.infer<typeof CreateOrdersByCartIdsBody>;
type Result = z.infer<typeof CreateOrdersResponse>;

/**
 * The orders a former call made from these carts, in the order of `cartIds`: null when none was ordered yet.
 * Orders made apart (not all of them, or not in one checkout) are not this checkout: 409 cart-used-in-order.
 */
async function ordersOfCheckout(db: Db | Tx, cartIds: readonly string[]): Promise<string[] | null> {
  const rows = await db
    .select({ id: orders.id, cartId: orders.cartId, checkoutId: orders.checkoutId })
    .from(orders)
    .where(inArray(orders.cartId, [...cartIds]));
  if (rows.length === 0) return null;
  const checkouts = new Set(rows.map((row) => row.checkoutId));
  const oneCheckout = cartIds.length === 1 || (checkouts.size === 1 && !checkouts.has(null));
  if (rows.length !== cartIds.length || !oneCheckout) {
    const ordered = rows[0]?.cartId ?? cartIds[0] ?? '';
    throw cartUsedInOrder(ordered);
  }
  return cartIds.map((cartId) => rows.find((row) => row.cartId === cartId)?.id ?? '');
}

/** A cart shipping with another must find that cart in the same call, with the same address and method. */
function checkSharedShipping(locked: ReadonlyMap<string, CartRow>): void {
  for (const cart of locked.values()) {
    if (!cart.shippingWithCartId) continue;
    const carrier = locked.get(cart.shippingWithCartId);
    if (!carrier) throw shipsWithOtherCart(cart.id, cart.shippingWithCartId);
    const same =
      carrier.shippingWithCartId === null &&
      carrier.shippingMethodId === cart.shippingMethodId &&
      isDeepStrictEqual(carrier.shippingAddress, cart.shippingAddress);
    if (!same) {
      throw appError(
        'cart-ships-with-other-cart',
        `Cart ${cart.id} ships with cart ${carrier.id} but their shipping addresses or methods differ; set ` +
          'the shipping of both again',
      );
    }
  }
}

async function createAllInTransaction(ctx: AreaCtx, body: Body): Promise<string[]> {
  return withTransaction(ctx, async (scoped) => {
    // Locked in id order, so two concurrent checkouts of the same carts queue instead of deadlocking; the later
    // one finds the orders the first made and answers them.
    const locked = new Map<string, CartRow>();
    for (const cartId of [...body.cartIds].sort()) {
      locked.set(cartId, await getOwnedCart(scoped, cartId, { forUpdate: true }));
    }
    const existing = await ordersOfCheckout(scoped.db, body.cartIds);
    if (existing) return existing;
    checkSharedShipping(locked);
    const checkoutId = body.cartIds.length > 1 ? `chk_${randomUUID()}` : null;
    const orderIds: string[] = [];
    for (const cartId of body.cartIds) {
      const cart = locked.get(cartId) as CartRow;
      orderIds.push(await orderLockedCart(scoped, cart, body, checkoutId));
    }
    return orderIds;
  });
}

/**
 * CreateOrdersByCartIds (ADR 60), a flow like CreateOrderByCartId for one checkout of several carts: in one
 * transaction every cart becomes its order (one per order type, as the ERP expects) or none does. The orders
 * share a checkout id, so one card payment pays them all (create-payment-intent.ts) and the shipping fee is
 * charged once (the cart that ships with another has none). Repeated and concurrent calls answer the same orders.
 */
export async function createOrdersFromCarts(ctx: AreaCtx, body: Body): Promise<Result> {
  // A company user places orders only with the scope Release or All (ADR 41), or sends them for approval (ADR 81).
  checkMayCheckOut(ctx, body);
  let orderIds: string[];
  try {
    orderIds = await createAllInTransaction(ctx, body);
  } catch (error) {
    if (!isDuplicateOrder(error)) throw error;
    const winners = await ordersOfCheckout(ctx.db, body.cartIds);
    if (!winners) throw error;
    orderIds = winners;
  }
  const placed = [];
  for (const orderId of orderIds) {
    const order = await loadOrder(ctx.db, orderId);
    if (!order) throw new Error(`order ${orderId} vanished after creation`);
    placed.push(order);
  }
  const next = placed.some((order) => order.status === 'PendingPayment') ? 'payment' : 'receipt';
  return { orders: placed, next };
}
