import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type EndpointRequest, route } from '../../lib/route.ts';
import { acceptFormBodies } from './accept-form-bodies.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { paymentProviderUnavailable } from './payment-errors.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { paymentReturnLocation } from './payment-return-location.ts';
import { testGatewayRoutes } from './test-gateway.routes.ts';
import { verifyPayment } from './verify-payment.ts';

/** The verify calls' requests: GET and POST carry the same path parameters. */
type VerifyRequest = EndpointRequest<typeof endpoints.payment.verifyPayment>;

/**
 * Payment calls of spec shop-front §7 (docs/decisions/0016-payments.md; definitions:
 * packages/contracts/src/endpoints/payment.ts). The verify calls answer GET and POST alike.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const card = app.services.cardProvider;
  // Providers post back forms as often as JSON; their bodies are ignored, but must not be refused.
  acceptFormBodies(app);

  route(app, endpoints.payment.getPaymentMethods, async (request) => ({
    paymentMethods: paymentMethodsFor(request.ctx, card),
  }));

  route(app, endpoints.payment.createPaymentIntent, async (request) =>
    createPaymentIntent(request.ctx, card, request.body),
  );

  const returnPayer = async (request: VerifyRequest, reply: FastifyReply) => {
    const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId);
    return reply.header('cache-control', 'no-store').redirect(paymentReturnLocation(verified), 303);
  };
  route(app, endpoints.payment.verifyPaymentRedirect, returnPayer);
  route(app, endpoints.payment.verifyPaymentRedirectPost, returnPayer);

  const verifyCallback = async (request: VerifyRequest) => {
    const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId);
    if (verified.providerUnavailable) throw paymentProviderUnavailable(card.name);
    return { paymentId: verified.paymentId, status: verified.status, orderId: verified.order.id };
  };
  route(app, endpoints.payment.verifyPayment, verifyCallback);
  route(app, endpoints.payment.verifyPaymentPost, verifyCallback);

  if (app.config.payment.card === 'test-gateway') await app.register(testGatewayRoutes);
};
