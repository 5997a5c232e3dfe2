import type {
  ProposalRecipient,
  SearchProposalRecipientsBody,
  SearchProposalRecipientsResponse,
} from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import {
  customerUsersByIds,
  reachableCustomerUsersNamed,
  searchReachableCustomerUsers,
} from '../user/index.ts';
import { pageAnswer, pageOf, type SalesCaller, salesCaller, salesPersonOf } from './sales-caller.ts';

/**
 * Who a draft may be sent to (ADR 47): active users of active customers the sales person is assigned to (a
 * manager: every customer). Sales staff have no customer, so they are never recipients. The user module reads
 * them.
 */

/** SearchProposalRecipients: one page of eligible users, by customer then name. */
export async function searchRecipients(
  ctx: Ctx,
  body: SearchProposalRecipientsBody,
): Promise<SearchProposalRecipientsResponse> {
  const caller = salesCaller(ctx);
  const page = pageOf(body);
  const pattern = body.search ? containsPattern(body.search) : null;
  const found = await searchReachableCustomerUsers(ctx, salesPersonOf(caller), { pattern, ...page });
  return { users: found.users, ...pageAnswer(page, found.total) };
}

/**
 * The users named by username, each eligible for the caller; else 400 proposal.recipient-not-allowed naming
 * every username that is not (unknown, inactive, not a customer's user, or a customer not theirs alike).
 */
export async function resolveRecipients(
  ctx: Ctx,
  caller: SalesCaller,
  usernames: readonly string[],
): Promise<ProposalRecipient[]> {
  const wanted = [...new Set(usernames.map((name) => name.trim()))];
  if (wanted.length === 0) return [];
  const rows = await reachableCustomerUsersNamed(ctx, salesPersonOf(caller), wanted);
  const found = new Set(rows.map((row) => row.username));
  const refused = wanted.filter((name) => !found.has(name));
  if (refused.length > 0) {
    throw appError(
      'proposal.recipient-not-allowed',
      `Not a user of one of your customers: ${refused.map((name) => JSON.stringify(name)).join(', ')}`,
    );
  }
  return rows;
}

/** The recipients (with their customers) of the given user ids. */
export async function describeRecipients(ctx: Ctx, userIds: readonly string[]): Promise<ProposalRecipient[]> {
  if (userIds.length === 0) return [];
  return customerUsersByIds(ctx, userIds);
}
