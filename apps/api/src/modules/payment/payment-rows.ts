import type { PaymentStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { findPayableOrder, type PayableOrder } from '../order/index.ts';
import { payments } from './payment.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Statuses after which nothing about the payment changes any more. */
export const settledStatuses: readonly PaymentStatus[] = ['captured', 'declined', 'cancelled', 'failed'];

export function asPaymentStatus(status: string): PaymentStatus {
  if (status === 'pending' || status === 'authorized' || settledStatuses.includes(status as PaymentStatus)) {
    return status as PaymentStatus;
  }
  throw new Error(`Payment has unknown status ${status}`);
}

export async function findPaymentWithOrder(
  db: Db,
  paymentId: string,
): Promise<{ payment: PaymentRow; order: PayableOrder } | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const order = payment ? await findPayableOrder(db, payment.orderId) : null;
  return payment && order ? { payment, order } : null;
}

/** Lock the payment row for the rest of the transaction: verifications of one payment run one at a time. */
export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new Error(`Payment ${paymentId} vanished`);
  return payment;
}

/** The provider approved the payment: it is claimed for capture (in the caller's transaction, which locks it). */
export async function markPaymentAuthorized(ctx: Ctx, paymentId: string): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ status: 'authorized', updatedAt: ctx.now })
    .where(eq(payments.id, paymentId));
}

/** The provider took the money (in the caller's transaction, which locks the payment). */
export async function markPaymentCaptured(ctx: Ctx, paymentId: string): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ status: 'captured', capturedAt: ctx.now, updatedAt: ctx.now, failureReason: null })
    .where(eq(payments.id, paymentId));
}

/** Settle a payment as not paid (declined, cancelled or failed) with the reason, audited. */
export async function markUnpaid(
  ctx: Ctx,
  payment: PaymentRow,
  status: 'declined' | 'cancelled' | 'failed',
  reason: string,
): Promise<PaymentStatus> {
  await ctx.db
    .update(payments)
    .set({ status, failureReason: reason, updatedAt: ctx.now })
    .where(eq(payments.id, payment.id));
  await recordAudit(
    ctx,
    { action: `payment.${status}`, entity: 'payment', entityId: payment.id, details: { reason } },
    { always: true },
  );
  return status;
}
