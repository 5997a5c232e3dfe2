import {
  type DeletionRequestStatusResponse,
  type PersonalDataExport,
  personalDataFormat,
  type RequestDeletionBody,
} from '@shop/contracts';
import { appError, forbidden } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { auditEntriesAboutUser, recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { customerNamesByNumbers } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { ordersPlacedByUser } from '../order/index.ts';
import { proposalsAddressedTo } from '../proposal/index.ts';
import { userPersonalData } from '../user/index.ts';
import { requestOf, requestsOfUser } from './deletion-requests.ts';
import { personalDataRequests } from './personal-data.tables.ts';
import { renderDeletionMail } from './personal-data-mail.ts';

/**
 * The customer's user the call is about: the caller's own user. A sales user acting for a customer is refused
 * (403): the data belongs to the customer's user, and the sales user's own is not a dealer's.
 */
function ownUserId(ctx: Ctx): string {
  if (!ctx.user || ctx.impersonator || !ctx.customerNumber) throw forbidden();
  return ctx.user.id;
}

/** Kept in the visitor's browser only, so the server has none of it to give (ADR 79). */
const notStoredOnServer = [
  'The cookie choice (statistics, marketing) is stored only in your browser, in the cookie shop_consent.',
  "Your basket, delivery country and display name are kept in your browser's local storage.",
];

/**
 * GetPersonalData: everything the shop keeps about the caller's own user (GDPR Art. 15 and 20), each part from
 * the module that owns it. The download is audited.
 */
export async function exportPersonalData(ctx: Ctx): Promise<PersonalDataExport> {
  const userId = ownUserId(ctx);
  const [data, orders, proposals, audit, requests] = await Promise.all([
    userPersonalData(ctx, userId),
    ordersPlacedByUser(ctx, userId),
    proposalsAddressedTo(ctx, userId),
    auditEntriesAboutUser(ctx, userId),
    requestsOfUser(ctx, userId),
  ]);
  const { profile } = data;
  const names = await customerNamesByNumbers(ctx, profile.customerNumber ? [profile.customerNumber] : []);
  await recordAudit(
    ctx,
    {
      action: 'personal-data.export',
      entity: 'user',
      entityId: userId,
      customerNumber: profile.customerNumber,
    },
    { always: true },
  );
  return {
    format: personalDataFormat,
    generatedAt: ctx.now.toISOString(),
    user: {
      ...profile,
      customerName: profile.customerNumber ? (names.get(profile.customerNumber) ?? null) : null,
      createdAt: profile.createdAt.toISOString(),
      lastLoginAt: profile.lastLoginAt?.toISOString() ?? null,
    },
    sessions: data.sessions.map((session) => ({
      startedAt: session.startedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      endedAt: session.endedAt?.toISOString() ?? null,
    })),
    orders: orders.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })),
    proposals: proposals.map((proposal) => ({ ...proposal, sentAt: proposal.sentAt.toISOString() })),
    auditEntries: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    deletionRequests: requests.map(requestOf),
    notStoredOnServer,
  };
}

/** GetDeletionRequestStatus: the caller's newest request, or null. */
export async function ownDeletionRequest(ctx: Ctx): Promise<DeletionRequestStatusResponse> {
  const [newest] = await requestsOfUser(ctx, ownUserId(ctx));
  return { request: newest ? requestOf(newest) : null };
}

/** A unique violation: a concurrent request of the same user was inserted first. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const alreadyOpen = () =>
  appError(
    'personal-data.deletion-open',
    'You have already asked for your personal data to be deleted; we are handling that request',
  );

/**
 * RequestDeletion: an open request and the receipt mailed in the page's language, in one transaction. A second
 * open request is refused (409), also when two race: the partial unique index keeps one.
 */
export async function requestDeletion(
  ctx: AreaCtx,
  body: RequestDeletionBody,
): Promise<DeletionRequestStatusResponse> {
  const userId = ownUserId(ctx);
  const { profile } = await userPersonalData(ctx, userId);
  const [open] = (await requestsOfUser(ctx, userId)).filter((row) => row.status === 'open');
  if (open) throw alreadyOpen();
  const languageCode = ctx.area.languageCode;
  const texts = await getTranslationsIn(ctx, ctx.area.areaId, languageCode);
  try {
    const row = await withTransaction(ctx, async (scoped) => {
      const [created] = await scoped.db
        .insert(personalDataRequests)
        .values({
          userId,
          customerNumber: profile.customerNumber,
          reason: body.reason?.trim() || null,
          languageCode,
          areaId: ctx.area.areaId,
          requestedAt: scoped.now,
        })
        .returning();
      if (!created) throw new Error('personal_data_requests insert returned no row');
      const mail = renderDeletionMail(
        { kind: 'received' },
        { name: profile.name, requestedAt: created.requestedAt, languageCode },
        texts,
      );
      await queueMail(scoped.db, `personal-data-received:${created.id}`, { to: profile.email, ...mail });
      await recordAudit(
        scoped,
        {
          action: 'personal-data.request-deletion',
          entity: 'user',
          entityId: userId,
          details: { requestId: String(created.id) },
          customerNumber: profile.customerNumber,
        },
        { always: true },
      );
      return created;
    });
    return { request: requestOf(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}
