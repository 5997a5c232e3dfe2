import { z } from 'zod';
import type { Ctx } from '../lib/context.ts';
import type { BookedCreditMemo } from '../modules/erp/index.ts';
import { enqueue, type JobHandler, PermanentJobError } from '../modules/jobs/index.ts';
import { findPayableOrder, ordersPaidTogether } from '../modules/order/index.ts';
import { markRefundFailed, RefundRefused, refundCreditMemo } from '../modules/payment/index.ts';

/** The job queue of card refunds of credit memos (docs/decisions/0086-stripe-checkout.md). */
export const creditMemoRefundQueue = 'credit-memo-refund';

/** With waits of 1 s, 2 s, 4 s … capped at 5 min, 12 attempts give the provider about half an hour. */
const refundMaxAttempts = 12;

const RefundPayload = z.object({
  creditMemoNo: z.string().min(1),
  externalOrderNo: z.string().min(1),
  amountWithVat: z.number().int().min(1),
  currencyCode: z.string().min(3),
});

/**
 * A credit memo just booked against a card-paid invoice queues its refund, in the booking's transaction (the
 * outbox): keyed by the memo's number, so once per memo. A provider that cannot refund (the test gateway) queues
 * nothing; a memo of an invoice on account has nothing to pay back.
 */
export async function enqueueCreditMemoRefund(ctx: Ctx, memo: BookedCreditMemo): Promise<void> {
  if (!memo.prepaid || memo.amountWithVat === 0 || !ctx.services.cardProvider.refund) return;
  await enqueue(ctx.db, {
    queue: creditMemoRefundQueue,
    key: memo.creditMemoNo,
    payload: {
      creditMemoNo: memo.creditMemoNo,
      externalOrderNo: memo.externalOrderNo,
      amountWithVat: memo.amountWithVat,
      currencyCode: memo.currencyCode,
    },
    maxAttempts: refundMaxAttempts,
  });
}

const payloadOf = (payload: unknown) => {
  const parsed = RefundPayload.safeParse(payload);
  if (!parsed.success)
    throw new PermanentJobError(`bad ${creditMemoRefundQueue} payload ${JSON.stringify(payload)}`);
  return parsed.data;
};

/**
 * Pays a credit memo back to the card through the configured provider, once (modules/payment refund-payment.ts).
 * The payment that paid the memo's order may name another order of its checkout (ADR 60), so every order of the
 * checkout is looked at.
 */
export const creditMemoRefundJob: JobHandler = {
  async run(ctx, job) {
    const memo = payloadOf(job.payload);
    const order = await findPayableOrder(ctx.db, memo.externalOrderNo);
    if (!order)
      throw new PermanentJobError(`credit memo ${memo.creditMemoNo}: no order ${memo.externalOrderNo}`);
    const orderIds = (await ordersPaidTogether(ctx.db, order)).map((each) => each.id);
    try {
      const refund = await refundCreditMemo(ctx, ctx.services.cardProvider, {
        creditMemoNo: memo.creditMemoNo,
        orderIds,
        amount: memo.amountWithVat,
        currencyCode: memo.currencyCode,
      });
      ctx.log.info({ creditMemoNo: memo.creditMemoNo, refund }, 'credit memo refunded to the card');
    } catch (error) {
      if (error instanceof RefundRefused) throw new PermanentJobError(error.message);
      throw error;
    }
  },
  async onFailed(ctx, job, error) {
    const memo = RefundPayload.safeParse(job.payload);
    if (!memo.success) return;
    ctx.log.error({ creditMemoNo: memo.data.creditMemoNo, error }, 'card refund given up: refund it by hand');
    await markRefundFailed(ctx, memo.data.creditMemoNo, error);
  },
};
