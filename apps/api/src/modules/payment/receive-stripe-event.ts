import { and, eq, isNull, lt } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { stripeWebhookEvents } from './payment.tables.ts';
import { paymentProviderUnavailable } from './payment-errors.ts';
import { findPaymentWithOrder } from './payment-rows.ts';
import { settlePendingRefund } from './refund-payment.ts';
import { paymentIdOfEvent, type StripeCheckout } from './stripe-checkout.ts';
import { verifyPayment } from './verify-payment.ts';

/** How long a delivery may handle an event before another delivery of it takes over (a process that died). */
export const stripeEventLeaseMs = 2 * 60 * 1000;

/** Events that may change what a payment is; each only names the payment: Stripe is then asked. */
const paymentEvents = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.succeeded',
]);

/** Events that may settle a refund the shop asked for (Stripe sends the newer or the older name, or both). */
const refundEvents = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * Take one webhook delivery of Stripe (ADR 86). The raw body must carry Stripe's signature for the endpoint
 * secret, else nothing happens (400). Each event id is handled once: the first delivery claims it, a replay
 * after it finished answers `duplicate`, a replay while it runs answers 409 so Stripe retries later, and a claim
 * older than the lease is taken over. Nothing in the event is believed beyond which payment it concerns: the
 * payment is verified by asking Stripe (verify-payment.ts), so events in any order, or stale, decide nothing
 * on their own, and an approved payment is captured exactly once.
 */
export async function receiveStripeEvent(
  ctx: Ctx,
  checkout: StripeCheckout,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ eventId: string; duplicate: boolean }> {
  let event: ReturnType<StripeCheckout['constructEvent']>;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = checkout.constructEvent(rawBody, signature);
  } catch (error) {
    ctx.log.warn({ err: error }, 'stripe webhook refused: signature does not hold');
    throw appError('stripe-signature-invalid', 'The Stripe-Signature header does not match the body');
  }
  const paymentId = paymentIdOfEvent(event);

  const staleBefore = new Date(ctx.now.getTime() - stripeEventLeaseMs);
  const [claimed] = await ctx.db
    .insert(stripeWebhookEvents)
    .values({ id: event.id, type: event.type, paymentId, claimedAt: ctx.now })
    .onConflictDoUpdate({
      target: stripeWebhookEvents.id,
      set: { claimedAt: ctx.now },
      setWhere: and(isNull(stripeWebhookEvents.processedAt), lt(stripeWebhookEvents.claimedAt, staleBefore)),
    })
    .returning({ id: stripeWebhookEvents.id });
  if (!claimed) {
    const [seen] = await ctx.db
      .select({ processedAt: stripeWebhookEvents.processedAt })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, event.id));
    if (seen?.processedAt) return { eventId: event.id, duplicate: true };
    throw appError('stripe-event-in-progress', `Event ${event.id} is being handled by another delivery`);
  }

  try {
    const found =
      paymentId && paymentEvents.has(event.type) ? await findPaymentWithOrder(ctx.db, paymentId) : null;
    if (refundEvents.has(event.type)) {
      // The refund is asked about, not read from the event; one the shop never asked for is not its business.
      const refund = event.data.object as { id?: unknown; object?: unknown };
      if (refund.object === 'refund' && typeof refund.id === 'string') {
        await settlePendingRefund(ctx, checkout.provider, refund.id);
      }
    }
    // Another shop's or an unknown payment on the same account: nothing of ours to do.
    if (found && found.payment.provider === checkout.provider.name) {
      const verified = await verifyPayment(ctx, checkout.provider, found.order.areaId, paymentId ?? '');
      if (verified.providerUnavailable) throw paymentProviderUnavailable(checkout.provider.name);
    }
  } catch (error) {
    // Not handled: give the claim back so Stripe's retry of this delivery handles it.
    await ctx.db.delete(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    throw error;
  }
  await ctx.db
    .update(stripeWebhookEvents)
    .set({ processedAt: ctx.now })
    .where(eq(stripeWebhookEvents.id, event.id));
  return { eventId: event.id, duplicate: false };
}
