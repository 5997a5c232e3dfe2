/** The payment module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { acceptFormBodies } from './accept-form-bodies.ts';
export type { ApprovedPaymentCapture, CaptureOutcome } from './approved-payment-capture.ts';
export { totalOf } from './payable-order.ts';
export { paymentHandlers } from './payment.routes.ts';
export type { PaymentConfig, StripeSettings } from './payment-config.ts';
export { isPaymentMethodAllowed } from './payment-methods.ts';
export type { CaptureResult, PaymentProvider, ProviderPaymentStatus } from './payment-provider.ts';
export {
  asPaymentStatus,
  lockPayment,
  markPaymentAuthorized,
  markPaymentCaptured,
  markUnpaid,
  type PaymentRow,
} from './payment-rows.ts';
export { markRefundFailed, RefundRefused, refundCreditMemo, refundOfCreditMemo } from './refund-payment.ts';
export { acceptRawJsonBodies, stripeWebhookHandlers } from './stripe.routes.ts';
export { createStripeCheckout, type StripeCheckout } from './stripe-checkout.ts';
export { testGatewayHandlers } from './test-gateway.routes.ts';
export { testGatewayProvider } from './test-gateway-provider.ts';
