/** The payment module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { acceptFormBodies } from './accept-form-bodies.ts';
export type { ApprovedPaymentCapture, CaptureOutcome } from './approved-payment-capture.ts';
export { totalOf } from './payable-order.ts';
export { paymentHandlers } from './payment.routes.ts';
export type { PaymentConfig } from './payment-config.ts';
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
export { testGatewayHandlers } from './test-gateway.routes.ts';
export { testGatewayProvider } from './test-gateway-provider.ts';
