import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test-support/call-api.ts';
import { area, visitorToken } from '../../test-support/cart-kit.ts';
import { type GuestOrder, placeGuestCardOrder, recordingCallbacks } from '../../test-support/payment-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { payments, testGatewaySessions } from './payment.tables.ts';

const callbacks = recordingCallbacks();
const shared = useSharedTestApp({ payment: { card: 'test-gateway', testGatewayCallback: callbacks.send } });
beforeAll(() => callbacks.attach(shared.app));

const shop = 'http://localhost:3000';

async function createIntent(
  app: FastifyInstance,
  order: Pick<GuestOrder, 'token' | 'cartId'>,
  domain = shop,
) {
  return callApi(
    app,
    endpoints.payment.createPaymentIntent,
    { body: { areaInfo: area, cartId: order.cartId, domain } },
    { token: order.token },
  );
}

/** The payer on the gateway page: open it, press a button (a plain form post), follow the 303 back. */
async function payOnGateway(
  app: FastifyInstance,
  redirectLink: string,
  action: 'approve' | 'decline' | 'cancel',
) {
  const { pathname } = new URL(redirectLink);
  const page = await app.inject({ method: 'GET', url: pathname });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`action="${pathname}/${action}"`);
  const pressed = await app.inject({
    method: 'POST',
    url: `${pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pressed.statusCode).toBe(303);
  return pressed.headers.location as string;
}

async function returnToShop(app: FastifyInstance, returnUrl: string, method: 'GET' | 'POST' = 'GET') {
  const { pathname, search } = new URL(returnUrl);
  const back = await app.inject({ method, url: pathname + search });
  expect(back.statusCode).toBe(303);
  return back.headers.location as string;
}

async function orderOf(app: FastifyInstance, order: GuestOrder) {
  const response = await callApi(
    app,
    endpoints.order.getOrderByCartId,
    { body: { areaInfo: area, orderId: order.orderId } },
    { token: order.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order.item;
}

/** Where the payer returns to, and where the gateway calls back, for a payment of the b2b area. */
const returnUrlOf = (paymentId: string) =>
  `${shop}${pathOf(endpoints.payment.verifyPaymentRedirect, { area: 'b2b', paymentId })}`;
const callbackUrlOf = (paymentId: string) =>
  `${shop}${pathOf(endpoints.payment.verifyPayment, { area: 'b2b', paymentId })}`;

describe('GetPaymentMethods', () => {
  it('offers a visitor the card, and a dealer pay-on-account first', async () => {
    const { app } = shared;
    const { visitor, dealer } = {
      visitor: await visitorToken(app),
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
    };
    const methods = async (token: string) =>
      (await callApi(app, endpoints.payment.getPaymentMethods, { body: { area } }, { token })).json()
        .paymentMethods;
    expect(await methods(visitor)).toEqual([
      { id: 'card', nameKey: 'checkout.payment.card', redirect: true, provider: 'test-gateway' },
    ]);
    expect((await methods(dealer)).map((method: { id: string }) => method.id)).toEqual(['account', 'card']);
    const anonymous = await callApi(app, endpoints.payment.getPaymentMethods, { body: { area } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('CreatePaymentIntent', () => {
  it('answers an empty intent without a cart id (spec §5)', async () => {
    const { app } = shared;
    const token = await visitorToken(app);
    const response = await callApi(
      app,
      endpoints.payment.createPaymentIntent,
      { body: { areaInfo: area } },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentIntentResponse: { redirectLink: null, paymentId: null } });
  });

  it("opens a gateway session for exactly the order total, returning to the shop's domain", async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const response = await createIntent(app, order);
    expect(response.statusCode, response.body).toBe(200);
    const { redirectLink, paymentId } = response.json().paymentIntentResponse;
    const link = new URL(redirectLink);
    const sessionId = link.pathname.slice(link.pathname.lastIndexOf('/') + 1);
    expect(sessionId).toMatch(/^tg_[\w-]+$/);
    // The gateway's page speaks the order's language (a guest's order here is English).
    expect(redirectLink).toBe(
      `${shop}${pathOf(endpoints.payment.getTestGatewayPage, { sessionId })}?locale=en`,
    );
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      orderId: order.orderId,
      amount: order.total,
      currencyCode: order.currencyCode,
      status: 'pending',
      returnUrl: returnUrlOf(paymentId),
    });
    const [session] = await app.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.id, payment?.providerReference ?? ''));
    expect(session).toMatchObject({
      amount: order.total,
      currencyCode: order.currencyCode,
      merchantReference: paymentId,
    });
    expect(session?.callbackUrl).toBe(callbackUrlOf(paymentId));
  });

  it('refuses a foreign domain with a 400 and opens nothing', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const response = await createIntent(app, order, 'https://evil.example');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'payment-domain-not-allowed' });
    expect(response.json().message).toContain('https://evil.example');
    const opened = await app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(opened).toEqual([]);
  });

  it("refuses another visitor's and a dealer's attempt to pay someone's order (403)", async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const stranger = await visitorToken(app);
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    for (const token of [stranger, dealer]) {
      const response = await createIntent(app, { token, cartId: order.cartId });
      expect(response.statusCode).toBe(403);
      expect(response.json().type).toBe('NotCartOwnerException');
    }
    const unknownCart = await createIntent(app, { token: stranger, cartId: 'no-such-cart' });
    expect(unknownCart.statusCode).toBe(404);
  });
});

describe('paying through the hosted test gateway', () => {
  it('approve: the payer returns to the receipt, the order moves to PendingTransfer, the payment is captured', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const { redirectLink, paymentId } = (await createIntent(app, order)).json().paymentIntentResponse;
    const page = await app.inject({ method: 'GET', url: new URL(redirectLink).pathname });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(page.body).toContain('<html lang="en">');

    const returnUrl = await payOnGateway(app, redirectLink, 'approve');
    expect(returnUrl).toBe(returnUrlOf(paymentId));
    expect(await returnToShop(app, returnUrl)).toBe(`/checkout/receipt?orderId=${order.orderId}`);

    expect(await orderOf(app, order)).toMatchObject({ status: 'PendingTransfer', paymentStatus: 'captured' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'captured', amount: order.total });
    expect(payment?.capturedAt).toBeInstanceOf(Date);
    // The gateway's callback arrived too, and found the payment already captured.
    expect(await callbacks.answered()).toContainEqual({
      url: callbackUrlOf(paymentId),
      status: 200,
    });
    const again = await createIntent(app, order);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order-not-awaiting-payment');
  });

  it('the server-to-server callback alone captures the payment (the payer never came back)', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const { redirectLink, paymentId } = (await createIntent(app, order)).json().paymentIntentResponse;
    await payOnGateway(app, redirectLink, 'approve');
    await callbacks.answered();
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('captured');
    expect(await orderOf(app, order)).toMatchObject({ status: 'PendingTransfer' });
  });

  it('decline: back to checkout with the outcome, the order still awaits payment, a new intent can succeed', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const first = (await createIntent(app, order)).json().paymentIntentResponse;
    const returnUrl = await payOnGateway(app, first.redirectLink, 'decline');
    expect(await returnToShop(app, returnUrl, 'POST')).toBe(
      `/ecom/checkout?payment=declined&cartId=${order.cartId}&orderId=${order.orderId}`,
    );
    expect(await orderOf(app, order)).toMatchObject({ status: 'PendingPayment' });
    const [declined] = await app.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(declined).toMatchObject({
      status: 'declined',
      failureReason: expect.stringContaining('declined'),
    });

    const retry = (await createIntent(app, order)).json().paymentIntentResponse;
    expect(retry.paymentId).not.toBe(first.paymentId);
    expect(await returnToShop(app, await payOnGateway(app, retry.redirectLink, 'approve'))).toBe(
      `/checkout/receipt?orderId=${order.orderId}`,
    );
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows.map((row) => row.status).sort()).toEqual(['captured', 'declined']);
  });

  it('cancel: a Danish payer returns to the Danish checkout; nothing is captured', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app, 'da');
    const intent = (await createIntent(app, order)).json().paymentIntentResponse;
    const returnUrl = await payOnGateway(app, intent.redirectLink, 'cancel');
    expect(await returnToShop(app, returnUrl)).toBe(
      `/da/checkout?payment=cancelled&cartId=${order.cartId}&orderId=${order.orderId}`,
    );
    const [session] = await app.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.merchantReference, intent.paymentId));
    expect(session).toMatchObject({ decision: 'cancelled', capturedAmount: 0 });
    expect(await orderOf(app, order)).toMatchObject({ status: 'PendingPayment' });
  });

  it('a Danish order that is paid returns to /da/checkout/kvittering', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app, 'da');
    const intent = (await createIntent(app, order)).json().paymentIntentResponse;
    const returnUrl = await payOnGateway(app, intent.redirectLink, 'approve');
    expect(await returnToShop(app, returnUrl)).toBe(`/da/checkout/kvittering?orderId=${order.orderId}`);
  });

  it('the gateway keeps the first decision: the same again answers the same, another is a 409', async () => {
    const { app } = shared;
    const order = await placeGuestCardOrder(app);
    const intent = (await createIntent(app, order)).json().paymentIntentResponse;
    const { pathname } = new URL(intent.redirectLink);
    const post = (action: string) =>
      app.inject({
        method: 'POST',
        url: `${pathname}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    expect((await post('decline')).statusCode).toBe(303);
    expect((await post('decline')).statusCode).toBe(303);
    const other = await post('approve');
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('payment-session-decided');
    expect((await post('refund')).statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: pathname });
    expect(page.body).toContain('This payment was declined.');
    const unknown = await callApi(app, endpoints.payment.getTestGatewayPage, {
      params: { sessionId: 'tg_nope' },
      query: {},
    });
    expect(unknown.statusCode).toBe(404);
    const sent = (await callbacks.answered()).filter((delivery) => delivery.url.endsWith(intent.paymentId));
    expect(sent).toHaveLength(1);
    const [row] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, intent.paymentId), eq(payments.status, 'declined')));
    expect(row).toBeDefined();
  });

  it('answers 404 on the Stripe webhook while the test gateway takes cards (ADR 86)', async () => {
    const response = await shared.app.inject({
      method: 'POST',
      url: endpoints.payment.receiveStripeWebhook.path,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('not-found');
  });
});
