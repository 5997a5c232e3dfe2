import {
  CreatePaymentIntentBody,
  ErrorBody,
  GetPaymentMethodsBody,
  PaymentIntentResponse,
  PaymentMethodsResponse,
  VerifyPaymentParams,
  VerifyPaymentResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from './accept-form-bodies.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { paymentProviderUnavailable } from './payment-errors.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { paymentReturnLocation } from './payment-return-location.ts';
import { selectCardProvider } from './select-card-provider.ts';
import { testGatewayRoutes } from './test-gateway.routes.ts';
import { verifyPayment } from './verify-payment.ts';

/**
 * Payment calls of spec shop-front §7 (docs/decisions/0016-payments.md). The verify routes are anonymous: the
 * provider and a returning browser carry no shop token, and neither is trusted: the provider is asked.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Payment'];
  const card = selectCardProvider(app.config.payment);
  // Providers post back forms as often as JSON; their bodies are ignored, but must not be refused.
  acceptFormBodies(app);

  app.post(
    '/api/Payment/GetPaymentMethods',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary:
          'The payment methods the caller may use: card (hosted provider page, redirect) for everyone, and ' +
          'pay on account (no redirect) first for dealers and sales users acting for one.',
        body: GetPaymentMethodsBody,
        response: { 200: PaymentMethodsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({ paymentMethods: paymentMethodsFor(request.ctx, card) }),
  );

  app.post(
    '/api/Payment/CreatePaymentIntent',
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary:
          "Open a provider session for the cart's order (made by CreateOrderByCartId, PendingPayment, paid by " +
          "card, the caller's): the amount is the order total. No cartId, or an order on account → " +
          'redirectLink and paymentId null. domain (an origin such as https://shop.example) must be the public ' +
          "URL's or one of the area's domains (else 400); the payer returns to " +
          '{domain}/api/Payment/VerifyPaymentRedirect/{area}/{paymentId}. A new call after a declined or ' +
          'cancelled payment opens a new session for the same order. 403 NotCartOwnerException for another ' +
          "owner's order, 404 without an order, 409 when the order no longer awaits payment, 502 when the " +
          'provider does not answer.',
        body: CreatePaymentIntentBody,
        response: {
          200: PaymentIntentResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => createPaymentIntent(request.ctx, card, request.body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/Payment/VerifyPaymentRedirect/:area/:paymentId',
    config: { access: 'anonymous' },
    schema: {
      tags,
      summary:
        "The payer's browser back from the provider. Query and body are ignored: the provider is asked. " +
        'Captured → 303 to the receipt (/checkout/receipt?orderId=…, /da/checkout/kvittering for Danish ' +
        'orders); otherwise 303 to the checkout with ?payment=declined|cancelled|failed|pending&cartId=…' +
        '&orderId=…. 404 for an unknown payment.',
      params: VerifyPaymentParams,
      response: { 404: ErrorBody },
    },
    handler: async (request, reply) => {
      const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId);
      return reply.header('cache-control', 'no-store').redirect(paymentReturnLocation(verified), 303);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/Payment/VerifyPayment/:area/:paymentId',
    config: { access: 'anonymous' },
    schema: {
      tags,
      summary:
        "The provider's server-to-server callback. Body and query are ignored: the provider is asked, and an " +
        'approved payment is captured exactly once however often this arrives. 404 for an unknown payment; ' +
        '502 when the provider cannot be asked now (the provider retries).',
      params: VerifyPaymentParams,
      response: { 200: VerifyPaymentResponse, 404: ErrorBody, 502: ErrorBody },
    },
    handler: async (request) => {
      const verified = await verifyPayment(request.ctx, card, request.params.area, request.params.paymentId);
      if (verified.providerUnavailable) throw paymentProviderUnavailable(card.name);
      return { paymentId: verified.paymentId, status: verified.status, orderId: verified.order.id };
    },
  });

  if (app.config.payment.card === 'test-gateway') await app.register(testGatewayRoutes);
};
