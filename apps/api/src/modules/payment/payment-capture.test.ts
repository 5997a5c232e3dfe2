import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { type GuestOrder, openPaymentSession, placeGuestCardOrder } from '../../test-support/payment-kit.ts';
import { useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { orderStatusEvents, orders } from '../order/order.tables.ts';
import { payments, testGatewaySessions } from './payment.tables.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { testGatewayProvider } from './test-gateway-provider.ts';

const shared = useSharedTestApp();

/** An order (a new guest card order unless given) with an open gateway session. */
async function openPayment(app: FastifyInstance, order?: GuestOrder) {
  const placed = order ?? (await placeGuestCardOrder(app));
  return { order: placed, ...(await openPaymentSession(app, placed)) };
}

/** The provider's callback, with what a provider might post (ignored: the provider is asked). */
const verifyCallback = (app: FastifyInstance, paymentId: string, body?: object) =>
  callApiUnchecked(app, endpoints.payment.verifyPaymentPost, { params: { area: 'b2b', paymentId }, body });
/** The payer's return, with what a tampered return might claim in its query (ignored too). */
const verifyRedirect = (app: FastifyInstance, paymentId: string, query?: Record<string, unknown>) =>
  callApiUnchecked(app, endpoints.payment.verifyPaymentRedirect, {
    params: { area: 'b2b', paymentId },
    query,
  });

async function captureFacts(app: FastifyInstance, orderId: string, sessionId: string) {
  const rows = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  const moves = await app.db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, 'PendingTransfer')));
  const captures = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.captured'), eq(auditLog.entityId, rows[0]?.id ?? '')));
  const [session] = await app.db
    .select()
    .from(testGatewaySessions)
    .where(eq(testGatewaySessions.id, sessionId));
  return {
    captured: rows.filter((row) => row.status === 'captured').length,
    statuses: rows.map((row) => row.status),
    failureReasons: rows.map((row) => row.failureReason),
    orderStatus: order?.status,
    movesToPendingTransfer: moves.length,
    captureAudits: captures.length,
    gatewayCaptured: session?.capturedAmount,
  };
}

describe('capture is exactly once', () => {
  it('ten concurrent callbacks racing the redirect: one capture, one order move, one audit entry', async () => {
    const { app } = shared;
    const { order, paymentId, sessionId, decide } = await openPayment(app);
    await decide('approved');
    const [redirect, ...callbacks] = await Promise.all([
      verifyRedirect(app, paymentId),
      ...Array.from({ length: 10 }, () => verifyCallback(app, paymentId)),
    ]);
    expect(redirect?.statusCode).toBe(303);
    expect(redirect?.headers.location).toBe(`/checkout/receipt?orderId=${order.orderId}`);
    for (const callback of callbacks) {
      expect(callback.statusCode, callback.body).toBe(200);
      expect(callback.json()).toEqual({ paymentId, status: 'captured', orderId: order.orderId });
    }
    expect(await captureFacts(app, order.orderId, sessionId)).toMatchObject({
      captured: 1,
      statuses: ['captured'],
      orderStatus: 'PendingTransfer',
      movesToPendingTransfer: 1,
      captureAudits: 1,
      gatewayCaptured: order.total,
    });
    const ordersOfCart = await app.db.select().from(orders).where(eq(orders.cartId, order.cartId));
    expect(ordersOfCart).toHaveLength(1);
  });

  it('two sessions of one order both approved and verified at once: only one is captured', async () => {
    const { app } = shared;
    const first = await openPayment(app);
    const second = await openPayment(app, first.order);
    await first.decide('approved');
    await second.decide('approved');
    const answers = await Promise.all([
      verifyCallback(app, first.paymentId),
      verifyCallback(app, second.paymentId),
      verifyCallback(app, first.paymentId),
      verifyCallback(app, second.paymentId),
    ]);
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === 'captured')).toHaveLength(2); // the winner, twice
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(2);
    const facts = await captureFacts(app, first.order.orderId, first.sessionId);
    expect(facts).toMatchObject({ captured: 1, orderStatus: 'PendingTransfer', movesToPendingTransfer: 1 });
    expect(facts.failureReasons.filter(Boolean)[0]).toMatch(/already being paid|not PendingPayment/);
    const sessions = await app.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.merchantReference, first.paymentId));
    const otherSessions = await app.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.merchantReference, second.paymentId));
    const amounts = [...sessions, ...otherSessions]
      .map((session) => session.capturedAmount)
      .sort((a, b) => a - b);
    expect(amounts).toEqual([0, first.order.total]);
  });
});

describe('verification believes the provider only', () => {
  it('a tampered return claiming success for a declined session captures nothing', async () => {
    const { app } = shared;
    const { order, paymentId, sessionId, decide } = await openPayment(app);
    await decide('declined');
    const tampered = await verifyRedirect(app, paymentId, {
      status: 'approved',
      paid: true,
      amount: order.total,
    });
    expect(tampered.headers.location).toBe(
      `/ecom/checkout?payment=declined&cartId=${order.cartId}&orderId=${order.orderId}`,
    );
    const posted = await callApiUnchecked(app, endpoints.payment.verifyPaymentRedirectPost, {
      params: { area: 'b2b', paymentId },
      body: { status: 'approved', decision: 'approved' },
    });
    expect(posted.headers.location).toContain('payment=declined');
    expect((await verifyCallback(app, paymentId, { state: 'approved' })).json().status).toBe('declined');
    expect(await captureFacts(app, order.orderId, sessionId)).toMatchObject({
      captured: 0,
      statuses: ['declined'],
      orderStatus: 'PendingPayment',
      gatewayCaptured: 0,
    });
  });

  it('a return before the payer decided changes nothing, whatever it claims', async () => {
    const { app } = shared;
    const { order, paymentId, sessionId } = await openPayment(app);
    const early = await verifyRedirect(app, paymentId, { status: 'approved' });
    expect(early.headers.location).toContain('payment=pending');
    expect(await captureFacts(app, order.orderId, sessionId)).toMatchObject({
      statuses: ['pending'],
      gatewayCaptured: 0,
    });
  });

  it('an approved amount other than the order total is not captured (failed, with the reason)', async () => {
    const { app } = shared;
    const { order, paymentId, sessionId, decide } = await openPayment(app);
    await app.db
      .update(testGatewaySessions)
      .set({ amount: order.total - 1 })
      .where(eq(testGatewaySessions.id, sessionId));
    await decide('approved');
    const answer = await verifyCallback(app, paymentId);
    expect(answer.json()).toEqual({ paymentId, status: 'failed', orderId: order.orderId });
    const facts = await captureFacts(app, order.orderId, sessionId);
    expect(facts).toMatchObject({
      captured: 0,
      statuses: ['failed'],
      orderStatus: 'PendingPayment',
      gatewayCaptured: 0,
    });
    expect(facts.failureReasons[0]).toContain(`amount mismatch: the provider approved ${order.total - 1}`);
    expect((await verifyRedirect(app, paymentId)).headers.location).toContain('payment=failed');
  });

  it('answers 404 for an unknown payment or one of another area', async () => {
    const { app } = shared;
    const { paymentId } = await openPayment(app);
    expect((await verifyCallback(app, 'pay_unknown')).statusCode).toBe(404);
    const otherArea = await callApi(app, endpoints.payment.verifyPaymentRedirect, {
      params: { area: 'b2c', paymentId },
    });
    expect(otherArea.statusCode).toBe(404);
    expect(otherArea.json().errorCode).toBe('payment-not-found');
  });
});

describe('a provider that cannot be asked', () => {
  it('decides nothing: the callback answers 502, the payer goes back to checkout as pending', async () => {
    let down = false;
    const flaky: PaymentProvider = {
      ...testGatewayProvider,
      name: 'test-gateway',
      getStatus: (ctx, reference) => {
        if (down) throw new Error('connect ETIMEDOUT');
        return testGatewayProvider.getStatus(ctx, reference);
      },
    };
    const app = await useTestApp({ payment: { card: flaky, testGatewayCallback: 'in-process' } });
    const { order, paymentId, sessionId, decide } = await openPayment(app);
    await decide('approved');
    down = true;
    const callback = await verifyCallback(app, paymentId);
    expect(callback.statusCode).toBe(502);
    expect(callback.json().errorCode).toBe('payment-provider-unavailable');
    expect((await verifyRedirect(app, paymentId)).headers.location).toContain('payment=pending');
    expect(await captureFacts(app, order.orderId, sessionId)).toMatchObject({
      captured: 0,
      statuses: ['pending'],
    });
    // The provider's own pages are not served when it is not the built-in gateway.
    const page = await callApi(app, endpoints.payment.getTestGatewayPage, {
      params: { sessionId },
      query: {},
    });
    expect(page.statusCode).toBe(404);
    down = false;
    expect((await verifyCallback(app, paymentId)).json().status).toBe('captured');
  });
});
