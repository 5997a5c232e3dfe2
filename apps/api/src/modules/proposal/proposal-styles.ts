import type { Ctx } from '../../lib/context.ts';
import { requireCustomerProposal } from './customer-proposals.ts';
import { proposalLinesOf } from './proposal-read.ts';
import { requireSalesProposal } from './sales-proposals.ts';

/** What a line sheet of a proposal needs: its name, its customer and its styles in the lines' order. */
export type ProposalStyles = { name: string; customerNumber: string; productIds: string[] };

async function stylesOf(ctx: Ctx, row: { id: string; name: string; customerNumber: string }) {
  const lines = await proposalLinesOf(ctx, row.id);
  return {
    name: row.name,
    customerNumber: row.customerNumber,
    productIds: [...new Set(lines.map((line) => line.productId))],
  } satisfies ProposalStyles;
}

/**
 * The styles of a proposal addressed to the customer acted for; another customer's, a deleted and a missing
 * one are the same 404. Reading it records no event (a file is not an opening).
 */
export async function customerProposalStyles(ctx: Ctx, id: string): Promise<ProposalStyles> {
  return stylesOf(ctx, await requireCustomerProposal(ctx, id));
}

/** The styles of one of the sales caller's proposals (a manager: any); another's is the same 404. */
export async function salesProposalStyles(ctx: Ctx, id: string): Promise<ProposalStyles> {
  return stylesOf(ctx, await requireSalesProposal(ctx, id));
}
