import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/audit.tables.ts';
import { systemCtx } from '../modules/jobs/job-worker.ts';
import { orders } from '../modules/order/order.tables.ts';
import { callApi } from '../test-support/call-api.ts';
import { area } from '../test-support/cart-kit.ts';
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
import { expireUnpaidOrder } from './expire-unpaid-order.ts';

// The same gateway as the capture suite's (expire-unpaid-order.capture.test.ts); no test here sets its hook.
const { gateway } = hookedTestGateway();
const shared = useSharedTestApp({ payment: { card: gateway, testGatewayCallback: 'in-process' } });
const freshVariant = variantSupply();

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
    const declined = await openPaymentSession(app, order);
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
    const intent = await callApi(
      app,
      endpoints.payment.createPaymentIntent,
      { body: { areaInfo: area, cartId: order.cartId } },
      { token: order.token },
    );
    expect(intent.statusCode).toBe(409);
    expect(intent.json().errorCode).toBe('order-not-awaiting-payment');
  });

  it('leaves an order paid before its deadline alone', async () => {
    const { app } = shared;
    const variant = await freshVariant(app, 10);
    const order = await unpaidOrder(app, variant, 2);
    const payment = await openPaymentSession(app, order);
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
});
