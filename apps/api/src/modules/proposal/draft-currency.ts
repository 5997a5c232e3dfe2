import { CurrencyCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { proposalDrafts } from './proposal.tables.ts';

/**
 * The currency of the draft a session edits (GetProposalUser sets it; ADR 47): the session's prices and carts are
 * in it. Read with the token by the auth plugin, so every call of the session prices as the draft does and the
 * web cannot ask for another currency. Null when the draft is gone.
 */
export async function draftCurrency(db: Db, draftId: string): Promise<CurrencyCode | null> {
  const [row] = await db
    .select({ currencyCode: proposalDrafts.currencyCode })
    .from(proposalDrafts)
    .where(eq(proposalDrafts.id, draftId))
    .limit(1);
  const parsed = CurrencyCode.safeParse(row?.currencyCode);
  return parsed.success ? parsed.data : null;
}
