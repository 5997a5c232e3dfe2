import type { Order } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { ErpRefusal, type ErpSalesOrder } from '../erp/index.ts';
import { enqueue, type JobHandler, PermanentJobError } from '../jobs/index.ts';
import { orderStatusEvents, orders } from './order.tables.ts';
import { transitionOrder } from './order-state-machine.ts';
import { loadOrder } from './order-view.ts';
import { transferFailureReason } from './transfer-failure.ts';

/** The job queue of transfers to the ERP (docs/decisions/0015-jobs-and-erp-transfer.md). */
export const erpTransferQueue = 'erp-transfer';

/**
 * Attempts before an order goes to ErrorInTransfer: with waits of 1 s, 2 s, 4 s … capped at 5 min, 20 attempts
 * ride out about an hour of ERP downtime (a maintenance window) without anyone pressing retry.
 */
export const transferMaxAttempts = 20;

const TransferPayload = z.object({ orderId: z.string().min(1) });

/** Queue the transfer of an order, in the transaction that made it PendingTransfer. */
export function enqueueTransfer(db: Db | Tx, orderId: string, key = orderId): Promise<boolean> {
  return enqueue(db, {
    queue: erpTransferQueue,
    key,
    payload: { orderId },
    maxAttempts: transferMaxAttempts,
  });
}

/** The earliest promised delivery of a line: null when any part comes from stock on hand. */
function requestedDeliveryDate(deliveries: Order['lines'][number]['deliveries']): string | null {
  if (deliveries.length === 0 || deliveries.some((delivery) => delivery.date === null)) return null;
  return deliveries.map((delivery) => delivery.date as string).sort()[0] ?? null;
}

/** The order as the ERP gets it. */
export function toErpSalesOrder(order: Order): ErpSalesOrder {
  return {
    externalOrderNo: order.orderId,
    orderType: order.orderType,
    orderDate: order.createdAt,
    customerNumber: order.customerNumber,
    currencyCode: order.currencyCode,
    email: order.email,
    shipToAddress: order.shippingAddress,
    billToAddress: order.billingAddress,
    shippingMethodCode: order.shippingMethod.internalId,
    paymentMethod: order.paymentMethod,
    prepaid: order.paymentStatus === 'captured',
    paymentTerms: order.paymentTerms,
    reference: order.reference,
    comment: order.comment,
    shippingFeeWithoutVat: order.shippingFee.priceWithoutVat,
    totalNetPriceWithoutVat: order.totalNetPrice.priceWithoutVat,
    totalNetPriceWithVat: order.totalNetPrice.priceWithVat,
    vat: order.tax,
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      productNumber: line.productNumber,
      productId: line.productId,
      variantId: line.variantId,
      unitId: line.unitId,
      quantityPerUnit: line.quantityPerUnit,
      quantity: line.quantity,
      unitPriceWithoutVat: line.unitPrice.priceWithoutVat,
      netUnitPriceWithoutVat: line.netUnitPrice.priceWithoutVat,
      netLinePriceWithoutVat: line.netLinePrice.priceWithoutVat,
      requestedDeliveryDate: requestedDeliveryDate(line.deliveries),
    })),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const payloadOf = (payload: unknown) => {
  const parsed = TransferPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`bad erp-transfer payload ${JSON.stringify(payload)}`);
  return parsed.data;
};

/** The order row locked for the rest of the transaction; its status decides what the job may still do. */
async function lockOrderStatus(tx: Db | Tx, orderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status ?? null;
}

/**
 * Transfer one order. The ERP is called outside any transaction (a slow ERP must not hold locks) with our order
 * number as its idempotency key, so a retry after a timeout the ERP had in fact accepted finds the document
 * instead of making a second one. Orders no longer PendingTransfer (already transferred, back in the back
 * office's hands) are left alone.
 */
export const erpTransferJob: JobHandler = {
  async run(ctx, job) {
    const { orderId } = payloadOf(job.payload);
    const order = await loadOrder(ctx.db, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
    if (order.status !== 'PendingTransfer') return;
    const erp = ctx.services.erp;
    const { documentNo } = await withTimeout(
      erp.createSalesOrder(ctx, toErpSalesOrder(order)),
      erp.orderTimeoutMs,
      `${erp.name} createSalesOrder ${orderId}`,
    ).catch((error: unknown) => {
      ctx.services.metrics.erpTransferFailed(error instanceof ErpRefusal ? 'refused' : 'unavailable');
      // A refusal on the order's merits is not cured by waiting: ErrorInTransfer at once, for staff (ADR 49).
      throw error instanceof ErpRefusal
        ? new PermanentJobError(`${error.name}: ${error.message}`, { cause: error })
        : error;
    });
    await withTransaction(ctx, async (scoped) => {
      if ((await lockOrderStatus(scoped.db, orderId)) !== 'PendingTransfer') return;
      await scoped.db.update(orders).set({ erpDocumentNo: documentNo }).where(eq(orders.id, orderId));
      await transitionOrder(scoped, orderId, 'Transferred', `ERP document ${documentNo}`);
    });
    ctx.log.info({ orderId, documentNo, attempts: job.attempts }, 'order transferred to the ERP');
  },

  async onFailed(ctx, job, error, cause) {
    const parsed = TransferPayload.safeParse(job.payload);
    if (!parsed.success) return;
    const { orderId } = parsed.data;
    if ((await lockOrderStatus(ctx.db, orderId)) !== 'PendingTransfer') return;
    // A code and the ERP's own words (ADR 80): the back office words the code in the page's language.
    const refusal = cause instanceof PermanentJobError ? cause.cause : cause;
    const reason =
      refusal instanceof ErpRefusal
        ? transferFailureReason('erp-refused', job.attempts, refusal.message)
        : transferFailureReason(
            'erp-unavailable',
            job.attempts,
            cause instanceof Error ? cause.message : error,
          );
    await transitionOrder(ctx, orderId, 'ErrorInTransfer', reason);
  },
};

/**
 * Queue the transfer of an order that left ErrorInTransfer, in the transaction that moved it (after the move):
 * a fresh job key per retry, as the failed job is spent.
 */
export async function enqueueRetriedTransfer(tx: Db | Tx, orderId: string): Promise<boolean> {
  const [{ retries } = { retries: 0 }] = await tx
    .select({ retries: sql<number>`count(*)::int` })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.fromStatus, 'ErrorInTransfer')));
  return enqueueTransfer(tx, orderId, `${orderId}#retry-${Number(retries)}`);
}

/**
 * Back office: send an order in ErrorInTransfer to the ERP again. It goes back to PendingTransfer with a fresh
 * job (a new key, as the old job is spent); the ERP's idempotency still guarantees one document. 409 for an
 * order in any other status.
 */
export async function retryTransfer(ctx: Ctx, orderId: string): Promise<Order> {
  await withTransaction(ctx, async (scoped) => {
    const status = await lockOrderStatus(scoped.db, orderId);
    if (status === null) throw appError('order-not-found', `Order ${orderId} was not found`);
    await transitionOrder(scoped, orderId, 'PendingTransfer', 'transfer retried');
    await enqueueRetriedTransfer(scoped.db, orderId);
    await recordAudit(
      scoped,
      { action: 'order.retry-transfer', entity: 'order', entityId: orderId },
      { always: true },
    );
  });
  const order = await loadOrder(ctx.db, orderId);
  if (!order) throw appError('order-not-found', `Order ${orderId} was not found`);
  return order;
}
