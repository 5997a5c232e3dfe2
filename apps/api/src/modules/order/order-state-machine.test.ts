import { type OrderTransferStatus, orderTransferStatuses } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../lib/context.ts';
import {
  createOrder,
  onHand,
  readyCart,
  setOnHand,
  stockVariants,
  visitorToken,
} from '../../test-support/order-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { onPaymentCaptured, onPaymentFailed } from './order.service.ts';
import { orderStatusEvents, orders } from './order.tables.ts';
import { canTransition, orderTransitions, transitionOrder } from './order-state-machine.ts';

/** Every move the ADR allows; anything else is refused. */
const allowed: Array<[OrderTransferStatus, OrderTransferStatus]> = [
  ['PendingPayment', 'PendingTransfer'],
  ['PendingPayment', 'Rejected'],
  ['PendingApproval', 'PendingTransfer'],
  ['PendingApproval', 'Rejected'],
  ['PendingTransfer', 'Transferred'],
  ['PendingTransfer', 'ErrorInTransfer'],
  ['ErrorInTransfer', 'PendingTransfer'],
  ['ErrorInTransfer', 'Rejected'],
];

describe('the order transition table', () => {
  it('allows exactly the moves of ADR 0014; Transferred and Rejected are final', () => {
    for (const from of orderTransferStatuses) {
      for (const to of orderTransferStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(orderTransitions.Transferred).toEqual([]);
    expect(orderTransitions.Rejected).toEqual([]);
  });
});

const shared = useSharedTestApp();

/** A guest's card order of `quantity` units (PendingPayment, stock reserved): its number and total. */
async function cardOrder(app: FastifyInstance, variantId: string, quantity: number) {
  const [variant] = (await stockVariants(app, 3)).filter((candidate) => candidate.variantId === variantId);
  if (!variant) throw new Error('variant');
  const token = await visitorToken(app);
  const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity }] });
  const response = await createOrder(app, token, cartId);
  if (response.statusCode !== 200) throw new Error(response.body);
  const { order } = response.json();
  return { orderId: order.orderId as string, total: order.totalNetPrice.priceWithVat as number };
}

const statusOf = async (app: FastifyInstance, orderId: string) => {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};

describe('transitionOrder', () => {
  it('moves an order along an allowed edge with a trail event, and refuses any other with 409', async () => {
    const { app } = shared;
    const [variant] = await stockVariants(app, 3);
    if (!variant) throw new Error('variant');
    await setOnHand(app, variant.variantId, 100);
    const { orderId } = await cardOrder(app, variant.variantId, 1);
    const ctx = systemCtx(app);

    await expect(transitionOrder(ctx, orderId, 'Transferred', 'skip payment')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'order-transition-not-allowed',
      message: `Order ${orderId} cannot go from PendingPayment to Transferred`,
    });
    expect((await statusOf(app, orderId))?.status).toBe('PendingPayment');

    await withTransaction(ctx, async (scoped) => {
      expect(await transitionOrder(scoped, orderId, 'Rejected', 'payment expired')).toEqual({
        from: 'PendingPayment',
        to: 'Rejected',
      });
    });
    expect(await statusOf(app, orderId)).toMatchObject({
      status: 'Rejected',
      statusReason: 'payment expired',
    });
    await expect(transitionOrder(ctx, orderId, 'PendingTransfer', 'late capture')).rejects.toMatchObject({
      statusCode: 409,
    });
    const trail = await app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
    expect(trail.map((event) => [event.fromStatus, event.toStatus, event.reason])).toEqual([
      [null, 'PendingPayment', 'awaiting card payment'],
      ['PendingPayment', 'Rejected', 'payment expired'],
    ]);
    await expect(transitionOrder(ctx, 'SO000000', 'Rejected', 'x')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('lets exactly one of two racing moves from the same status win', async () => {
    const { app } = shared;
    const [, variant] = await stockVariants(app, 3);
    if (!variant) throw new Error('variant');
    await setOnHand(app, variant.variantId, 100);
    const { orderId } = await cardOrder(app, variant.variantId, 1);
    const ctx = systemCtx(app);
    const results = await Promise.allSettled([
      withTransaction(ctx, (scoped) => transitionOrder(scoped, orderId, 'PendingTransfer', 'captured')),
      withTransaction(ctx, (scoped) => transitionOrder(scoped, orderId, 'Rejected', 'expired')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const trail = await app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
    expect(trail).toHaveLength(2);
  });
});

describe('payment events', () => {
  it('moves a paid order to PendingTransfer once, queues its transfer and confirmation, and ignores a repeat', async () => {
    const { app } = shared;
    const [, , variant] = await stockVariants(app, 3);
    if (!variant) throw new Error('variant');
    await setOnHand(app, variant.variantId, 100);
    const { orderId, total } = await cardOrder(app, variant.variantId, 2);
    const ctx = systemCtx(app);

    const wrong = await withTransaction(ctx, (scoped) =>
      onPaymentCaptured(scoped, orderId, total - 1, 'DKK'),
    );
    expect(wrong).toEqual({
      accepted: false,
      reason: `captured ${total - 1} DKK differs from the order total ${total} DKK`,
    });
    expect(await statusOf(app, orderId)).toMatchObject({
      status: 'PendingPayment',
      paymentStatus: 'pending',
      statusReason: wrong.accepted ? null : wrong.reason,
    });
    const wrongCurrency = await withTransaction(ctx, (scoped) =>
      onPaymentCaptured(scoped, orderId, total, 'EUR'),
    );
    expect(wrongCurrency.accepted).toBe(false);

    const paid = await withTransaction(ctx, (scoped) => onPaymentCaptured(scoped, orderId, total, 'DKK'));
    expect(paid).toEqual({ accepted: true, alreadyCaptured: false });
    expect(await statusOf(app, orderId)).toMatchObject({
      status: 'PendingTransfer',
      paymentStatus: 'captured',
    });
    const queued = await app.db.select({ queue: jobs.queue, key: jobs.key }).from(jobs);
    expect(queued).toContainEqual({ queue: 'erp-transfer', key: orderId });
    expect(queued).toContainEqual({ queue: 'mail', key: `order-confirmation:${orderId}` });

    const again = await withTransaction(ctx, (scoped) => onPaymentCaptured(scoped, orderId, total, 'DKK'));
    expect(again).toEqual({ accepted: true, alreadyCaptured: true });
    // A late failure never undoes a capture.
    expect(await withTransaction(ctx, (scoped) => onPaymentFailed(scoped, orderId, 'declined late'))).toEqual(
      {
        rejected: false,
      },
    );
    expect((await statusOf(app, orderId))?.status).toBe('PendingTransfer');
  });

  it('rejects an order whose payment failed for good and gives its stock back exactly once', async () => {
    const { app } = shared;
    const [variant] = await stockVariants(app, 3);
    if (!variant) throw new Error('variant');
    await setOnHand(app, variant.variantId, 10);
    const { orderId, total } = await cardOrder(app, variant.variantId, 4);
    expect(await onHand(app, variant.variantId)).toBe(6);
    const ctx = systemCtx(app);

    const first = await withTransaction(ctx, (scoped) =>
      onPaymentFailed(scoped, orderId, 'payer cancelled', 'cancelled'),
    );
    expect(first).toEqual({ rejected: true });
    expect(await statusOf(app, orderId)).toMatchObject({
      status: 'Rejected',
      paymentStatus: 'cancelled',
      statusReason: 'payment cancelled: payer cancelled',
    });
    expect(await onHand(app, variant.variantId)).toBe(10);
    await withTransaction(ctx, (scoped) =>
      onPaymentFailed(scoped, orderId, 'payer cancelled again', 'cancelled'),
    );
    expect(await onHand(app, variant.variantId)).toBe(10);
    // A capture arriving after the rejection is refused, not applied.
    const late = await withTransaction(ctx, (scoped) => onPaymentCaptured(scoped, orderId, total, 'DKK'));
    expect(late).toEqual({ accepted: false, reason: 'order is Rejected, not PendingPayment' });
  });
});
