import type { DeletionRequestDetail, RejectDeletionBody } from '@shop/contracts';
import { erasedUserName } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { eraseUserFromAuditDetails, recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { queueMail } from '../mail/index.ts';
import { eraseUserFromOrders } from '../order/index.ts';
import { erasedEmailOf, eraseUserPersonalFields, userPersonalData } from '../user/index.ts';
import { deletionRequestDetail } from './backoffice-deletion-requests.ts';
import { findRequest, type RequestRow } from './deletion-requests.ts';
import { personalDataRequests } from './personal-data.tables.ts';
import { type DeletionMail, renderDeletionMail } from './personal-data-mail.ts';

const alreadyDecided = (row: { id: number; status: string }) =>
  appError(
    'personal-data.request-decided',
    `Deletion request ${row.id} is already ${row.status}: only an open request is carried out or rejected`,
  );

/**
 * Marks an open request decided in the caller's transaction; the update locks the row, so of two staff deciding
 * at once the second finds it decided (409).
 */
async function claim(
  scoped: Ctx,
  row: RequestRow,
  set: Partial<typeof personalDataRequests.$inferInsert>,
): Promise<void> {
  const [claimed] = await scoped.db
    .update(personalDataRequests)
    .set({ ...set, decidedAt: scoped.now, decidedByUserId: scoped.user?.id ?? null })
    .where(and(eq(personalDataRequests.id, row.id), eq(personalDataRequests.status, 'open')))
    .returning({ id: personalDataRequests.id });
  if (!claimed) throw alreadyDecided(await findRequest(scoped, String(row.id)));
}

/** The mail to the user about the decision, written while their name and address are still known. */
async function mailUser(scoped: Ctx, row: RequestRow, mail: DeletionMail): Promise<void> {
  const { profile } = await userPersonalData(scoped, row.userId);
  const texts = await getTranslationsIn(scoped, row.areaId, row.languageCode);
  const message = renderDeletionMail(
    mail,
    { name: profile.name, requestedAt: row.requestedAt, languageCode: row.languageCode },
    texts,
  );
  await queueMail(scoped.db, `personal-data-${mail.kind}:${row.id}`, { to: profile.email, ...message });
}

/**
 * CarryOutDeletion (ADR 83), all in one transaction: the request is claimed, the mail saying it is done is
 * queued to the address the user still has, then the user's personal fields are erased (user module), their
 * e-mail cleared from the orders they placed (order module, the orders stay for the bookkeeping) and from the
 * audit details about them; the request's reason is cleared and an audit entry records the erasure.
 */
export async function carryOutDeletion(ctx: Ctx, requestId: string): Promise<DeletionRequestDetail> {
  const row = await findRequest(ctx, requestId);
  if (row.status !== 'open') throw alreadyDecided(row);
  await withTransaction(ctx, async (scoped) => {
    await claim(scoped, row, { status: 'done', reason: null });
    await mailUser(scoped, row, { kind: 'done' });
    const erased = await eraseUserPersonalFields(scoped, row.userId);
    const orders = await eraseUserFromOrders(scoped, row.userId, erased.email);
    await eraseUserFromAuditDetails(scoped, row.userId, [
      [erased.email, erasedEmailOf(row.userId)],
      [erased.name, erasedUserName],
    ]);
    await recordAudit(
      scoped,
      {
        action: 'personal-data.erase',
        entity: 'user',
        entityId: row.userId,
        details: { requestId, ordersErased: orders, revokedSessions: erased.revokedSessions },
        customerNumber: row.customerNumber,
      },
      { always: true },
    );
  });
  return deletionRequestDetail(ctx, await findRequest(ctx, requestId));
}

/** RejectDeletion: the request rejected with staff's reason, the user mailed it, audited; the user unchanged. */
export async function rejectDeletion(ctx: Ctx, body: RejectDeletionBody): Promise<DeletionRequestDetail> {
  const row = await findRequest(ctx, body.requestId);
  if (row.status !== 'open') throw alreadyDecided(row);
  const reason = body.reason.trim();
  await withTransaction(ctx, async (scoped) => {
    await claim(scoped, row, { status: 'rejected', rejectionReason: reason });
    await mailUser(scoped, row, { kind: 'rejected', reason });
    await recordAudit(
      scoped,
      {
        action: 'personal-data.reject-deletion',
        entity: 'user',
        entityId: row.userId,
        details: { requestId: body.requestId, reason },
        customerNumber: row.customerNumber,
      },
      { always: true },
    );
  });
  return deletionRequestDetail(ctx, await findRequest(ctx, body.requestId));
}
