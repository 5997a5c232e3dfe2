import type { CreateOrderByCartIdBody, CreateOrderResponse, Order } from '@shop/contracts';
import type { z } from 'zod';
import { type Ctx, requireArea, withTransaction } from '../lib/context.ts';
import { recordAudit } from '../modules/audit/index.ts';
import {
  cartUsedInOrder,
  currentCalculation,
  getOwnedCart,
  markCartOrdered,
  priceCart,
} from '../modules/cart/index.ts';
import {
  enqueueTransfer,
  insertOrder,
  loadOrder,
  onHandNeeds,
  orderIdOfCart,
  queueOrderConfirmation,
  recordInitialStatus,
  reserveStock,
} from '../modules/order/index.ts';
import { requirePermission } from '../modules/user/index.ts';
import { cartNotCalculated, checkOrderTerms } from './check-order-terms.ts';
import { enqueuePaymentExpiry } from './expire-unpaid-order.ts';

type CreateBody = z.infer<typeof CreateOrderByCartIdBody>;
type CreateResult = z.infer<typeof CreateOrderResponse>;

/** Where the buyer goes next: a card order still to be paid goes to the provider, anything else to the receipt. */
const nextStep = (order: Order): CreateResult['next'] =>
  order.status === 'PendingPayment' ? 'payment' : 'receipt';

/** A unique violation of `orders.cart_id`: a concurrent call made the order first. */
function isDuplicateOrder(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '23505') return true;
  }
  return false;
}

/** The order made inside the transaction, or the one a concurrent call made before. */
async function createInTransaction(ctx: Ctx, body: CreateBody): Promise<string> {
  return withTransaction(ctx, async (scoped, tx) => {
    // The cart row lock makes concurrent calls for one cart run one after the other; each later one finds the
    // order the first made and answers it.
    const cart = await getOwnedCart(scoped, tx, body.cartId, { forUpdate: true });
    const existing = await orderIdOfCart(tx, cart.id);
    if (existing) return existing;
    if (cart.status !== 'open') throw cartUsedInOrder(cart.id);
    const seen = currentCalculation(cart);
    if (!seen) throw cartNotCalculated();

    const priced = await priceCart(scoped, tx, cart.id);
    const terms = await checkOrderTerms(scoped, priced, seen.calculation, body);
    const status = body.paymentMethod === 'account' ? 'PendingTransfer' : 'PendingPayment';
    const orderId = await insertOrder(scoped, tx, {
      priced,
      terms,
      cartRow: cart,
      languageCode: requireArea(scoped).languageCode,
      paymentMethod: body.paymentMethod,
      status,
      comment: cart.comment,
      reference: cart.reference,
    });
    await reserveStock(scoped, tx, orderId, onHandNeeds(priced));
    await markCartOrdered(ctx, tx, cart.id);
    await recordInitialStatus(
      scoped,
      tx,
      orderId,
      status,
      status === 'PendingTransfer' ? 'ordered on account' : 'awaiting card payment',
    );
    if (status === 'PendingTransfer') {
      await enqueueTransfer(tx, orderId);
      const order = await loadOrder(tx, orderId);
      if (order) await queueOrderConfirmation(tx, order, requireArea(scoped).languageCode);
    } else {
      // Unpaid, it must not hold its stock for ever: rejected when its payment deadline passes.
      await enqueuePaymentExpiry(scoped, tx, orderId);
    }
    await recordAudit(
      ctx,
      tx,
      {
        action: 'order.create',
        entity: 'order',
        entityId: orderId,
        details: {
          cartId: cart.id,
          paymentMethod: body.paymentMethod,
          totalNetPriceWithVat: terms.calculation.totalNetPrice.priceWithVat,
          currencyCode: priced.cart.currencyCode,
        },
      },
      { always: true },
    );
    return orderId;
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
export async function createOrderFromCart(ctx: Ctx, body: CreateBody): Promise<CreateResult> {
  // A company user places orders only with the scope Release or All (ADR 41); a guest has no scope to check.
  requirePermission(ctx, 'checkout');
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
