import {
  type AddProposalToCartBody,
  AddProposalToCartResponse,
  type CustomerGetProposalsBody,
  type CustomerGetProposalsResponse,
  type CustomerProposal,
} from '@shop/contracts';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { addOnce } from '../cart/index.ts';
import { addLinesToCarts } from '../customer-center/index.ts';
import { proposalRecipients, proposals } from './proposal.tables.ts';
import { findProposal, listProposals, proposalLinesOf, recordEvent } from './proposal-read.ts';
import { statusOn } from './proposal-status.ts';

/**
 * The customer's side of proposals (ADR 47): the proposals addressed to the customer acted for, not deleted by
 * it. Another customer's, a deleted and a missing proposal are the same 404. Events are recorded for the
 * dealer's own users; a sales user acting for the customer reads without leaving a trace in the timeline.
 */

const proposalMissing = () => notFound('No such proposal');

function customerAccess(ctx: Ctx): SQL {
  if (!ctx.customerNumber) throw forbidden();
  return and(eq(proposals.customerNumber, ctx.customerNumber), isNull(proposals.customerDeletedAt)) as SQL;
}

/** The dealer's own user id when they are a recipient of the proposal (events are theirs), else null. */
async function recipientUser(ctx: Ctx, proposalId: string): Promise<string | null> {
  if (!ctx.user || ctx.impersonator) return null;
  const [row] = await ctx.db
    .select({ userId: proposalRecipients.userId })
    .from(proposalRecipients)
    .where(and(eq(proposalRecipients.proposalId, proposalId), eq(proposalRecipients.userId, ctx.user.id)));
  // Any user of the customer may open it; a colleague who was not named is recorded too (they are the customer's).
  return row?.userId ?? ctx.user.id;
}

export async function requireCustomerProposal(ctx: Ctx, id: string, lock = false) {
  const row = await findProposal(ctx, id, customerAccess(ctx), lock);
  if (!row) throw proposalMissing();
  return row;
}

export function listCustomerProposals(
  ctx: Ctx,
  body: CustomerGetProposalsBody,
): Promise<CustomerGetProposalsResponse> {
  return listProposals(ctx, customerAccess(ctx), body);
}

/** GetProposal (customer): the first opening per user records Opened and makes a Sent proposal Viewed. */
export async function getCustomerProposal(ctx: Ctx, id: string): Promise<CustomerProposal> {
  await withTransaction(ctx, async (scoped) => {
    const row = await requireCustomerProposal(scoped, id, true);
    const userId = await recipientUser(scoped, id);
    if (userId === null) return;
    const first = await recordEvent(scoped, id, 'Opened', userId);
    if (first && statusOn(row.status, row.validUntil, shopDate(scoped.now)) === 'Sent') {
      await scoped.db
        .update(proposals)
        .set({ status: 'Viewed', updatedAt: scoped.now })
        .where(and(eq(proposals.id, id), eq(proposals.status, 'Sent')));
    }
  });
  const listed = await listProposals(ctx, and(customerAccess(ctx), eq(proposals.id, id)), {});
  const summary = listed.proposals[0];
  if (!summary) throw proposalMissing();
  const [row] = await ctx.db.select({ notes: proposals.notes }).from(proposals).where(eq(proposals.id, id));
  return { ...summary, notes: row?.notes ?? '', lines: await proposalLinesOf(ctx, id) };
}

/** DeleteProposal (customer): gone from the customer's list; event Deleted; the sales side keeps it. */
export async function deleteCustomerProposal(ctx: Ctx, id: string): Promise<{ id: string }> {
  await withTransaction(ctx, async (scoped) => {
    await requireCustomerProposal(scoped, id, true);
    await scoped.db
      .update(proposals)
      .set({ customerDeletedAt: scoped.now, updatedAt: scoped.now })
      .where(eq(proposals.id, id));
    await recordEvent(scoped, id, 'Deleted', scoped.impersonator ? null : (scoped.user?.id ?? null));
  });
  return { id };
}

/**
 * AddProposalToCart: the lines (with the dealer's quantities) into the customer's carts through Order again's
 * rules (customer-center module): each into the cart its colour picks today, what cannot go in reported.
 * Records AddedToCart and makes a Sent or Viewed proposal Accepted when anything was added, in the add's
 * transaction; a repeat of a request id answers the first call's answer and adds nothing (issue 31 item 10).
 */
export function addProposalToCart(
  ctx: AreaCtx,
  body: AddProposalToCartBody,
): Promise<AddProposalToCartResponse> {
  const request = {
    call: 'addProposalToCart',
    requestId: body.requestId,
    body,
    answer: AddProposalToCartResponse,
  };
  return addOnce(ctx, request, async (scoped) => {
    const row = await requireCustomerProposal(scoped, body.id);
    const changed = new Map((body.quantities ?? []).map((entry) => [entry.lineNo, entry.quantity]));
    const lines = (await proposalLinesOf(scoped, row.id))
      .map((line) => ({ ...line, quantity: changed.get(line.lineNo) ?? line.quantity }))
      .filter((line) => line.quantity > 0);
    const result = await addLinesToCarts(scoped, body.area, lines);
    if (result.added.length > 0) {
      const userId = await recipientUser(scoped, row.id);
      if (userId !== null) await recordEvent(scoped, row.id, 'AddedToCart', userId);
      const current = statusOn(row.status, row.validUntil, shopDate(scoped.now));
      if (current === 'Sent' || current === 'Viewed') {
        await scoped.db
          .update(proposals)
          .set({ status: 'Accepted', updatedAt: scoped.now })
          .where(and(eq(proposals.id, row.id), inArray(proposals.status, ['Sent', 'Viewed'])));
      }
    }
    return { proposalId: row.id, ...result };
  });
}
