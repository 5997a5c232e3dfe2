import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.ts';
import type { Handlers } from '../../lib/route.ts';
import { receiveStripeEvent } from './receive-stripe-event.ts';

/**
 * Keep JSON bodies as the bytes that arrived in the Stripe webhook's scope only (routes.ts): Stripe signs the raw
 * body, and parsing and serialising it again would change what was signed. Under the app's one body limit.
 */
export function acceptRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}

/** Stripe Checkout's webhook (ADR 86): 404 unless Stripe takes cards, so no other configuration acts on it. */
export const stripeWebhookHandlers = {
  receiveStripeWebhook: async (request) => {
    const checkout = request.ctx.services.stripeCheckout;
    if (!checkout) {
      throw appError('not-found', 'Stripe Checkout is not the card provider here (PAYMENT_CARD_PROVIDER)');
    }
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return receiveStripeEvent(
      request.ctx,
      checkout,
      body,
      typeof signature === 'string' ? signature : undefined,
    );
  },
} satisfies Partial<Handlers<typeof endpoints.payment>>;
