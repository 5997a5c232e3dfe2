import type {
  GetProposalsBody,
  GetProposalsResponse,
  LatestProposalEvent,
  Proposal,
  ProposalStatus,
  ProposalUpdate,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { proposals } from './proposal.tables.ts';
import { describeProposal, findProposal, latestEvents, listProposals, recordEvent } from './proposal-read.ts';
import { nextStatus, statusOn } from './proposal-status.ts';
import { ownedBy, pageAnswer, pageOf, type SalesCaller, salesCaller } from './sales-caller.ts';

/**
 * The sales side of proposals (ADR 47): the proposals made from the caller's drafts (a manager: all). Another
 * sales person's proposal and a missing one are the same 404. A draft-editing session reaches no proposal.
 */

const proposalMissing = () => notFound('No such proposal');

function salesAccess(caller: SalesCaller) {
  if (caller.editingDraftId !== null) throw proposalMissing();
  return ownedBy(caller, proposals.salesUserId);
}

export async function requireSalesProposal(ctx: Ctx, id: string, lock = false) {
  const row = await findProposal(ctx, id, salesAccess(salesCaller(ctx)), lock);
  if (!row) throw proposalMissing();
  return row;
}

export function listSalesProposals(ctx: Ctx, body: GetProposalsBody): Promise<GetProposalsResponse> {
  const caller = salesCaller(ctx);
  if (caller.editingDraftId !== null)
    return Promise.resolve({ proposals: [], ...pageAnswer(pageOf(body), 0) });
  return listProposals(ctx, ownedBy(caller, proposals.salesUserId), body);
}

export async function getSalesProposal(ctx: Ctx, id: string): Promise<Proposal> {
  await requireSalesProposal(ctx, id);
  return describeProposal(ctx, id);
}

/** UpdateProposal: a new status through the one transition table (on the timeline), and/or the notes. */
export async function updateSalesProposal(ctx: Ctx, update: ProposalUpdate): Promise<Proposal> {
  await withTransaction(ctx, async (scoped) => {
    const row = await requireSalesProposal(scoped, update.id, true);
    const current = statusOn(row.status, row.validUntil, shopDate(scoped.now));
    const status: ProposalStatus | undefined = update.status ? nextStatus(current, update.status) : undefined;
    if (status === undefined && update.notes === undefined) return;
    await scoped.db
      .update(proposals)
      .set({
        ...(status !== undefined && status !== current ? { status } : {}),
        ...(update.notes !== undefined ? { notes: update.notes } : {}),
        updatedAt: scoped.now,
      })
      .where(eq(proposals.id, update.id));
    // A status set by hand is on the timeline, with who set it (issue 31 item 6).
    if (status !== undefined && status !== current && status !== 'Sent')
      await recordEvent(scoped, update.id, `Marked${status}`, scoped.user?.id ?? null);
  });
  return describeProposal(ctx, update.id);
}

/** DeleteProposal (sales side): the proposal, its lines, recipients and events; its customer no longer sees it. */
export async function deleteSalesProposal(ctx: Ctx, id: string): Promise<{ id: string }> {
  await withTransaction(ctx, async (scoped) => {
    await requireSalesProposal(scoped, id, true);
    await scoped.db.delete(proposals).where(eq(proposals.id, id));
  });
  return { id };
}

/** GetLatestProposalEvents: the sales dashboard's timeline of the caller's proposals (a manager: all). */
export async function latestSalesEvents(ctx: Ctx, count = 10): Promise<{ events: LatestProposalEvent[] }> {
  const caller = salesCaller(ctx);
  if (caller.editingDraftId !== null) return { events: [] };
  return { events: await latestEvents(ctx, ownedBy(caller, proposals.salesUserId), count) };
}
