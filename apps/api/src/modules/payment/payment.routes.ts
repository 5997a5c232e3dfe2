import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyReply } from 'fastify';
import type { EndpointRequest, Handlers } from '../../lib/route.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { paymentProviderUnavailable } from './payment-errors.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { paymentReturnLocation } from './payment-return-location.ts';
import { verifyPayment } from './verify-payment.ts';

/** The verify calls' requests: GET and POST carry the same path parameters. */
type VerifyRequest = EndpointRequest<typeof endpoints.payment.verifyPayment>;

const returnPayer = async (request: VerifyRequest, reply: FastifyReply) => {
  const card = request.ctx.services.cardProvider;
  const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId, {
    payerReturned: true,
  });
  return reply.header('cache-control', 'no-store').redirect(paymentReturnLocation(verified), 303);
};

const verifyCallback = async (request: VerifyRequest) => {
  const card = request.ctx.services.cardProvider;
  const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId);
  if (verified.providerUnavailable) throw paymentProviderUnavailable(card.name);
  return { paymentId: verified.paymentId, status: verified.status, orderId: verified.order.id };
};

/**
 * Payment calls of spec shop-front §7 (docs/decisions/0016-payments.md; definitions:
 * packages/contracts/src/endpoints/payment.ts), on the app's card provider. The verify calls answer GET and
 * POST alike; routes.ts gives them a scope that accepts form bodies (accept-form-bodies.ts).
 */
export const paymentHandlers = {
  getPaymentMethods: async (request) => ({
    paymentMethods: paymentMethodsFor(request.ctx, request.ctx.services.cardProvider),
  }),

  createPaymentIntent: async (request) =>
    createPaymentIntent(request.ctx, request.ctx.services.cardProvider, request.body),

  verifyPaymentRedirect: returnPayer,
  verifyPaymentRedirectPost: returnPayer,

  verifyPayment: verifyCallback,
  verifyPaymentPost: verifyCallback,
} satisfies Partial<Handlers<typeof endpoints.payment>>;
