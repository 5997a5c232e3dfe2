import type { OrderTransferStatus } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { orderStatusEvents, orders } from './order.tables.ts';

/**
 * The order transfer statuses (customer-center §3–§4) and every allowed move between them, in one table. Why each
 * move exists: docs/decisions/0014-order-transfer-states.md. Transferred and Rejected are final.
 */
export const orderTransitions: Readonly<Record<OrderTransferStatus, readonly OrderTransferStatus[]>> = {
  // Card orders wait here for the provider: captured → transfer; declined for good, cancelled or expired → Rejected.
  PendingPayment: ['PendingTransfer', 'Rejected'],
  // Orders someone must release first (back office): approved → transfer; refused → Rejected.
  PendingApproval: ['PendingTransfer', 'Rejected'],
  // The transfer job: the ERP accepted → Transferred; the last attempt failed → ErrorInTransfer.
  PendingTransfer: ['Transferred', 'ErrorInTransfer'],
  // Back office: retry the transfer, or give the order up.
  ErrorInTransfer: ['PendingTransfer', 'Rejected'],
  Transferred: [],
  Rejected: [],
};

/** Statuses an order may be created in: card → PendingPayment, account → PendingTransfer. */
export const initialOrderStatuses: readonly OrderTransferStatus[] = [
  'PendingPayment',
  'PendingApproval',
  'PendingTransfer',
];

export function canTransition(from: OrderTransferStatus, to: OrderTransferStatus): boolean {
  return orderTransitions[from].includes(to);
}

export const transitionNotAllowed = (orderId: string, from: string, to: string) =>
  appError('order-transition-not-allowed', `Order ${orderId} cannot go from ${from} to ${to}`);

const actorOf = (ctx: Ctx) => ctx.user?.id ?? null;

/** The first event of an order's trail: created in `status` (one of initialOrderStatuses). */
export async function recordInitialStatus(
  ctx: Ctx,
  orderId: string,
  status: OrderTransferStatus,
  reason: string,
): Promise<void> {
  if (!initialOrderStatuses.includes(status)) throw transitionNotAllowed(orderId, 'nothing', status);
  await ctx.db.insert(orderStatusEvents).values({
    orderId,
    fromStatus: null,
    toStatus: status,
    reason,
    actorUserId: actorOf(ctx),
    at: ctx.now,
  });
}

/**
 * Move an order to `to`, the one place a status changes. The UPDATE is guarded by the status read just before
 * (`WHERE status = from`), so two concurrent moves from the same status cannot both win: the loser gets the same
 * 409 as a move the table does not allow. Writes the trail event in the caller's transaction.
 */
export async function transitionOrder(
  ctx: Ctx,
  orderId: string,
  to: OrderTransferStatus,
  reason: string,
): Promise<{ from: OrderTransferStatus; to: OrderTransferStatus }> {
  const [current] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!current) throw appError('order-not-found', `Order ${orderId} was not found`);
  const from = current.status as OrderTransferStatus;
  if (!canTransition(from, to)) throw transitionNotAllowed(orderId, from, to);
  const moved = await ctx.db
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: ctx.now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw transitionNotAllowed(orderId, `${from} (changed meanwhile)`, to);
  await ctx.db.insert(orderStatusEvents).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    reason,
    actorUserId: actorOf(ctx),
    at: ctx.now,
  });
  return { from, to };
}
