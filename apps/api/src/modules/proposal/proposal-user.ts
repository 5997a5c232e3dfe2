import type { GetProposalUserBody, GetProposalUserResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { unauthorized } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { prepareDraftCarts } from '../cart/index.ts';
import { issueToken, liveTokenExpiry } from '../user/index.ts';
import { requireDraft } from './drafts.ts';
import { proposalDrafts } from './proposal.tables.ts';
import { salesCaller } from './sales-caller.ts';

/**
 * GetProposalUser (ADR 47): a new token for the caller that edits the draft (auth_tokens.draft_id; the session
 * has the `proposal` role and acts for no customer). currencyCode becomes the draft's, and the draft's Preorder
 * and Stock carts are made ready in it. The token lives as long as the caller's own; the caller's token stays
 * valid, and Unimpersonate from the editing session answers a plain token of the sales user again.
 */
export async function getProposalUser(ctx: Ctx, body: GetProposalUserBody): Promise<GetProposalUserResponse> {
  const caller = salesCaller(ctx);
  if (ctx.token?.kind !== 'user') throw unauthorized();
  const tokenHash = ctx.token.hash;
  const issued = await withTransaction(ctx, async (scoped) => {
    await requireDraft(scoped, caller, body.draftId, true);
    await scoped.db
      .update(proposalDrafts)
      .set({ currencyCode: body.currencyCode, updatedAt: scoped.now })
      .where(eq(proposalDrafts.id, body.draftId));
    await prepareDraftCarts(scoped, {
      draftId: body.draftId,
      currencyCode: body.currencyCode,
      area: { ...body.areaInfo, currencyCode: body.currencyCode },
    });
    const expiresAt = await liveTokenExpiry(scoped, tokenHash);
    if (!expiresAt) throw unauthorized();
    return issueToken(scoped.db, {
      kind: 'user',
      userId: caller.userId,
      ttlHours: Math.max(0, (expiresAt.getTime() - scoped.now.getTime()) / 3_600_000),
      now: scoped.now,
      draftId: body.draftId,
    });
  });
  return {
    token: issued.token,
    tokenType: 'Bearer',
    expiresAt: issued.expiresAt.toISOString(),
    draftId: body.draftId,
  };
}
