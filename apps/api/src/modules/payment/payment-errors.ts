import { AppError, badRequest, notFound } from '../../lib/app-error.ts';

/** Expected payment failures, each naming the problem; mapped to HTTP by the one error handler. */
export const paymentNotFound = (paymentId: string) =>
  notFound(`No payment ${paymentId} in this area`, 'payment-not-found');

export const orderNotFoundForCart = (cartId: string) =>
  notFound(
    `No order for cart ${cartId}: create it with CreateOrderByCartId before paying`,
    'order-not-found',
  );

export const orderNotAwaitingPayment = (orderId: string, status: string) =>
  new AppError(
    409,
    'order-not-awaiting-payment',
    `Order ${orderId} is ${status}, not PendingPayment: there is nothing to pay`,
    'PaymentException',
  );

export const domainNotAllowed = (domain: string) =>
  badRequest(
    `domain ${JSON.stringify(domain)} is not one of the shop's domains; the payer can only return to the shop`,
    'payment-domain-not-allowed',
  );

export const paymentProviderUnavailable = (provider: string) =>
  new AppError(
    502,
    'payment-provider-unavailable',
    `The payment provider ${provider} did not answer; try again shortly`,
    'PaymentProviderException',
  );
