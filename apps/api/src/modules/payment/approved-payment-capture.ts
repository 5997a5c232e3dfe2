import type { PaymentStatus } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import type { PaymentProvider, ProviderPaymentStatus } from './payment-provider.ts';

/** Where a capture left the payment; `providerUnavailable`: the provider failed, the next verification retries. */
export type CaptureOutcome = { status: PaymentStatus; providerUnavailable: boolean };

/**
 * The port through which verification captures a payment the provider approved. Capturing moves the order on
 * in the same transaction, so it is a flow above both modules (flows/capture-payment.ts) that a module cannot
 * import; wiring.ts connects it here.
 */
export type ApprovedPaymentCapture = (
  ctx: Ctx,
  provider: PaymentProvider,
  paymentId: string,
  approved: ProviderPaymentStatus,
) => Promise<CaptureOutcome>;

declare module '../../lib/context.ts' {
  interface Services {
    /** The payment module's port to the capture flow (wiring.ts). */
    readonly captureApprovedPayment: ApprovedPaymentCapture;
  }
}
