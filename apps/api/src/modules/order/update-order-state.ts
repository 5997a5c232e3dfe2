import type { OrderTransferStatus, UpdateOrderStateResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { orders } from './order.tables.ts';
import { applyApprovalDecision } from './order-approval.ts';
import { canTransition, transitionNotAllowed, transitionOrder } from './order-state-machine.ts';
import { enqueueRetriedTransfer, enqueueTransfer } from './order-transfer.ts';
import { releaseStock } from './reserve-stock.ts';

/**
 * The moves of the state machine staff make (ADR 14, ADR 49): release or refuse an order awaiting approval
 * (the same decision as a colleague's, ADR 81), retry or give up a failed transfer. The other moves of the table belong to the shop itself (a captured or
 * failed payment, the transfer job) and are refused to staff like a move the table does not allow.
 */
export const staffTransitions: Readonly<Record<OrderTransferStatus, readonly OrderTransferStatus[]>> = {
  PendingPayment: [],
  PendingApproval: ['PendingTransfer', 'Rejected'],
  PendingTransfer: [],
  Transferred: [],
  ErrorInTransfer: ['PendingTransfer', 'Rejected'],
  Rejected: [],
};

export function staffNextStatuses(from: OrderTransferStatus): OrderTransferStatus[] {
  return staffTransitions[from].filter((to) => canTransition(from, to));
}

/**
 * UpdateOrderState: move an order for staff, in one transaction with its effects and the audit entry. To
 * PendingTransfer the ERP transfer is queued (again, from ErrorInTransfer: the ERP's idempotency keeps one
 * document); to Rejected reserved stock goes back. 409 naming both statuses for any other move.
 */
export async function updateOrderState(
  ctx: Ctx,
  input: { orderId: string; status: OrderTransferStatus; reason?: string | null },
): Promise<UpdateOrderStateResponse> {
  const { orderId, status: to } = input;
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .select({
        status: orders.status,
        customerNumber: orders.customerNumber,
        userId: orders.userId,
        languageCode: orders.languageCode,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!row) throw appError('order-not-found', `Order ${orderId} was not found`);
    const from = row.status as OrderTransferStatus;
    if (!staffNextStatuses(from).includes(to)) {
      if (canTransition(from, to)) {
        throw appError(
          'order-transition-not-allowed',
          `Order ${orderId} cannot go from ${from} to ${to} by hand: the shop makes that move itself`,
        );
      }
      throw transitionNotAllowed(orderId, from, to);
    }
    const why = input.reason?.trim();
    if (from === 'PendingApproval') {
      // Released or refused by staff: the same mails, trail and audit as a colleague's decision (ADR 81).
      const { transferQueued } = await applyApprovalDecision(scoped, {
        orderId,
        decision: to === 'PendingTransfer' ? 'approve' : 'reject',
        customerNumber: row.customerNumber,
        requesterId: row.userId,
        languageCode: row.languageCode,
        by: 'staff',
        reason: why ?? null,
      });
      return { orderId, from, to, transferQueued };
    }
    // The acting user is on the trail's event; the reason says what staff meant.
    const what = from === 'ErrorInTransfer' && to === 'PendingTransfer' ? 'transfer retried' : `set to ${to}`;
    const reason = `${what} in the back office${why ? `: ${why}` : ''}`;
    await transitionOrder(scoped, orderId, to, reason.slice(0, 1000));
    let transferQueued = false;
    if (to === 'PendingTransfer') {
      transferQueued =
        from === 'ErrorInTransfer'
          ? await enqueueRetriedTransfer(scoped.db, orderId)
          : await enqueueTransfer(scoped.db, orderId);
    }
    if (to === 'Rejected') await releaseStock(scoped, orderId);
    await recordAudit(
      scoped,
      {
        action: 'order.update-state',
        entity: 'order',
        entityId: orderId,
        details: { from, to, reason: why ?? null },
        customerNumber: row.customerNumber,
      },
      { always: true },
    );
    return { orderId, from, to, transferQueued };
  });
}
