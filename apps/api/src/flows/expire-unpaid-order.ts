import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type Ctx, withTransaction } from '../lib/context.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { enqueue, type JobHandler, PermanentJobError } from '../modules/jobs/index.ts';
import { notePendingPaymentReason, onPaymentFailed } from '../modules/order/index.ts';
import { orders } from '../modules/order/order.tables.ts';
import { payments } from '../modules/payment/payment.tables.ts';

/** The job queue of card orders' payment deadlines (docs/decisions/0016-payments.md, "Unpaid card orders"). */
export const paymentExpiryQueue = 'order-payment-expiry';

/**
 * Attempts of one expiry. An expiry only retries while a payment of the order is between its claim and its
 * capture (the provider is slow or down); with waits of 1 s, 2 s, 4 s … capped at 5 min, 20 attempts give that
 * capture about an hour before the order is left to the back office.
 */
export const paymentExpiryMaxAttempts = 20;

export const paymentExpiredReason = 'payment expired';

const ExpiryPayload = z.object({ orderId: z.string().min(1) });

const payloadOf = (payload: unknown) => {
  const parsed = ExpiryPayload.safeParse(payload);
  if (!parsed.success)
    throw new PermanentJobError(`bad ${paymentExpiryQueue} payload ${JSON.stringify(payload)}`);
  return parsed.data;
};

/**
 * Queue the payment deadline of a card order, in the transaction that creates it PendingPayment (`ctx.db`): it runs
 * `config.orders.paymentExpiryMinutes` after the order was made. Keyed by the order number, so once per order.
 */
export function enqueuePaymentExpiry(ctx: Ctx, orderId: string): Promise<boolean> {
  const minutes = ctx.config.orders.paymentExpiryMinutes;
  return enqueue(ctx.db, {
    queue: paymentExpiryQueue,
    key: orderId,
    payload: { orderId },
    maxAttempts: paymentExpiryMaxAttempts,
    runAt: new Date(ctx.now.getTime() + minutes * 60_000),
  });
}

export type PaymentExpiryOutcome =
  /** Still unpaid: Rejected now, its stock given back. */
  | { kind: 'rejected' }
  /** No longer awaiting payment (paid, or already rejected): nothing to do. */
  | { kind: 'settled'; status: string }
  /** A payment of it is claimed for capture (`authorized`): the expiry must wait for that capture. */
  | { kind: 'capturing'; paymentId: string }
  /** A payment of it is captured although the order still awaits payment (the order refused it): for people. */
  | { kind: 'captured'; paymentId: string };

/** The order's id and those of the other orders of its checkout (one payment pays them, ADR 60). */
async function ordersOfSameCheckout(tx: Db, orderId: string): Promise<string[]> {
  const [order] = await tx
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.checkoutId) return [orderId];
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, order.checkoutId));
  return rows.map((row) => row.id);
}

/**
 * Reject a card order that is still unpaid. The payment rows of the order and then the order are locked — the
 * order in which the capture (capture-payment.ts) takes them — so the expiry and a capture never both
 * win: a capture claimed first (`authorized`) makes the expiry wait, and a capture claiming after the expiry
 * finds the order Rejected and is refused. Payments are read again after the order lock, without locking
 * (a capture step holding a payment lock may be waiting for this order lock): a payment opened and claimed
 * between the two locks is visible then, as its claim committed while holding the order lock.
 */
export async function expireUnpaidOrder(ctx: Ctx, orderId: string): Promise<PaymentExpiryOutcome> {
  return withTransaction(ctx, async (scoped): Promise<PaymentExpiryOutcome> => {
    // The payments of an order of a checkout of several carts name the checkout's first order (ADR 60).
    const paidWith = await ordersOfSameCheckout(scoped.db, orderId);
    await scoped.db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.orderId, paidWith))
      .orderBy(asc(payments.id))
      .for('update');
    const [order] = await scoped.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (order.status !== 'PendingPayment') return { kind: 'settled', status: order.status };
    const [paying] = await scoped.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(and(inArray(payments.orderId, paidWith), inArray(payments.status, ['authorized', 'captured'])))
      .orderBy(asc(payments.id));
    if (paying) {
      return paying.status === 'captured'
        ? { kind: 'captured', paymentId: paying.id }
        : { kind: 'capturing', paymentId: paying.id };
    }
    // Payments still `pending` stay so: a payer approving later is asked about at the provider and refused
    // there (the order is no longer PendingPayment), so nothing is captured for a rejected order.
    await onPaymentFailed(scoped, orderId, paymentExpiredReason, 'cancelled');
    await recordAudit(
      scoped,
      {
        action: 'order.payment-expired',
        entity: 'order',
        entityId: orderId,
        details: { paymentExpiryMinutes: ctx.config.orders.paymentExpiryMinutes },
      },
      { always: true },
    );
    return { kind: 'rejected' };
  });
}

/**
 * The payment deadline of one card order. Idempotent: an order already paid or rejected is left alone, and
 * rejecting releases its stock once (reserve-stock.ts).
 */
export const paymentExpiryJob: JobHandler = {
  async run(ctx, job) {
    const { orderId } = payloadOf(job.payload);
    const outcome = await expireUnpaidOrder(ctx, orderId);
    switch (outcome.kind) {
      case 'capturing':
        // A retry, not a decision: the capture under way finishes the order, or fails and frees it.
        throw new Error(`payment ${outcome.paymentId} of order ${orderId} is being captured`);
      case 'captured':
        ctx.log.error(
          { orderId, paymentId: outcome.paymentId },
          'order awaits payment although a payment of it is captured: not expired, settle it by hand',
        );
        return;
      case 'rejected':
        ctx.log.info({ orderId }, 'unpaid card order expired: rejected, stock released');
        return;
      case 'settled':
        return;
    }
  },

  async onFailed(ctx, job, error) {
    const parsed = ExpiryPayload.safeParse(job.payload);
    if (!parsed.success) return;
    const { orderId } = parsed.data;
    ctx.log.error({ orderId, error }, 'payment expiry gave up: the order stays PendingPayment');
    await notePendingPaymentReason(ctx, orderId, `payment expiry gave up: ${error}`.slice(0, 1000));
  },
};
