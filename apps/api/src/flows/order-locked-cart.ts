import type { CreateOrderByCartIdBody } from '@shop/contracts';
import type { z } from 'zod';
import { appError } from '../lib/app-error.ts';
import type { AreaCtx } from '../lib/context.ts';
import { recordAudit } from '../modules/audit/index.ts';
import {
  type CartRow,
  cartUsedInOrder,
  currentCalculation,
  markCartOrdered,
  priceCart,
} from '../modules/cart/index.ts';
import {
  enqueueTransfer,
  insertOrder,
  loadOrder,
  onHandNeeds,
  queueApprovalRequests,
  queueOrderConfirmation,
  recordInitialStatus,
  reserveStock,
} from '../modules/order/index.ts';
import { requirePermission } from '../modules/user/index.ts';
import { cartNotCalculated, checkOrderTerms } from './check-order-terms.ts';
import { enqueuePaymentExpiry } from './expire-unpaid-order.ts';

type OrderBody = Pick<
  z.infer<typeof CreateOrderByCartIdBody>,
  'paymentMethod' | 'acceptTerms' | 'email' | 'approval'
>;

/**
 * Who may check out, and how (ADR 41, ADR 81): a plain order takes the scope Release or All (403
 * permission-scope.release-required otherwise; a guest has no scope to check). An order sent for approval
 * (`approval: true`) takes a customer's user, whatever their scope, and is paid on account: the colleague
 * who approves it commits the company, so there is no card to charge.
 */
export function checkMayCheckOut(ctx: AreaCtx, body: Pick<OrderBody, 'paymentMethod' | 'approval'>): void {
  if (!body.approval) {
    requirePermission(ctx, 'checkout');
    return;
  }
  if (!ctx.user || !ctx.customerNumber) {
    throw appError('Forbidden', 'Only a user of a customer can send an order for approval');
  }
  if (body.paymentMethod !== 'account') {
    throw appError(
      'payment-method-not-allowed',
      'An order sent for approval is paid on account (paymentMethod account): the colleague who approves it commits the company',
    );
  }
}

/** A cart whose shipping another cart carries is ordered only together with that cart (ADR 60). */
export const shipsWithOtherCart = (cartId: string, withCartId: string) =>
  appError(
    'cart-ships-with-other-cart',
    `Cart ${cartId} ships with cart ${withCartId}, which carries the shipping fee: order both together ` +
      '(CreateOrdersByCartIds), or set its shipping again without shipWithCartId',
  );

/**
 * One cart, locked by the caller and not ordered yet, becomes its order inside the caller's transaction (`ctx` is
 * the one withTransaction scoped to it): price it
 * again on the server (client figures are never used), check the order terms, insert the order with its line
 * snapshots, reserve on-hand stock for a Stock order, mark the cart ordered, and queue the ERP transfer and the
 * confirmation (on account) — or leave it PendingPayment for the card provider, its payment deadline queued
 * (expire-unpaid-order.ts). `checkoutId` ties the orders of one checkout of several carts together.
 */
export async function orderLockedCart(
  ctx: AreaCtx,
  cart: CartRow,
  body: OrderBody,
  checkoutId: string | null,
): Promise<string> {
  if (cart.status !== 'open') throw cartUsedInOrder(cart.id);
  const seen = currentCalculation(cart);
  if (!seen) throw cartNotCalculated();

  const priced = await priceCart(ctx, cart.id);
  const terms = await checkOrderTerms(ctx, priced, seen.calculation, body);
  // Sent for approval (ADR 81): it waits for a colleague with Release or All, not for the ERP.
  const status = body.approval
    ? 'PendingApproval'
    : body.paymentMethod === 'account'
      ? 'PendingTransfer'
      : 'PendingPayment';
  const orderId = await insertOrder(ctx, {
    priced,
    terms,
    cartRow: cart,
    languageCode: ctx.area.languageCode,
    paymentMethod: body.paymentMethod,
    status,
    comment: cart.comment,
    reference: cart.reference,
    checkoutId,
  });
  await reserveStock(ctx, orderId, onHandNeeds(priced));
  await markCartOrdered(ctx, cart.id);
  const reasons = {
    PendingApproval: 'sent for approval',
    PendingTransfer: 'ordered on account',
    PendingPayment: 'awaiting card payment',
  } as const;
  await recordInitialStatus(ctx, orderId, status, reasons[status]);
  if (status === 'PendingApproval') {
    const order = await loadOrder(ctx.db, orderId);
    if (order) await queueApprovalRequests(ctx, order);
  } else if (status === 'PendingTransfer') {
    await enqueueTransfer(ctx.db, orderId);
    const order = await loadOrder(ctx.db, orderId);
    if (order) await queueOrderConfirmation(ctx.db, order, ctx.area.languageCode);
  } else {
    // Unpaid, it must not hold its stock for ever: rejected when its payment deadline passes.
    await enqueuePaymentExpiry(ctx, orderId);
  }
  await recordAudit(
    ctx,
    {
      action: status === 'PendingApproval' ? 'order.request-approval' : 'order.create',
      entity: 'order',
      entityId: orderId,
      details: {
        cartId: cart.id,
        checkoutId,
        paymentMethod: body.paymentMethod,
        totalNetPriceWithVat: terms.calculation.totalNetPrice.priceWithVat,
        currencyCode: priced.cart.currencyCode,
      },
    },
    { always: true },
  );
  return orderId;
}
