import type { CallbackSender } from './deliver-callback.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** How the shop reaches Stripe (docs/decisions/0086-stripe-checkout.md). */
export type StripeSettings = {
  /** `STRIPE_SECRET_KEY`: the account's secret (or restricted) key, `sk_…`/`rk_…`. */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET`: the signing secret of the webhook endpoint, `whsec_…`. */
  webhookSecret: string;
  /** `STRIPE_API_BASE`: another API host for tests (a local stand-in); null = Stripe's own. */
  apiBase: string | null;
};

/**
 * How the shop takes payments (docs/decisions/0016-payments.md). Pay-on-account needs no settings: dealers
 * always have it, nobody else does.
 */
export type PaymentConfig = {
  /**
   * Who takes card payments (`PAYMENT_CARD_PROVIDER`): the built-in hosted test gateway, or a provider
   * instance built in code (a real provider's adapter wired by the server, or a test double).
   */
  card: 'test-gateway' | 'stripe' | PaymentProvider;
  /** Stripe Checkout's keys (`STRIPE_*`), present when `card` is `stripe` (ADR 86). */
  stripe?: StripeSettings;
  /**
   * How the test gateway sends its server-to-server callback (`TEST_GATEWAY_CALLBACK`): `http` POSTs to the
   * callback URL on the public URL, as a real provider does; `in-process` hands the request to this API
   * directly (tests, or an API running without the web in front). A function replaces the transport.
   */
  testGatewayCallback: 'http' | 'in-process' | CallbackSender;
};
