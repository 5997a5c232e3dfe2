import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { proposalRecipients, proposals } from './proposal.tables.ts';

/** A proposal addressed to a user, as their personal data names it (ADR 83). */
export type ProposalOfUser = {
  proposalId: string;
  name: string;
  status: string;
  customerNumber: string;
  sentAt: Date;
};

/** The proposals sales users addressed to a user, oldest first. */
export async function proposalsAddressedTo(ctx: Ctx, userId: string): Promise<ProposalOfUser[]> {
  return ctx.db
    .select({
      proposalId: proposals.id,
      name: proposals.name,
      status: proposals.status,
      customerNumber: proposals.customerNumber,
      sentAt: proposals.createdAt,
    })
    .from(proposalRecipients)
    .innerJoin(proposals, eq(proposals.id, proposalRecipients.proposalId))
    .where(eq(proposalRecipients.userId, userId))
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
}
