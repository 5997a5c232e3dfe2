import type { PaymentStatus } from '@shop/contracts';
import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Ctx, withTransaction } from '../lib/context.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { findPayableOrder, onPaymentCaptured, ordersPaidTogether } from '../modules/order/index.ts';
import {
  asPaymentStatus,
  type CaptureOutcome,
  type CaptureResult,
  lockPayment,
  markPaymentAuthorized,
  markPaymentCaptured,
  markUnpaid,
  type PaymentProvider,
  type PaymentRow,
  type ProviderPaymentStatus,
  totalOf,
} from '../modules/payment/index.ts';
import { payments } from '../modules/payment/payment.tables.ts';

/**
 * Why an approved payment must not be captured, or null when it may. Runs with the payment and every order it
 * pays locked (one order, or the orders of one checkout of several carts, ADR 60).
 */
async function refusalReason(tx: Db, payment: PaymentRow, approved: ProviderPaymentStatus) {
  const order = await findPayableOrder(tx, payment.orderId, { forUpdate: true });
  if (!order) return `order ${payment.orderId} does not exist`;
  const paid = await ordersPaidTogether(tx, order, { forUpdate: true });
  const total = totalOf(paid);
  const named = paid.map((each) => each.id).join(', ');
  if (
    approved.approvedAmount !== total ||
    approved.currencyCode !== order.currencyCode ||
    payment.amount !== total ||
    payment.currencyCode !== order.currencyCode ||
    paid.some((each) => each.currencyCode !== order.currencyCode)
  ) {
    return (
      `amount mismatch: the provider approved ${approved.approvedAmount} ${approved.currencyCode}, ` +
      `the total of order ${named} is ${total} ${order.currencyCode}`
    );
  }
  const unpayable = paid.find((each) => each.status !== 'PendingPayment');
  if (unpayable) return `order ${unpayable.id} is ${unpayable.status}, not PendingPayment`;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          paid.map((each) => each.id),
        ),
        ne(payments.id, payment.id),
        inArray(payments.status, ['authorized', 'captured']),
      ),
    );
  return other ? `order ${named} is already being paid by payment ${other.id}` : null;
}

/**
 * Capture an approved payment exactly once (docs/decisions/0016-payments.md), a flow across payment, order and
 * audit that payment verification runs through its port (`ctx.services.captureApprovedPayment`, wiring.ts).
 * Three steps:
 * 1. claim: with the payment and its order locked, check the approved amount equals the order total, the
 *    order awaits payment and no other payment of it is authorized or captured; mark it `authorized`
 *    (or `failed` with the reason, and nothing is captured);
 * 2. capture at the provider outside any transaction (idempotent by payment id, so verifiers racing here
 *    or a retry after a crash capture once);
 * 3. with the payment locked again: skip if another verifier already finished; otherwise check what was
 *    captured, set `captured` (the partial unique index allows one per order) and move the order on with
 *    `onPaymentCaptured` in the same transaction.
 */
export async function capturePayment(
  ctx: Ctx,
  provider: PaymentProvider,
  paymentId: string,
  approved: ProviderPaymentStatus,
): Promise<CaptureOutcome> {
  const claimed = await withTransaction(ctx, async (scoped) => {
    const payment = await lockPayment(scoped.db, paymentId);
    if (payment.status !== 'pending' && payment.status !== 'authorized') return payment;
    const refused = await refusalReason(scoped.db, payment, approved);
    if (refused !== null) {
      // A provider that captures on approval has taken the money already (e.g. after the order expired):
      // nothing more is captured, and the payment records what to refund.
      const taken = approved.capturedAmount > 0;
      const reason = taken
        ? `${refused}; ${approved.capturedAmount} ${approved.currencyCode} already captured at the provider: refund it`
        : refused;
      const log = { paymentId, orderId: payment.orderId, reason };
      if (taken) ctx.log.error(log, 'captured at the provider for an order that cannot take it: refund it');
      else ctx.log.warn(log, 'approved payment not captured');
      await markUnpaid(scoped, payment, 'failed', reason);
      return { ...payment, status: 'failed' };
    }
    if (payment.status === 'pending') {
      await markPaymentAuthorized(scoped, paymentId);
    }
    return { ...payment, status: 'authorized' };
  });
  if (claimed.status !== 'authorized') {
    return { status: asPaymentStatus(claimed.status), providerUnavailable: false };
  }

  let captured: CaptureResult;
  try {
    captured =
      approved.capturedAmount === claimed.amount
        ? { capturedAmount: approved.capturedAmount, currencyCode: approved.currencyCode }
        : await provider.capture(ctx, {
            providerReference: claimed.providerReference ?? '',
            amount: claimed.amount,
            currencyCode: claimed.currencyCode,
            idempotencyKey: claimed.id,
          });
  } catch (error) {
    ctx.log.error({ err: error, paymentId }, 'capture failed; the next verification retries it');
    return { status: 'authorized', providerUnavailable: true };
  }

  const status = await withTransaction(ctx, async (scoped): Promise<PaymentStatus> => {
    const payment = await lockPayment(scoped.db, paymentId);
    if (payment.status !== 'authorized') return asPaymentStatus(payment.status);
    if (captured.capturedAmount !== payment.amount || captured.currencyCode !== payment.currencyCode) {
      const reason = `the provider captured ${captured.capturedAmount} ${captured.currencyCode}, expected ${payment.amount} ${payment.currencyCode}`;
      ctx.log.error({ paymentId, reason }, 'capture amount differs: settle with the provider by hand');
      return markUnpaid(scoped, payment, 'failed', reason);
    }
    await markPaymentCaptured(scoped, paymentId);
    // The money is taken either way; a refusal here (only possible in a race step 1 rules out) is logged by
    // the order module and kept in the audit entry for the back office.
    // Each order paid takes its own total (one checkout's orders are paid together, ADR 60).
    const named = await findPayableOrder(scoped.db, payment.orderId);
    const paid = named ? await ordersPaidTogether(scoped.db, named) : [];
    const accepted: Record<string, boolean> = {};
    for (const each of paid) {
      const acceptance = await onPaymentCaptured(
        scoped,
        each.id,
        each.totalNetPriceWithVat,
        payment.currencyCode,
      );
      accepted[each.id] = acceptance.accepted;
    }
    await recordAudit(
      scoped,
      {
        action: 'payment.captured',
        entity: 'payment',
        entityId: payment.id,
        details: {
          orderId: payment.orderId,
          amount: payment.amount,
          currencyCode: payment.currencyCode,
          orderAccepted: Object.values(accepted).every(Boolean),
          ...(paid.length > 1 ? { ordersAccepted: accepted } : {}),
        },
      },
      { always: true },
    );
    return 'captured';
  });
  return { status, providerUnavailable: false };
}
