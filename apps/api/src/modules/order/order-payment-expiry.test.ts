import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSharedTestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { area } from '../cart/cart-test-kit.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { decideTestGatewaySession } from '../payment/decide-test-gateway-session.ts';
import { payments, testGatewaySessions } from '../payment/payment.tables.ts';
import type { PaymentProvider } from '../payment/payment-provider.ts';
import { bearer, ctxOf } from '../payment/payment-test-kit.ts';
import { testGatewayProvider } from '../payment/test-gateway-provider.ts';
import { orderStatusEvents, orders, stockReservations } from './order.tables.ts';
import { expireUnpaidOrder, paymentExpiryQueue } from './order-payment-expiry.ts';
import {
  createOrder,
  onHand,
  readyCart,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
  visitorToken,
} from './order-test-kit.ts';

/** The test gateway, with a hook that runs while a capture is in flight (between the claim and the capture). */
let duringCapture: (() => Promise<void>) | null = null;
const gateway: PaymentProvider = {
  ...testGatewayProvider,
  async capture(ctx, input) {
    const hook = duringCapture;
    duringCapture = null;
    if (hook) await hook();
    return testGatewayProvider.capture(ctx, input);
  },
};

const shared = useSharedTestApp({ payment: { card: gateway, testGatewayCallback: 'in-process' } });
const minute = 60_000;

type UnpaidOrder = { token: string; cartId: string; orderId: string; variant: Variant; quantity: number };

/** A guest's card order for a Stock cart of `quantity` units of the variant: PendingPayment, stock reserved. */
async function unpaidOrder(app: FastifyInstance, variant: Variant, quantity: number): Promise<UnpaidOrder> {
  const token = await visitorToken(app);
  const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity }] });
  const response = await createOrder(app, token, cartId);
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  const { order } = response.json();
  expect(order.status).toBe('PendingPayment');
  return { token, cartId, orderId: order.orderId as string, variant, quantity };
}

/** A payment session opened for the order through CreatePaymentIntent; the payer decides directly. */
async function openPayment(app: FastifyInstance, order: UnpaidOrder) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Payment/CreatePaymentIntent',
    headers: bearer(order.token),
    payload: { areaInfo: area, cartId: order.cartId },
  });
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

/** The provider's callback: the shop asks the gateway and captures when approved. Answers the payment status. */
async function verify(app: FastifyInstance, paymentId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/Payment/VerifyPayment/b2b/${paymentId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().status as string;
}

async function expiryJob(app: FastifyInstance, orderId: string) {
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, paymentExpiryQueue), eq(jobs.key, orderId)));
  if (!job) throw new Error(`no ${paymentExpiryQueue} job for ${orderId}`);
  return job;
}

/** Run the due jobs at the order's payment deadline (or `later` ms after it). */
async function runAtDeadline(app: FastifyInstance, orderId: string, later = 0) {
  const job = await expiryJob(app, orderId);
  return runJobs(app, new Date(job.runAt.getTime() + later));
}

/** What the order, its payments, its stock and the gateway say now. */
async function factsOf(app: FastifyInstance, order: UnpaidOrder) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
  const paymentRows = await app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
  const sessions = await Promise.all(
    paymentRows.map(async (payment) => {
      const [session] = await app.db
        .select()
        .from(testGatewaySessions)
        .where(eq(testGatewaySessions.merchantReference, payment.id));
      return session?.capturedAmount ?? 0;
    }),
  );
  const reservations = await app.db
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.orderId, order.orderId));
  const rejections = await app.db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, order.orderId), eq(orderStatusEvents.toStatus, 'Rejected')));
  return {
    status: row?.status,
    paymentStatus: row?.paymentStatus,
    statusReason: row?.statusReason,
    capturedPayments: paymentRows.filter((payment) => payment.status === 'captured').length,
    failureReasons: paymentRows.map((payment) => payment.failureReason).filter(Boolean),
    capturedAtGateway: sessions.reduce((total, amount) => total + amount, 0),
    total: row?.totalNetPriceWithVat,
    reservations: reservations.length,
    released: reservations.filter((reservation) => reservation.releasedAt !== null).length,
    rejections: rejections.length,
    onHand: await onHand(app, order.variant.variantId),
  };
}

let variants: Variant[] = [];
/** A variant of its own per test, with `volume` on hand, so stock sums are the test's alone. */
async function freshVariant(app: FastifyInstance, volume: number): Promise<Variant> {
  if (variants.length === 0) variants = await stockVariants(app, 6);
  const variant = variants.shift();
  if (!variant) throw new Error('out of test variants');
  await setOnHand(app, variant.variantId, volume);
  return variant;
}

describe('the payment deadline of a card order', () => {
  it('rejects an order still unpaid when its deadline passes and gives its stock back, once', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 3);
    expect(await onHand(app, variant.variantId)).toBe(7);

    const [created] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
    const job = await expiryJob(app, order.orderId);
    expect(job).toMatchObject({ status: 'queued', payload: { orderId: order.orderId } });
    expect(job.runAt.getTime()).toBe((created?.createdAt.getTime() ?? 0) + 60 * minute);

    // A declined card does not end the order: the payer may try again until the deadline.
    const declined = await openPayment(app, order);
    await declined.decide('declined');
    expect(await verify(app, declined.paymentId)).toBe('declined');
    await runJobs(app, new Date(job.runAt.getTime() - 1));
    expect(await factsOf(app, order)).toMatchObject({ status: 'PendingPayment', onHand: 7, released: 0 });
    expect((await expiryJob(app, order.orderId)).status).toBe('queued');

    await runAtDeadline(app, order.orderId);
    expect(await factsOf(app, order)).toMatchObject({
      status: 'Rejected',
      paymentStatus: 'cancelled',
      statusReason: 'payment cancelled: payment expired',
      capturedPayments: 0,
      reservations: 1,
      released: 1,
      rejections: 1,
      onHand: 10,
    });
    expect((await expiryJob(app, order.orderId)).status).toBe('done');
    const audits = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.payment-expired')));
    expect(audits).toHaveLength(1);

    // Running it again (a worker that died before marking the job done) changes nothing.
    expect(await expireUnpaidOrder(systemCtx(app), order.orderId)).toEqual({
      kind: 'settled',
      status: 'Rejected',
    });
    expect(await factsOf(app, order)).toMatchObject({ rejections: 1, released: 1, onHand: 10 });
    // Nothing is left to pay.
    const intent = await app.inject({
      method: 'POST',
      url: '/api/Payment/CreatePaymentIntent',
      headers: bearer(order.token),
      payload: { areaInfo: area, cartId: order.cartId },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().errorCode).toBe('order-not-awaiting-payment');
  });

  it('leaves an order paid before its deadline alone', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 2);
    const payment = await openPayment(app, order);
    await payment.decide('approved');
    expect(await verify(app, payment.paymentId)).toBe('captured');

    await runAtDeadline(app, order.orderId);
    expect((await expiryJob(app, order.orderId)).status).toBe('done');
    const facts = await factsOf(app, order);
    expect(facts).toMatchObject({ capturedPayments: 1, released: 0, rejections: 0, onHand: 8 });
    expect(facts.capturedAtGateway).toBe(facts.total);
    // The transfer job ran at the same time; the order went on to the ERP.
    expect(facts.status).toBe('Transferred');
  });

  it('waits while a capture claimed before the deadline is in flight: the order is paid, not rejected', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 1);
    const payment = await openPayment(app, order);
    await payment.decide('approved');
    const deadline = (await expiryJob(app, order.orderId)).runAt;
    duringCapture = async () => {
      await runJobs(app, deadline);
    };

    expect(await verify(app, payment.paymentId)).toBe('captured');
    expect(duringCapture).toBeNull();
    const deferred = await expiryJob(app, order.orderId);
    expect(deferred).toMatchObject({ status: 'queued', attempts: 1 });
    expect(deferred.lastError).toBe(
      `payment ${payment.paymentId} of order ${order.orderId} is being captured`,
    );
    expect(await factsOf(app, order)).toMatchObject({ status: 'PendingTransfer', capturedPayments: 1 });

    await runAtDeadline(app, order.orderId, 5 * minute);
    expect(await expiryJob(app, order.orderId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await factsOf(app, order)).toMatchObject({
      status: 'Transferred',
      capturedPayments: 1,
      released: 0,
      rejections: 0,
      onHand: 9,
    });
  });

  it('captures nothing when the payer approves after the deadline: the order stays rejected', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 4);
    const payment = await openPayment(app, order);
    await runAtDeadline(app, order.orderId);
    expect(await factsOf(app, order)).toMatchObject({ status: 'Rejected', onHand: 10 });

    await payment.decide('approved');
    expect(await verify(app, payment.paymentId)).toBe('failed');
    expect(await factsOf(app, order)).toMatchObject({
      status: 'Rejected',
      capturedPayments: 0,
      capturedAtGateway: 0,
      failureReasons: [`order ${order.orderId} is Rejected, not PendingPayment`],
      released: 1,
      rejections: 1,
      onHand: 10,
    });
  });

  it('records for a refund a payment the provider captured on its own after the deadline', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 1);
    const payment = await openPayment(app, order);
    await runAtDeadline(app, order.orderId);
    // A provider capturing on approval: the money is taken before the shop hears of it.
    const [session] = await app.db
      .update(testGatewaySessions)
      .set({ decision: 'approved', capturedAmount: testGatewaySessions.amount })
      .where(eq(testGatewaySessions.id, payment.sessionId))
      .returning();

    expect(await verify(app, payment.paymentId)).toBe('failed');
    const facts = await factsOf(app, order);
    const reason =
      `order ${order.orderId} is Rejected, not PendingPayment; ` +
      `${session?.amount} DKK already captured at the provider: refund it`;
    expect(facts).toMatchObject({ status: 'Rejected', capturedPayments: 0, failureReasons: [reason] });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, payment.paymentId), eq(auditLog.action, 'payment.failed')));
    expect(audit?.details).toEqual({ reason });
  });

  it('racing a capture: the order ends paid or rejected, never both', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 100);
    for (let round = 0; round < 6; round++) {
      const before = await onHand(app, variant.variantId);
      const order = await unpaidOrder(app, variant, 2);
      const payment = await openPayment(app, order);
      await payment.decide('approved');
      const deadline = (await expiryJob(app, order.orderId)).runAt;
      const [first, second] = await Promise.all([
        verify(app, payment.paymentId),
        verify(app, payment.paymentId),
        runJobs(app, deadline),
      ]);
      expect(first).toBe(second);
      // An expiry that found the capture in flight runs again later and must then find it finished.
      await runJobs(app, new Date(deadline.getTime() + 10 * minute));
      expect((await expiryJob(app, order.orderId)).status).toBe('done');

      const facts = await factsOf(app, order);
      if (first === 'captured') {
        expect(facts).toMatchObject({ capturedPayments: 1, released: 0, rejections: 0, onHand: before - 2 });
        expect(facts.capturedAtGateway).toBe(facts.total);
        expect(['PendingTransfer', 'Transferred']).toContain(facts.status);
      } else {
        expect(first).toBe('failed');
        expect(facts).toMatchObject({
          status: 'Rejected',
          capturedPayments: 0,
          capturedAtGateway: 0,
          released: 1,
          rejections: 1,
          onHand: before,
        });
      }
    }
  });
});
