/**
 * The checkout's form steps (shipping, billing, payment): they bring react-hook-form and zod, so they form one
 * chunk that loads when the shopper leaves the first step (checkout-page.tsx), not with the page.
 */
export { BillingStep } from './billing-step.tsx';
export { PaymentStep } from './payment-step.tsx';
export { ShippingStep } from './shipping-step.tsx';
