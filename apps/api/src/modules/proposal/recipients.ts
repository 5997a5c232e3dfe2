import type {
  ProposalRecipient,
  SearchProposalRecipientsBody,
  SearchProposalRecipientsResponse,
} from '@shop/contracts';
import { and, asc, count, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { customers } from '../customer/index.ts';
import { users } from '../user/index.ts';
import { assignedCustomers, pageAnswer, pageOf, type SalesCaller, salesCaller } from './sales-caller.ts';

/**
 * Who a draft may be sent to (ADR 47): active users of active customers the sales person is assigned to (a
 * manager: every customer). Sales staff have no customer, so they are never recipients.
 */

const recipientColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  customerNumber: customers.customerNumber,
  customerName: customers.name,
};

function eligible(caller: SalesCaller) {
  return and(
    eq(users.active, true),
    eq(customers.active, true),
    isNotNull(users.customerNumber),
    assignedCustomers(caller),
  );
}

/** SearchProposalRecipients: one page of eligible users, by customer then name. */
export async function searchRecipients(
  ctx: Ctx,
  body: SearchProposalRecipientsBody,
): Promise<SearchProposalRecipientsResponse> {
  const caller = salesCaller(ctx);
  const page = pageOf(body);
  const pattern = body.search ? containsPattern(body.search) : null;
  const where = and(
    eligible(caller),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.username, pattern),
          ilike(customers.name, pattern),
          ilike(customers.customerNumber, pattern),
        )
      : undefined,
  );
  const joined = () =>
    ctx.db
      .select(recipientColumns)
      .from(users)
      .innerJoin(customers, eq(customers.customerNumber, users.customerNumber));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(users)
    .innerJoin(customers, eq(customers.customerNumber, users.customerNumber))
    .where(where);
  const rows = await joined()
    .where(where)
    .orderBy(asc(customers.name), asc(users.name), asc(users.id))
    .limit(page.pageSize)
    .offset((page.pageNr - 1) * page.pageSize);
  return { users: rows, ...pageAnswer(page, total) };
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
  const rows = await ctx.db
    .select(recipientColumns)
    .from(users)
    .innerJoin(customers, eq(customers.customerNumber, users.customerNumber))
    .where(and(eligible(caller), inArray(users.username, wanted)));
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
  return ctx.db
    .select(recipientColumns)
    .from(users)
    .innerJoin(customers, eq(customers.customerNumber, users.customerNumber))
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(customers.name), asc(users.name));
}
