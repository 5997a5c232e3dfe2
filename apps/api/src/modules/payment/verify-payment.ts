import type { PaymentStatus } from '@shop/contracts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { ordersPaidTogether, type PayableOrder } from '../order/index.ts';
import { paymentNotFound } from './payment-errors.ts';
import type { PaymentProvider, ProviderPaymentStatus } from './payment-provider.ts';
import {
  asPaymentStatus,
  findPaymentWithOrder,
  lockPayment,
  markUnpaid,
  settledStatuses,
} from './payment-rows.ts';

export type VerifiedPayment = {
  paymentId: string;
  status: PaymentStatus;
  order: PayableOrder;
  /** Every order the payment pays: the checkout's orders (ADR 60), or the order alone. */
  orderIds: string[];
  /** The provider could not be asked (or could not capture): nothing was decided, ask again later. */
  providerUnavailable: boolean;
};

/**
 * What a payment's outcome is, decided by asking the provider (never by what the caller sends): the payer's
 * browser coming back (VerifyPaymentRedirect) and the provider's callback (VerifyPayment) both land here, as
 * often and as concurrently as they like. Approved → captured once and the order moves on; declined or
 * cancelled → recorded on the payment while the order stays PendingPayment, so the payer can try again.
 */
export async function verifyPayment(
  ctx: Ctx,
  provider: PaymentProvider,
  areaId: string,
  paymentId: string,
  options: { payerReturned?: boolean } = {},
): Promise<VerifiedPayment> {
  const found = await findPaymentWithOrder(ctx.db, paymentId);
  if (!found || found.order.areaId !== areaId) throw paymentNotFound(paymentId);
  const { payment, order } = found;
  const orderIds = (await ordersPaidTogether(ctx.db, order)).map((each) => each.id);
  const answer = (status: PaymentStatus, providerUnavailable = false): VerifiedPayment => ({
    paymentId,
    status,
    order,
    orderIds,
    providerUnavailable,
  });
  const current = asPaymentStatus(payment.status);
  if (settledStatuses.includes(current)) return answer(current);
  // No session yet: CreatePaymentIntent is still talking to the provider.
  if (payment.providerReference === null) return answer(current);
  if (payment.provider !== provider.name) {
    throw new Error(`Payment ${paymentId} was made with ${payment.provider}, which is not configured`);
  }

  let providerStatus: ProviderPaymentStatus;
  try {
    providerStatus = await provider.getStatus(ctx, payment.providerReference);
    // A payer back at the shop from a session still open left the provider's page without paying (Stripe
    // Checkout's cancel link): the session is closed, so it cannot be paid behind the shop's back, and asked again.
    if (providerStatus.state === 'open' && options.payerReturned && provider.closeOpenSession) {
      await provider.closeOpenSession(ctx, payment.providerReference);
      providerStatus = await provider.getStatus(ctx, payment.providerReference);
    }
  } catch (error) {
    ctx.log.error({ err: error, paymentId }, 'payment provider status unavailable');
    return answer(current, true);
  }

  switch (providerStatus.state) {
    case 'open':
      return answer(current);
    case 'declined':
    case 'cancelled': {
      const state = providerStatus.state;
      const status = await withTransaction(ctx, async (scoped) => {
        const locked = await lockPayment(scoped.db, paymentId);
        if (locked.status !== 'pending') return asPaymentStatus(locked.status);
        return markUnpaid(scoped, locked, state, `the payer's payment was ${state} at the provider`);
      });
      return answer(status);
    }
    case 'approved': {
      const captured = await ctx.services.captureApprovedPayment(ctx, provider, paymentId, providerStatus);
      return answer(captured.status, captured.providerUnavailable);
    }
  }
}
