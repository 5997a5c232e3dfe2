import type { CreditMemoRefund } from '@shop/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { paymentRefunds, payments } from './payment.tables.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRow } from './payment-rows.ts';

export type CreditRefundRequest = {
  creditMemoNo: string;
  /** Every order the payment may have paid (the memo's order and the others of its checkout, ADR 60). */
  orderIds: readonly string[];
  amount: number;
  currencyCode: string;
};

/** Pay back to the card could not be done and will not be retried: the refund is for a person now. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

async function capturedPaymentOf(ctx: Ctx, orderIds: readonly string[]): Promise<PaymentRow | null> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'captured')));
  return payment ?? null;
}

/**
 * Refund a credit memo's amount to the card that paid its order (ADR 86), once: the memo's number keys the
 * refund row and is the provider's idempotency key, so a job that runs again (or twice at once) pays back once.
 * A memo whose order was not paid through this provider, or that would pay back more than was captured, is
 * refused (RefundRefused) and recorded as failed for a refund by hand. The provider is called outside any
 * transaction; a throw leaves the row pending for the next attempt.
 */
export async function refundCreditMemo(
  ctx: Ctx,
  provider: PaymentProvider,
  request: CreditRefundRequest,
): Promise<CreditMemoRefund | null> {
  const refund = provider.refund?.bind(provider);
  if (!refund) return null;
  const payment = await capturedPaymentOf(ctx, request.orderIds);
  if (!payment) return null; // not paid by card (on account): nothing to pay back
  const row = await withTransaction(ctx, async (scoped) => {
    await scoped.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    const [existing] = await scoped.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.creditMemoNo, request.creditMemoNo));
    if (existing) return existing;
    const [{ refunded } = { refunded: 0 }] = await scoped.db
      .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
    const refusal =
      payment.provider !== provider.name
        ? `payment ${payment.id} was made with ${payment.provider}, not ${provider.name}`
        : request.currencyCode !== payment.currencyCode
          ? `credit memo in ${request.currencyCode}, payment in ${payment.currencyCode}`
          : refunded + request.amount > payment.amount
            ? `${request.amount} ${request.currencyCode} would pay back more than the ${payment.amount - refunded} left of payment ${payment.id}`
            : null;
    const [inserted] = await scoped.db
      .insert(paymentRefunds)
      .values({
        creditMemoNo: request.creditMemoNo,
        paymentId: payment.id,
        amount: request.amount,
        currencyCode: request.currencyCode,
        status: refusal ? 'failed' : 'pending',
        failureReason: refusal,
      })
      .returning();
    await recordAudit(
      scoped,
      {
        action: refusal ? 'payment.refund-refused' : 'payment.refund',
        entity: 'payment',
        entityId: payment.id,
        details: {
          creditMemoNo: request.creditMemoNo,
          amount: request.amount,
          currencyCode: request.currencyCode,
          ...(refusal ? { reason: refusal } : {}),
        },
      },
      { always: true },
    );
    return inserted;
  });
  if (!row) throw new Error(`refund of ${request.creditMemoNo} was not stored`);
  if (row.status === 'failed') throw new RefundRefused(row.failureReason ?? 'refused');
  if (row.status === 'refunded') return viewOf(row);

  const result = await refund(ctx, {
    providerReference: payment.providerReference ?? '',
    amount: row.amount,
    currencyCode: row.currencyCode,
    idempotencyKey: row.creditMemoNo,
  });
  const [updated] = await ctx.db
    .update(paymentRefunds)
    .set({
      status: result.status,
      providerRefundId: result.providerRefundId,
      refundedAt: result.status === 'refunded' ? ctx.now : null,
    })
    .where(and(eq(paymentRefunds.creditMemoNo, row.creditMemoNo), eq(paymentRefunds.status, 'pending')))
    .returning();
  return viewOf(updated ?? row);
}

/** The refund stops being retried (the job's last attempt failed): recorded for a refund by hand. */
export async function markRefundFailed(ctx: Ctx, creditMemoNo: string, reason: string): Promise<void> {
  await ctx.db
    .update(paymentRefunds)
    .set({ status: 'failed', failureReason: reason })
    .where(and(eq(paymentRefunds.creditMemoNo, creditMemoNo), eq(paymentRefunds.status, 'pending')));
}

/**
 * The provider says a refund it answered `pending` changed (Stripe's `refund.updated`): ask it where the refund
 * stands (the event itself is not believed) and move the row from pending to refunded, or to failed with the
 * provider's reason for a refund by hand (audited). A refund the shop does not know, or one already settled,
 * changes nothing, so replays and events out of order are harmless. Answers the row's status afterwards.
 */
export async function settlePendingRefund(
  ctx: Ctx,
  provider: PaymentProvider,
  providerRefundId: string,
): Promise<'pending' | 'refunded' | 'failed' | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.providerRefundId, providerRefundId));
  if (!row) return null;
  if (row.status !== 'pending' || !provider.getRefundState)
    return row.status as 'pending' | 'refunded' | 'failed';
  const state = await provider.getRefundState(ctx, providerRefundId);
  if (state.status === 'pending') return 'pending';
  return withTransaction(ctx, async (scoped) => {
    const [updated] = await scoped.db
      .update(paymentRefunds)
      .set(
        state.status === 'failed'
          ? { status: 'failed', failureReason: state.reason }
          : { status: 'refunded', refundedAt: ctx.now },
      )
      .where(and(eq(paymentRefunds.creditMemoNo, row.creditMemoNo), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (updated && state.status === 'failed') {
      await recordAudit(
        scoped,
        {
          action: 'payment.refund-refused',
          entity: 'payment',
          entityId: row.paymentId,
          details: {
            creditMemoNo: row.creditMemoNo,
            amount: row.amount,
            currencyCode: row.currencyCode,
            reason: state.reason,
          },
        },
        { always: true },
      );
      ctx.log.error(
        { creditMemoNo: row.creditMemoNo, providerRefundId },
        `refund failed at the provider, to be paid back by hand: ${state.reason}`,
      );
    }
    return (updated?.status ?? row.status) as 'pending' | 'refunded' | 'failed';
  });
}

/** What was paid back for a credit memo, or null when nothing is to be (not paid by card, or none yet). */
export async function refundOfCreditMemo(ctx: Ctx, creditMemoNo: string): Promise<CreditMemoRefund | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.creditMemoNo, creditMemoNo));
  return row ? viewOf(row) : null;
}

function viewOf(row: typeof paymentRefunds.$inferSelect): CreditMemoRefund {
  const status = row.status === 'refunded' || row.status === 'failed' ? row.status : 'pending';
  return {
    status,
    amount: row.amount,
    currencyCode: row.currencyCode,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
