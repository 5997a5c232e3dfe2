import {
  type DecideOrderApprovalResponse,
  type LanguageCode,
  languageCodes,
  type Order,
  type OrderApproval,
  type OrderTransferStatus,
} from '@shop/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { appError, forbidden, notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { findCustomerDocumentDetails } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { colleaguesWithPermission, requirePermission, userNamesByIds } from '../user/index.ts';
import { orderStatusEvents, orders } from './order.tables.ts';
import {
  customerOrderLink,
  renderApprovalDecisionMail,
  renderApprovalRequestMail,
} from './order-approval-mail.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { transitionOrder } from './order-state-machine.ts';
import { enqueueTransfer } from './order-transfer.ts';
import { loadOrder } from './order-view.ts';
import { releaseStock } from './reserve-stock.ts';

/**
 * Orders sent for approval (ADR 81). A company user whose scope may not place orders checks out with "Send
 * for approval": the order is made like any order on account but waits in PendingApproval, not queued for
 * the ERP, and every active colleague who may place orders (Release, All) is mailed. One of them approves it
 * (→ PendingTransfer: queued for the ERP and confirmed like an order on account) or rejects it (→ Rejected:
 * its stock goes back); the colleague who asked is mailed either way. The trail's events say who did what.
 */

const languageOf = (code: string | undefined): LanguageCode =>
  (languageCodes as readonly string[]).includes(code ?? '') ? (code as LanguageCode) : 'en';

/**
 * Mail the colleagues who may approve a new PendingApproval order, in the caller's transaction (the mails exist
 * exactly when the order does), each in their company's language (the shop keeps no language per user) with a
 * link to the order in the customer center. Answers how many were mailed.
 */
export async function queueApprovalRequests(ctx: Ctx, order: Order): Promise<number> {
  const customerNumber = order.customerNumber;
  if (!customerNumber) return 0;
  const requesterId = ctx.user?.id ?? null;
  const approvers = (await colleaguesWithPermission(ctx, customerNumber, 'checkout')).filter(
    (colleague) => colleague.id !== requesterId,
  );
  const customer = await findCustomerDocumentDetails(ctx, customerNumber);
  const languageCode = languageOf(customer?.languageCode);
  const requesterName = requesterId
    ? ((await userNamesByIds(ctx, [requesterId])).get(requesterId)?.name ?? '')
    : '';
  const link = customerOrderLink(ctx.config.publicUrl, languageCode, order.orderId);
  for (const approver of approvers) {
    const mail = renderApprovalRequestMail(languageCode, link, {
      approverName: approver.name,
      requesterName,
      customerName: customer?.name ?? customerNumber,
      order,
    });
    await queueMail(ctx.db, `order-approval-request:${order.orderId}:${approver.id}`, {
      to: approver.email,
      ...mail,
    });
  }
  return approvers.length;
}

export type ApprovalDecision = 'approve' | 'reject';

const targetOf = (decision: ApprovalDecision): OrderTransferStatus =>
  decision === 'approve' ? 'PendingTransfer' : 'Rejected';

/** The move out of PendingApproval an order made, if it made one (who decided, to what). */
async function decisionEvent(ctx: Ctx, orderId: string) {
  const [event] = await ctx.db
    .select({ toStatus: orderStatusEvents.toStatus })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.fromStatus, 'PendingApproval')))
    .orderBy(asc(orderStatusEvents.id))
    .limit(1);
  return event ?? null;
}

/**
 * ApproveOrder / RejectOrder: a colleague with Release or All decides an order of their customer sent for
 * approval. The scope is checked first (403, ADR 41); another customer's order is a missing one (404). Under
 * the order's row lock the state machine makes the move once: a repeated or concurrent same decision answers
 * the current status unchanged (the transfer is queued once), the other decision afterwards 409.
 */
export async function decideOrderApproval(
  ctx: Ctx,
  orderId: string,
  decision: ApprovalDecision,
): Promise<DecideOrderApprovalResponse> {
  requirePermission(ctx, 'checkout');
  const customerNumber = ctx.customerNumber;
  if (!customerNumber || !ctx.user) throw forbidden();
  const to = targetOf(decision);
  return withTransaction(ctx, async (scoped) => {
    const [row] = await scoped.db
      .select({ status: orders.status, userId: orders.userId, languageCode: orders.languageCode })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerNumber, customerNumber)))
      .for('update');
    if (!row) throw notFound('Order not found');
    const from = row.status as OrderTransferStatus;
    if (from !== 'PendingApproval') {
      const earlier = await decisionEvent(scoped, orderId);
      if (earlier?.toStatus === to) return { orderId, status: from, changed: false };
      throw appError(
        'order-transition-not-allowed',
        earlier
          ? `Order ${orderId} was ${earlier.toStatus === 'Rejected' ? 'rejected' : 'approved'} already`
          : `Order ${orderId} was not sent for approval (it is ${from})`,
      );
    }
    await applyApprovalDecision(scoped, {
      orderId,
      decision,
      customerNumber,
      requesterId: row.userId,
      languageCode: row.languageCode,
      by: 'colleague',
    });
    return { orderId, status: to, changed: true };
  });
}

/**
 * The one way an order leaves PendingApproval, whoever decides (ADR 81): a colleague of the customer in the
 * customer center or staff in the back office (UpdateOrderState, ADR 49). In the caller's transaction, with
 * the order's row already locked and known to be in PendingApproval: the trail's event (who, by which path,
 * staff's reason), approve → the ERP transfer queued and the order confirmation mailed; reject → its stock
 * given back; the requester mailed in the language they ordered in (unless they decided themselves); audited
 * as `order.approve` / `order.reject`, always. Answers whether a transfer was queued.
 */
export async function applyApprovalDecision(
  scoped: Ctx,
  input: {
    orderId: string;
    decision: ApprovalDecision;
    customerNumber: string | null;
    requesterId: string | null;
    languageCode: string | null;
    by: 'colleague' | 'staff';
    reason?: string | null;
  },
): Promise<{ transferQueued: boolean }> {
  const { orderId, decision, requesterId } = input;
  const to = targetOf(decision);
  const approved = to === 'PendingTransfer';
  const where = input.by === 'staff' ? 'in the back office' : 'by a colleague';
  const why = input.reason?.trim() || null;
  const trailReason = `${approved ? 'approved' : 'rejected'} ${where}${why ? `: ${why}` : ''}`;
  await transitionOrder(scoped, orderId, to, trailReason.slice(0, 1000));
  const languageCode = languageOf(input.languageCode ?? undefined);
  let transferQueued = false;
  if (approved) {
    transferQueued = await enqueueTransfer(scoped.db, orderId);
    const order = await loadOrder(scoped.db, orderId);
    if (order) await queueOrderConfirmation(scoped.db, order, languageCode);
  } else {
    await releaseStock(scoped, orderId);
  }
  const deciderId = scoped.user?.id ?? null;
  const names = await userNamesByIds(
    scoped,
    [deciderId, requesterId].filter((id): id is string => Boolean(id)),
  );
  const requester = requesterId ? names.get(requesterId) : undefined;
  if (requester && requesterId !== deciderId) {
    const mail = renderApprovalDecisionMail(
      languageCode,
      customerOrderLink(scoped.config.publicUrl, languageCode, orderId),
      {
        requesterName: requester.name,
        deciderName: (deciderId ? names.get(deciderId)?.name : undefined) ?? '',
        orderId,
        approved,
      },
    );
    await queueMail(scoped.db, `order-approval-decision:${orderId}`, { to: requester.email, ...mail });
  }
  await recordAudit(
    scoped,
    {
      action: approved ? 'order.approve' : 'order.reject',
      entity: 'order',
      entityId: orderId,
      details: { from: 'PendingApproval', to, requestedBy: requesterId, by: input.by, reason: why },
      customerNumber: input.customerNumber,
    },
    { always: true },
  );
  return { transferQueued };
}

/**
 * Who sent an order for approval and who decided, from its trail (the first event into PendingApproval and
 * the move out of it); null for an order that was never sent for approval.
 */
export async function orderApprovalOf(ctx: Ctx, orderId: string): Promise<OrderApproval | null> {
  const events = await ctx.db
    .select({
      fromStatus: orderStatusEvents.fromStatus,
      toStatus: orderStatusEvents.toStatus,
      actorUserId: orderStatusEvents.actorUserId,
      at: orderStatusEvents.at,
    })
    .from(orderStatusEvents)
    .where(
      and(
        eq(orderStatusEvents.orderId, orderId),
        or(
          and(isNull(orderStatusEvents.fromStatus), eq(orderStatusEvents.toStatus, 'PendingApproval')),
          eq(orderStatusEvents.fromStatus, 'PendingApproval'),
        ),
      ),
    )
    .orderBy(asc(orderStatusEvents.id));
  const request = events.find((event) => event.fromStatus === null);
  if (!request) return null;
  const decided = events.find((event) => event.fromStatus === 'PendingApproval');
  const ids = [request.actorUserId, decided?.actorUserId].filter((id): id is string => Boolean(id));
  const names = await userNamesByIds(ctx, ids);
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id)?.name ?? null) : null);
  return {
    requestedByName: nameOf(request.actorUserId),
    requestedAt: request.at.toISOString(),
    decision: decided ? (decided.toStatus === 'Rejected' ? 'Rejected' : 'Approved') : null,
    decidedByName: nameOf(decided?.actorUserId),
    decidedAt: decided ? decided.at.toISOString() : null,
  };
}
