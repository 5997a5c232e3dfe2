import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/audit.tables.ts';
import { testGatewaySessions } from '../modules/payment/payment.tables.ts';
import { onHand, runJobs } from '../test-support/order-kit.ts';
import {
  expiryJob,
  factsOf,
  hookedTestGateway,
  minute,
  runAtDeadline,
  unpaidOrder,
  variantSupply,
  verify,
} from '../test-support/payment-expiry-kit.ts';
import { openPaymentSession } from '../test-support/payment-kit.ts';
import { useSharedTestApp } from '../test-support/test-app.ts';

// Captures racing the payment deadline: in flight at it, approved after it, taken by the provider on its own.

const capture = hookedTestGateway();
const shared = useSharedTestApp({ payment: { card: capture.gateway, testGatewayCallback: 'in-process' } });
const freshVariant = variantSupply();

describe('the payment deadline of a card order', () => {
  it('waits while a capture claimed before the deadline is in flight: the order is paid, not rejected', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 1);
    const payment = await openPaymentSession(app, order);
    await payment.decide('approved');
    const deadline = (await expiryJob(app, order.orderId)).runAt;
    capture.duringCapture = async () => {
      await runJobs(app, deadline);
    };

    expect(await verify(app, payment.paymentId)).toBe('captured');
    expect(capture.duringCapture).toBeNull();
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
    const payment = await openPaymentSession(app, order);
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
    const payment = await openPaymentSession(app, order);
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
      const payment = await openPaymentSession(app, order);
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
