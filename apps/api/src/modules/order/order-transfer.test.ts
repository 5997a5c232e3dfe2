import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createErpDouble } from '../../test-support/erp-double.ts';
import {
  createOrder,
  orderStatus,
  readyCart,
  runJobs,
  stockedVariant,
  type Variant,
} from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { erpSalesOrders } from '../erp/erp.tables.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { orderStatusEvents, orders } from './order.tables.ts';
import { transitionNotAllowed } from './order-state-machine.ts';
import { retryTransfer, transferMaxAttempts } from './order-transfer.ts';

const erp = createErpDouble({ kind: 'fail', message: 'prices are not asked here' });
const shared = useSharedTestApp({ erp: { kind: 'provided', erp } });
const minute = 60_000;

let variant: Variant;
beforeEach(async () => {
  erp.setSalesOrderBehaviour({ kind: 'accept' });
  erp.salesOrderCalls.length = 0;
  if (!variant) {
    variant = await stockedVariant(shared.app, 100_000);
  }
});

/** A dealer order on account (PendingTransfer, its transfer queued); answers the order number. */
async function accountOrder(app: FastifyInstance): Promise<string> {
  const token = await loginAs(app, 'dealer@nordlys.demo');
  const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 200 }] });
  const response = await createOrder(app, token, cartId, { paymentMethod: 'account' });
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  return response.json().order.orderId as string;
}

const documentsOf = (app: FastifyInstance, orderIds: string[]) =>
  app.db.select().from(erpSalesOrders).where(inArray(erpSalesOrders.externalOrderNo, orderIds));

describe('transfer of orders to the ERP', () => {
  it('keeps retrying while the ERP is down and transfers every order, once, when it is back', async () => {
    const { app } = shared;
    erp.setSalesOrderBehaviour({ kind: 'unavailable' });
    const orderIds = [await accountOrder(app), await accountOrder(app), await accountOrder(app)];

    let now = new Date();
    for (let round = 0; round < 6; round++) {
      expect((await runJobs(app, now)).failed).toBe(0);
      now = new Date(now.getTime() + 5 * minute);
    }
    for (const orderId of orderIds) expect(await orderStatus(app, orderId)).toBe('PendingTransfer');
    expect(await documentsOf(app, orderIds)).toEqual([]);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, orderIds[0] as string));
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 6,
      lastError: 'ERP unavailable: connection refused',
    });

    erp.setSalesOrderBehaviour({ kind: 'accept' });
    expect((await runJobs(app, now)).failed).toBe(0);
    for (const orderId of orderIds) expect(await orderStatus(app, orderId)).toBe('Transferred');
    const documents = await documentsOf(app, orderIds);
    expect(documents.map((document) => document.externalOrderNo).toSorted()).toEqual(orderIds.toSorted());
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIds[0] as string));
    expect(order?.erpDocumentNo).toBe(documents.find((d) => d.externalOrderNo === orderIds[0])?.documentNo);
    // Nothing more to send: the spent transfer jobs are done and a later round (which runs only the ledger's
    // shipping of what it took) calls the ERP no more.
    const calls = erp.salesOrderCalls.length;
    expect(await runJobs(app, new Date(now.getTime() + 60 * minute))).toMatchObject({
      retried: 0,
      failed: 0,
    });
    expect(erp.salesOrderCalls).toHaveLength(calls);
  });

  it('makes one ERP document when the ERP accepted the order but its answer timed out', async () => {
    const { app } = shared;
    erp.setSalesOrderBehaviour({ kind: 'accept-then-timeout', times: 1 });
    const orderId = await accountOrder(app);
    const now = new Date();
    await runJobs(app, now);
    expect(await orderStatus(app, orderId)).toBe('PendingTransfer');
    expect(await documentsOf(app, [orderId])).toHaveLength(1);

    await runJobs(app, new Date(now.getTime() + minute));
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    expect(await documentsOf(app, [orderId])).toHaveLength(1);
    expect(erp.salesOrderCalls.map((call) => call.externalOrderNo)).toEqual([orderId, orderId]);
  });

  it('transfers an order whose first attempts failed, waiting 1 s then 2 s between them', async () => {
    const { app } = shared;
    erp.setSalesOrderBehaviour({ kind: 'fail', times: 2 });
    const orderId = await accountOrder(app);
    const start = new Date();
    await runJobs(app, start);
    await runJobs(app, new Date(start.getTime() + 999));
    expect(erp.salesOrderCalls).toHaveLength(1);
    await runJobs(app, new Date(start.getTime() + 1000));
    expect(erp.salesOrderCalls).toHaveLength(2);
    expect(await orderStatus(app, orderId)).toBe('PendingTransfer');
    await runJobs(app, new Date(start.getTime() + 3000));
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    const [job] = await app.db.select().from(jobs).where(eq(jobs.key, orderId));
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    expect(await documentsOf(app, [orderId])).toHaveLength(1);
  });

  it('sends the ERP the order as bought, with our order number as its key', async () => {
    const { app } = shared;
    const orderId = await accountOrder(app);
    await runJobs(app);
    const [sent] = erp.salesOrderCalls;
    expect(sent).toMatchObject({
      externalOrderNo: orderId,
      orderType: 'Stock',
      customerNumber: 'C10001',
      currencyCode: 'DKK',
      paymentMethod: 'account',
      prepaid: false,
      shippingMethodCode: 'parcel-dk',
    });
    expect(sent?.lines).toEqual([
      expect.objectContaining({
        lineNo: 1,
        variantId: variant.variantId,
        quantity: 200,
        requestedDeliveryDate: null,
      }),
    ]);
    expect(sent?.totalNetPriceWithVat).toBeGreaterThan(sent?.totalNetPriceWithoutVat ?? 0);
  });

  it('puts the order in ErrorInTransfer with the reason after the last attempt, and a retry transfers it', async () => {
    const { app } = shared;
    erp.setSalesOrderBehaviour({ kind: 'unavailable' });
    const orderId = await accountOrder(app);
    let now = new Date();
    for (let round = 0; round < transferMaxAttempts + 5; round++) {
      await runJobs(app, now);
      if ((await orderStatus(app, orderId)) !== 'PendingTransfer') break;
      now = new Date(now.getTime() + 5 * minute);
    }
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('ErrorInTransfer');
    expect(order?.statusReason).toBe(
      `[erp-unavailable attempts=${transferMaxAttempts}] ERP unavailable: connection refused`,
    );
    const [job] = await app.db.select().from(jobs).where(eq(jobs.key, orderId));
    expect(job).toMatchObject({ status: 'failed', attempts: transferMaxAttempts });

    erp.setSalesOrderBehaviour({ kind: 'accept' });
    const retried = await retryTransfer(systemCtx(app), orderId);
    expect(retried.status).toBe('PendingTransfer');
    await runJobs(app, now);
    expect(await orderStatus(app, orderId)).toBe('Transferred');
    expect(await documentsOf(app, [orderId])).toHaveLength(1);
    const trail = await app.db
      .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(orderStatusEvents.id);
    expect(trail).toEqual([
      { from: null, to: 'PendingTransfer' },
      { from: 'PendingTransfer', to: 'ErrorInTransfer' },
      { from: 'ErrorInTransfer', to: 'PendingTransfer' },
      { from: 'PendingTransfer', to: 'Transferred' },
    ]);
    // A transferred order cannot be retried.
    await expect(retryTransfer(systemCtx(app), orderId)).rejects.toMatchObject(
      transitionNotAllowed(orderId, 'Transferred', 'PendingTransfer'),
    );
  });
});
