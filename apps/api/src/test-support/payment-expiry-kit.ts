import { endpoints } from '@shop/contracts/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { paymentExpiryQueue } from '../flows/expire-unpaid-order.ts';
import { jobs } from '../modules/jobs/jobs.tables.ts';
import { orderStatusEvents, orders, stockReservations } from '../modules/order/order.tables.ts';
import { payments, testGatewaySessions } from '../modules/payment/payment.tables.ts';
import type { PaymentProvider } from '../modules/payment/payment-provider.ts';
import { testGatewayProvider } from '../modules/payment/test-gateway-provider.ts';
import { callApi } from './call-api.ts';
import {
  createOrder,
  onHand,
  readyCart,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
  visitorToken,
} from './order-kit.ts';

/** Test helpers of the payment deadline suites: unpaid card orders, their payments, the expiry job, the facts. */

/**
 * The test gateway, with a hook that runs while a capture is in flight (between the claim and the capture).
 * One per test file: set `duringCapture`; the next capture runs it once and clears it.
 */
export function hookedTestGateway() {
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
  return {
    gateway,
    get duringCapture() {
      return duringCapture;
    },
    set duringCapture(hook: (() => Promise<void>) | null) {
      duringCapture = hook;
    },
  };
}

export const minute = 60_000;

export type UnpaidOrder = {
  token: string;
  cartId: string;
  orderId: string;
  variant: Variant;
  quantity: number;
};

/** A guest's card order for a Stock cart of `quantity` units of the variant: PendingPayment, stock reserved. */
export async function unpaidOrder(
  app: FastifyInstance,
  variant: Variant,
  quantity: number,
): Promise<UnpaidOrder> {
  const token = await visitorToken(app);
  const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity }] });
  const response = await createOrder(app, token, cartId);
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  const { order } = response.json();
  expect(order.status).toBe('PendingPayment');
  return { token, cartId, orderId: order.orderId as string, variant, quantity };
}

/** The provider's callback: the shop asks the gateway and captures when approved. Answers the payment status. */
export async function verify(app: FastifyInstance, paymentId: string): Promise<string> {
  const response = await callApi(app, endpoints.payment.verifyPaymentPost, {
    params: { area: 'b2b', paymentId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().status as string;
}

export async function expiryJob(app: FastifyInstance, orderId: string) {
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, paymentExpiryQueue), eq(jobs.key, orderId)));
  if (!job) throw new Error(`no ${paymentExpiryQueue} job for ${orderId}`);
  return job;
}

/** Run the due jobs at the order's payment deadline (or `later` ms after it). */
export async function runAtDeadline(app: FastifyInstance, orderId: string, later = 0) {
  const job = await expiryJob(app, orderId);
  return runJobs(app, new Date(job.runAt.getTime() + later));
}

/** What the order, its payments, its stock and the gateway say now. */
export async function factsOf(app: FastifyInstance, order: UnpaidOrder) {
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

/**
 * A variant of its own per test, with `volume` on hand, so stock sums are the test's alone. One supply per test
 * file: `const freshVariant = variantSupply();`.
 */
export function variantSupply() {
  let variants: Variant[] = [];
  return async (app: FastifyInstance, volume: number): Promise<Variant> => {
    if (variants.length === 0) variants = await stockVariants(app, 6);
    const variant = variants.shift();
    if (!variant) throw new Error('out of test variants');
    await setOnHand(app, variant.variantId, volume);
    return variant;
  };
}
