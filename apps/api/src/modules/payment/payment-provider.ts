import type { Ctx } from '../../lib/context.ts';

/** What the provider says about a session. `open`: the payer has not decided yet. */
export type ProviderPaymentState = 'open' | 'approved' | 'declined' | 'cancelled';

export type CreatePaymentSessionInput = {
  /** Our payment id: the provider's merchant reference and the idempotency key of its capture. */
  paymentId: string;
  /** Minor units, exactly the order total the payer is charged. */
  amount: number;
  currencyCode: string;
  /** Where the provider sends the payer's browser back (VerifyPaymentRedirect on a shop domain). */
  returnUrl: string;
  /** Where the provider calls us server to server when the payer decided (VerifyPayment on the public URL). */
  callbackUrl: string;
  /** Shown to the payer on the provider's page. */
  description: string;
  /** The payer's language (the order's): the provider's page speaks it where it can. */
  languageCode: string;
};

export type PaymentSession = {
  /** The provider's page the payer's browser goes to. */
  redirectLink: string;
  /** The provider's id of the session; the only handle the shop keeps. */
  providerReference: string;
};

export type ProviderPaymentStatus = {
  state: ProviderPaymentState;
  /** The amount the payer approved (authorized), minor units. */
  approvedAmount: number;
  currencyCode: string;
  /** What has been captured so far, minor units (0 before capture). */
  capturedAmount: number;
};

export type CapturePaymentInput = {
  providerReference: string;
  amount: number;
  currencyCode: string;
  /** Same key → same capture: repeated calls never take the money twice. */
  idempotencyKey: string;
};

export type CaptureResult = { capturedAmount: number; currencyCode: string };

export type RefundPaymentInput = {
  providerReference: string;
  amount: number;
  currencyCode: string;
  /** Same key → same refund (the credit memo's number): a repeated call never pays back twice. */
  idempotencyKey: string;
};

/** `pending`: the provider took the refund and confirms it later; `refunded`: paid back. */
export type RefundResult = { providerRefundId: string; status: 'pending' | 'refunded' };

/** Where a refund the provider took stands now: still pending, paid back, or failed (the provider's reason). */
export type RefundState = { status: 'pending' | 'refunded' } | { status: 'failed'; reason: string };

/**
 * A card payment provider as the shop sees it (docs/decisions/0016-payments.md). The built-in hosted test
 * gateway implements it; a real provider (Stripe Checkout, Nets Easy, QuickPay) plugs in beside it through
 * `PaymentConfig.card`. The shop never trusts what the payer's browser brings back: it asks `getStatus`.
 * Every method may throw or hang (network); callers treat that as "provider unavailable" and never as a
 * decision. Implementations must never be called inside a database transaction of the shop.
 */
export interface PaymentProvider {
  /** Short name, stored on the payment row and shown in GetPaymentMethods. */
  readonly name: string;
  /** Open a hosted payment session for exactly `amount` in `currencyCode`. */
  createSession(ctx: Ctx, input: CreatePaymentSessionInput): Promise<PaymentSession>;
  /** The provider's current view of the session. */
  getStatus(ctx: Ctx, providerReference: string): Promise<ProviderPaymentStatus>;
  /**
   * Capture an approved session's full amount. Idempotent: capturing again with the same key and amount
   * answers the first capture. Throws when the session is not approved or the amount differs.
   */
  capture(ctx: Ctx, input: CapturePaymentInput): Promise<CaptureResult>;
  /**
   * The payer came back to the shop while the session is still open (left the provider's page without paying):
   * close it so it can no longer be paid. Optional: a provider whose payer only returns after deciding lacks it.
   */
  closeOpenSession?(ctx: Ctx, providerReference: string): Promise<void>;
  /**
   * Pay back part of a captured payment, idempotent by key. Optional: without it, credit memos of card
   * payments are refunded by hand (ADR 86).
   */
  refund?(ctx: Ctx, input: RefundPaymentInput): Promise<RefundResult>;
  /** The provider's current view of a refund it answered `pending` (asked when it says the refund changed). */
  getRefundState?(ctx: Ctx, providerRefundId: string): Promise<RefundState>;
}

/** A provider failed or answered something unusable; never read as the payer's decision. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}
