import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthState } from '../lib/auth-state.ts';
import type { Ctx } from '../lib/context.ts';
import { decideTestGatewaySession } from '../modules/payment/decide-test-gateway-session.ts';
import type { CallbackSender } from '../modules/payment/deliver-callback.ts';
import { payments } from '../modules/payment/payment.tables.ts';
import { callApi } from './call-api.ts';
import { area, caller, cartCalls, cuKey, findVariant, visitorToken } from './cart-kit.ts';
import { testCtx } from './test-ctx.ts';

/** Test helpers of the payment suites. */

/** A service context on a test app, as a request would build it. */
export function ctxOf(app: FastifyInstance, auth: AuthState = { kind: 'none' }): Ctx {
  return testCtx(app, auth);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const guestAddress = {
  name: 'Guest Buyer',
  address1: 'Strandvejen 1',
  postalCode: '2100',
  city: 'København',
  countryCode: 'DK',
  email: 'guest@example.com',
};

export type GuestOrder = {
  token: string;
  cartId: string;
  orderId: string;
  total: number;
  currencyCode: string;
};

/**
 * What a guest does before paying, through the real calls: a visitor token, a Stock cart with one unit, shipping,
 * calculation, and CreateOrderByCartId with card. Answers the order awaiting payment.
 */
export async function placeGuestCardOrder(
  app: FastifyInstance,
  languageCode: 'en' | 'da' = 'en',
): Promise<GuestOrder> {
  const token = await visitorToken(app);
  const call = caller(() => app);
  const carts = cartCalls(call);
  const variant = await findVariant(app, { allowStockOrder: true, minOnHand: 30 });
  const cart = await carts.open(token, 'Stock');
  await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
  const methods = await call(
    endpoints.shipping.getShippingMethods,
    { area, cartId: cart.cartId, address: guestAddress },
    token,
  );
  if (methods.statusCode !== 200) throw new Error(`GetShippingMethods: ${methods.body}`);
  const internalId = methods.json().shippingMethods[0].internalId as string;
  const shipping = await call(
    endpoints.cart.setShipping,
    { area, cartId: cart.cartId, shippingAddress: guestAddress, shippingMethod: { internalId } },
    token,
  );
  if (shipping.statusCode >= 300) throw new Error(`SetShipping: ${shipping.body}`);
  await carts.calculate(token, cart.cartId);
  const created = await call(
    endpoints.order.createOrderByCartId,
    {
      areaInfo: { ...area, languageCode },
      cartId: cart.cartId,
      paymentMethod: 'card',
      acceptTerms: true,
      email: guestAddress.email,
    },
    token,
  );
  if (created.statusCode !== 200) throw new Error(`CreateOrderByCartId: ${created.body}`);
  const order = created.json().order;
  if (order.status !== 'PendingPayment')
    throw new Error(`a card order should await payment: ${created.body}`);
  return {
    token,
    cartId: cart.cartId,
    orderId: order.orderId,
    total: order.totalNetPrice.priceWithVat,
    currencyCode: order.currencyCode,
  };
}

/**
 * A payment session opened for an order through CreatePaymentIntent, with its test-gateway session; `decide`
 * records the payer's decision directly (no callback of its own).
 */
export async function openPaymentSession(app: FastifyInstance, order: { token: string; cartId: string }) {
  const response = await callApi(
    app,
    endpoints.payment.createPaymentIntent,
    { body: { areaInfo: area, cartId: order.cartId } },
    { token: order.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  const { paymentId } = response.json().paymentIntentResponse as { paymentId: string };
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const sessionId = payment?.providerReference as string;
  return {
    paymentId,
    sessionId,
    decide: (decision: 'approved' | 'declined' | 'cancelled') =>
      decideTestGatewaySession(ctxOf(app), sessionId, decision),
  };
}

/**
 * A callback transport for tests: hands each callback to the app like the in-process one and keeps the answers,
 * so a test can wait for the deliveries the gateway started in the background.
 */
export function recordingCallbacks() {
  let target: FastifyInstance | null = null;
  const deliveries: Array<Promise<{ url: string; status: number }>> = [];
  const send: CallbackSender = (url, body) => {
    if (!target) throw new Error('attach the app first');
    const { pathname, search } = new URL(url);
    const delivery = target
      .inject({ method: 'POST', url: pathname + search, payload: body as object })
      .then((response) => ({ url, status: response.statusCode }));
    deliveries.push(delivery);
    return delivery.then((result) => result.status);
  };
  return {
    send,
    attach(app: FastifyInstance) {
      target = app;
    },
    /** Every callback sent so far, once answered. */
    answered: () => Promise.all(deliveries),
  };
}
