import type { LanguageCode } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { orders } from './order.tables.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { transitionOrder } from './order-state-machine.ts';
import { enqueueTransfer } from './order-transfer.ts';
import { loadOrder } from './order-view.ts';
import { releaseStock } from './reserve-stock.ts';

async function lockOrder(tx: Db | Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw appError('order-not-found', `Order ${orderId} was not found`);
  return row;
}

export type CaptureAcceptance =
  | { accepted: true; alreadyCaptured: boolean }
  | { accepted: false; reason: string };

/**
 * The payment module saw the order's payment captured: in its transaction, the order (locked) goes
 * PendingPayment → PendingTransfer, its transfer to the ERP and its confirmation e-mail are queued.
 * Idempotent: a second call for a captured order changes nothing. Refused (answered, not thrown, so the caller's
 * record of the capture still commits) when the amount or currency is not the order's total with VAT (what the
 * payer pays) or the order no longer awaits payment; the order then stays as it is with the reason logged and,
 * while PendingPayment, kept as its status reason for the back office.
 */
export async function onPaymentCaptured(
  ctx: Ctx,
  orderId: string,
  amount: number,
  currencyCode: string,
): Promise<CaptureAcceptance> {
  const order = await lockOrder(ctx.db, orderId);
  if (order.paymentStatus === 'captured') return { accepted: true, alreadyCaptured: true };
  let reason: string | null = null;
  if (amount !== order.totalNetPriceWithVat || currencyCode !== order.currencyCode) {
    reason = `captured ${amount} ${currencyCode} differs from the order total ${order.totalNetPriceWithVat} ${order.currencyCode}`;
  } else if (order.status !== 'PendingPayment') {
    reason = `order is ${order.status}, not PendingPayment`;
  }
  if (reason !== null) {
    ctx.log.error({ orderId, amount, currencyCode, reason }, 'payment capture not applied to the order');
    if (order.status === 'PendingPayment') {
      await ctx.db
        .update(orders)
        .set({ statusReason: reason, updatedAt: ctx.now })
        .where(eq(orders.id, orderId));
    }
    return { accepted: false, reason };
  }
  await ctx.db
    .update(orders)
    .set({ paymentStatus: 'captured', updatedAt: ctx.now })
    .where(eq(orders.id, orderId));
  await transitionOrder(ctx, orderId, 'PendingTransfer', `payment captured: ${amount} ${currencyCode}`);
  await enqueueTransfer(ctx.db, orderId);
  const placed = await loadOrder(ctx.db, orderId);
  if (placed) await queueOrderConfirmation(ctx.db, placed, order.languageCode as LanguageCode);
  return { accepted: true, alreadyCaptured: false };
}

/**
 * The payment of an order failed for good (declined without another try, cancelled, expired): the order goes
 * PendingPayment → Rejected and its reserved stock is given back. Idempotent; an order that was paid meanwhile
 * is left alone (a late failure never undoes a capture). A single declined attempt the payer may retry is not
 * this: the order stays PendingPayment for the next attempt.
 */
export async function onPaymentFailed(
  ctx: Ctx,
  orderId: string,
  reason: string,
  paymentStatus: 'declined' | 'cancelled' | 'failed' = 'declined',
): Promise<{ rejected: boolean }> {
  const order = await lockOrder(ctx.db, orderId);
  if (order.status === 'Rejected') return { rejected: true };
  if (order.status !== 'PendingPayment') {
    ctx.log.warn(
      { orderId, status: order.status, reason },
      'payment failure ignored: the order is past payment',
    );
    return { rejected: false };
  }
  await ctx.db.update(orders).set({ paymentStatus, updatedAt: ctx.now }).where(eq(orders.id, orderId));
  await transitionOrder(ctx, orderId, 'Rejected', `payment ${paymentStatus}: ${reason}`.slice(0, 1000));
  await releaseStock(ctx, orderId);
  return { rejected: true };
}

/**
 * Why an order still awaits payment when its expiry gave up (the back office settles it by hand): the reason is
 * kept on the order while it is PendingPayment.
 */
export async function notePendingPaymentReason(ctx: Ctx, orderId: string, reason: string): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ statusReason: reason, updatedAt: ctx.now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PendingPayment')));
}
