import { type ProposalStatus, proposalTransitions } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { proposals } from './proposal.tables.ts';

/**
 * The one place proposal statuses move (ADR 47). `proposalTransitions` (contracts) is the table; a Sent or
 * Viewed proposal whose validUntil day has passed (shop calendar) reads Expired without being written.
 */

/** The status as read on `today` (YYYY-MM-DD, shop calendar). */
export function statusOn(stored: string, validUntil: string | null, today: string): ProposalStatus {
  const status = stored as ProposalStatus;
  if ((status === 'Sent' || status === 'Viewed') && validUntil !== null && validUntil < today)
    return 'Expired';
  return status;
}

/** The same rule in SQL, for filtering lists by status. */
export const statusSql = (today: string) =>
  sql<string>`CASE WHEN ${proposals.status} IN ('Sent', 'Viewed') AND ${proposals.validUntil} IS NOT NULL AND ${proposals.validUntil} < ${today} THEN 'Expired' ELSE ${proposals.status} END`;

/** Whether `to` may follow `from` (the same status again is no change, so allowed). */
export function mayMove(from: ProposalStatus, to: ProposalStatus): boolean {
  return from === to || proposalTransitions[from].includes(to);
}

/** `to`, or 409 proposal.status-transition naming both statuses. */
export function nextStatus(from: ProposalStatus, to: ProposalStatus): ProposalStatus {
  if (!mayMove(from, to)) {
    throw appError('proposal.status-transition', `A proposal cannot go from ${from} to ${to}`);
  }
  return to;
}
