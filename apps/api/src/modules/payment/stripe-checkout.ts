import Stripe from 'stripe';
import type { StripeSettings } from './payment-config.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentStatus,
} from './payment-provider.ts';

export const stripeName = 'stripe';

/** Stripe keeps a Checkout session open 30 minutes at least and 24 hours at most. */
const sessionMinutes = { min: 30, max: 24 * 60 } as const;

/** Stripe Checkout as the card provider, and the check of its webhooks' signatures (ADR 86). */
export type StripeCheckout = {
  readonly provider: PaymentProvider;
  /** The event of a webhook body whose Stripe-Signature holds for the endpoint secret; throws otherwise. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event;
};

/** The SDK's host, port and protocol for `STRIPE_API_BASE` (a local stand-in in tests); none = Stripe's own. */
function hostOptions(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The session's payment intent, as Stripe has it now. Stripe creates it when the payer first confirms, so an
 * untouched session has none.
 */
async function intentOf(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<Stripe.PaymentIntent | null> {
  const intent = session.payment_intent;
  if (intent === null) return null;
  if (typeof intent !== 'string') return intent;
  return stripe.paymentIntents.retrieve(intent);
}

/**
 * Stripe's view of a session as the shop's provider states. The money is authorized only (capture_method
 * manual): `requires_capture` is approved, `succeeded` approved and captured. An open session is open even after
 * a declined card, since the payer may try another card on the page; an expired one is declined when its last
 * attempt was refused, else cancelled.
 */
export function statusOfSession(
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | null,
): ProviderPaymentStatus {
  const currencyCode = (intent?.currency ?? session.currency ?? '').toUpperCase();
  const none = { approvedAmount: 0, capturedAmount: 0, currencyCode };
  if (intent?.status === 'requires_capture')
    return { ...none, state: 'approved', approvedAmount: intent.amount };
  if (intent?.status === 'succeeded') {
    return {
      ...none,
      state: 'approved',
      approvedAmount: intent.amount,
      capturedAmount: intent.amount_received,
    };
  }
  if (intent?.status === 'canceled') return { ...none, state: 'cancelled' };
  if (session.status === 'expired')
    return { ...none, state: intent?.last_payment_error ? 'declined' : 'cancelled' };
  // Open, or complete while the payment is still processing (a wallet confirming): not decided yet.
  return { ...none, state: 'open' };
}

/**
 * Stripe Checkout through the official SDK: the payer pays on Stripe's hosted page (card data never reaches the
 * shop), with the payment methods the account enables (cards, MobilePay …) in the order's language and currency.
 * Payments are authorized and captured by the shop's capture flow, once. Every write carries an idempotency key
 * derived from the shop's own ids, so the SDK's retries and the shop's repeat nothing at Stripe.
 */
export function createStripeCheckout(settings: StripeSettings): StripeCheckout {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...hostOptions(settings.apiBase),
  });

  const fail = (what: string, error: unknown): never => {
    throw new PaymentProviderError(
      stripeName,
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  };

  const provider: PaymentProvider = {
    name: stripeName,

    async createSession(ctx, input) {
      const minutes = Math.min(
        Math.max(ctx.config.orders.paymentExpiryMinutes, sessionMinutes.min),
        sessionMinutes.max,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId },
          // No payment_method_types: the methods the account enables (cards, MobilePay …) that can authorize.
          payment_intent_data: {
            capture_method: 'manual',
            description: input.description,
            metadata: { paymentId: input.paymentId },
          },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currencyCode.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          locale: input.languageCode === 'da' ? 'da' : 'en',
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          expires_at: Math.floor(ctx.now.getTime() / 1000) + minutes * 60,
        },
        { idempotencyKey: `checkout-session-${input.paymentId}` },
      );
      if (!session.url) fail('create session', `session ${session.id} has no url`);
      return { redirectLink: session.url ?? '', providerReference: session.id };
    },

    async getStatus(_ctx, providerReference) {
      const session = await stripe.checkout.sessions.retrieve(providerReference, {
        expand: ['payment_intent'],
      });
      return statusOfSession(session, await intentOf(stripe, session));
    },

    async capture(_ctx, input) {
      const session = await stripe.checkout.sessions.retrieve(input.providerReference);
      const intentId = idOf(session.payment_intent);
      if (!intentId) return fail('capture', `session ${session.id} has no payment`);
      const intent = await stripe.paymentIntents.capture(
        intentId,
        { amount_to_capture: input.amount },
        { idempotencyKey: `capture-${input.idempotencyKey}` },
      );
      if (intent.status !== 'succeeded') fail('capture', `payment ${intent.id} is ${intent.status}`);
      return { capturedAmount: intent.amount_received, currencyCode: intent.currency.toUpperCase() };
    },

    async closeOpenSession(_ctx, providerReference) {
      try {
        await stripe.checkout.sessions.expire(providerReference);
      } catch (error) {
        // Only an open session can expire: one completed or expired meanwhile is answered by getStatus.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async refund(_ctx, input) {
      const session = await stripe.checkout.sessions.retrieve(input.providerReference);
      const intentId = idOf(session.payment_intent);
      if (!intentId) return fail('refund', `session ${session.id} has no payment`);
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: input.amount, metadata: { creditMemoNo: input.idempotencyKey } },
        { idempotencyKey: `refund-${input.idempotencyKey}` },
      );
      if (refund.currency.toUpperCase() !== input.currencyCode || refund.amount !== input.amount) {
        fail(
          'refund',
          `refund ${refund.id} is ${refund.amount} ${refund.currency}, asked ${input.amount} ${input.currencyCode}`,
        );
      }
      if (refund.status === 'succeeded') return { providerRefundId: refund.id, status: 'refunded' };
      if (refund.status === 'pending' || refund.status === 'requires_action') {
        return { providerRefundId: refund.id, status: 'pending' };
      }
      return fail('refund', `refund ${refund.id} is ${refund.status}`);
    },

    async getRefundState(_ctx, providerRefundId) {
      const refund = await stripe.refunds.retrieve(providerRefundId);
      if (refund.status === 'succeeded') return { status: 'refunded' };
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return {
          status: 'failed',
          reason: `Stripe refund ${refund.id} ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}`,
        };
      }
      return { status: 'pending' };
    },
  };

  return {
    provider,
    constructEvent: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}

/** The shop's payment id an event names (its session's or payment intent's metadata), or null. */
export function paymentIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as {
    metadata?: Record<string, string> | null;
    client_reference_id?: string | null;
  };
  return object.metadata?.paymentId ?? object.client_reference_id ?? null;
}

declare module '../../lib/context.ts' {
  interface Services {
    /** Stripe Checkout when it takes cards (`PAYMENT_CARD_PROVIDER=stripe`): its webhook's signature check. */
    readonly stripeCheckout: StripeCheckout | null;
  }
}
