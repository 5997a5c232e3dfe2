import { appError } from '../../lib/app-error.ts';

/** Expected payment failures, each naming the problem; mapped to HTTP by the one error handler. */
export const paymentNotFound = (paymentId: string) =>
  appError('payment-not-found', `No payment ${paymentId} in this area`);

export const orderNotFoundForCart = (cartId: string) =>
  appError(
    'order-not-found',
    `No order for cart ${cartId}: create it with CreateOrderByCartId before paying`,
  );

export const orderNotAwaitingPayment = (orderId: string, status: string) =>
  appError(
    'order-not-awaiting-payment',
    `Order ${orderId} is ${status}, not PendingPayment: there is nothing to pay`,
  );

export const domainNotAllowed = (domain: string) =>
  appError(
    'payment-domain-not-allowed',
    `domain ${JSON.stringify(domain)} is not one of the shop's domains; the payer can only return to the shop`,
  );

export const paymentProviderUnavailable = (provider: string) =>
  appError(
    'payment-provider-unavailable',
    `The payment provider ${provider} did not answer; try again shortly`,
  );
