import type {
  AllowedUsersToImpersonateResponse,
  BlockedStatus,
  ImpersonationCustomer,
  ImpersonationTokenResponse,
} from '@shop/contracts';
import { impersonationLimits } from '@shop/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { appError, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { recordAudit } from '../audit/index.ts';
import { customerAddresses, customers } from '../customer/index.ts';
import { issueToken, revokeTokenHash } from './token.service.ts';
import { describeUser } from './user.service.ts';
import { authTokens, salesPersonCustomers, users } from './user.tables.ts';

/**
 * Sales impersonation (ADR 45). A sales person (role impersonator) acts for the customers assigned to them in
 * sales_person_customers; a B2B Manager for every customer. Acting is a property of the token
 * (auth_tokens.acting_customer_number): Impersonate and Unimpersonate each revoke the token they were called
 * with and answer a new one, so a copy of the old token cannot keep acting (or keep acting for someone else).
 */

type SalesCaller = { userId: string; manager: boolean; tokenHash: string };

function salesCaller(ctx: Ctx): SalesCaller {
  if (ctx.auth.kind !== 'user' || !ctx.auth.roles.includes('impersonator')) throw forbidden();
  return {
    userId: ctx.auth.userId,
    manager: ctx.auth.roles.includes('B2B Manager'),
    tokenHash: ctx.auth.tokenHash,
  };
}

/** The customers a sales caller may act for, as a condition on `customers` (a manager: all of them). */
function assignedTo(caller: SalesCaller): SQL | undefined {
  if (caller.manager) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${salesPersonCustomers} WHERE ${salesPersonCustomers.customerNumber} = ${customers.customerNumber} AND ${salesPersonCustomers.userId} = ${caller.userId})`;
}

/** A user's name as the shop shows it (who placed an order for a customer); null for an unknown user. */
export async function userDisplayName(db: Ctx['db'], userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** Whether the calling sales user may act for the customer (assigned, or a manager). */
export async function mayActFor(ctx: Ctx, customerNumber: string): Promise<boolean> {
  const caller = salesCaller(ctx);
  const [row] = await ctx.db
    .select({ customerNumber: customers.customerNumber })
    .from(customers)
    .where(and(eq(customers.customerNumber, customerNumber), assignedTo(caller)))
    .limit(1);
  return row !== undefined;
}

/**
 * The city the customer is known by: its default billing address's, else any address's. Written out with an
 * alias: in a single-table select drizzle leaves columns unqualified, and the subquery's would shadow the outer.
 */
const customerCity = sql<string | null>`(
  SELECT a.city FROM customer_addresses a
  WHERE a.customer_number = ${customers}.customer_number
  ORDER BY (a.kind = 'billing') DESC, a.is_default DESC, a.id
  LIMIT 1)`;

function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(customers.name, pattern),
    ilike(customers.customerNumber, pattern),
    sql`EXISTS (SELECT 1 FROM ${customerAddresses} WHERE ${customerAddresses.customerNumber} = ${customers.customerNumber} AND ${ilike(customerAddresses.city, pattern)})`,
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.customerNumber} = ${customers.customerNumber} AND (${ilike(users.name, pattern)} OR ${ilike(users.username, pattern)}))`,
  );
}

/**
 * GetAllowedUsersToImpersonate: one page of the customers the caller may act for, by name, with their users
 * (at most `usersPerCustomer` each, by name) and how many users each has. Three statements whatever the page.
 */
export async function allowedUsersToImpersonate(
  ctx: Ctx,
  query: { search: string; pageSize: number; pageNr: number },
): Promise<AllowedUsersToImpersonateResponse> {
  const caller = salesCaller(ctx);
  const where = and(assignedTo(caller), matching(query.search));
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(customers).where(where);
  const page = await ctx.db
    .select({
      customerNumber: customers.customerNumber,
      name: customers.name,
      city: customerCity,
      countryCode: customers.countryCode,
      languageCode: customers.languageCode,
      currencyCode: customers.currencyCode,
      blockedStatus: customers.blockedStatus,
      active: customers.active,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name), asc(customers.customerNumber))
    .limit(query.pageSize)
    .offset((query.pageNr - 1) * query.pageSize);

  const numbers = page.map((row) => row.customerNumber);
  const ranked = ctx.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      active: users.active,
      customerNumber: users.customerNumber,
      rank: sql<number>`row_number() OVER (PARTITION BY ${users.customerNumber} ORDER BY ${users.name}, ${users.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) OVER (PARTITION BY ${users.customerNumber})`.as('total'),
    })
    .from(users)
    .where(numbers.length > 0 ? inArray(users.customerNumber, numbers) : sql`false`)
    .as('ranked');
  const userRows = numbers.length
    ? await ctx.db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${impersonationLimits.usersPerCustomer}`)
        .orderBy(asc(ranked.rank))
    : [];

  const byCustomer = new Map<string, { users: ImpersonationCustomer['users']; total: number }>();
  for (const row of userRows) {
    if (!row.customerNumber) continue;
    const entry = byCustomer.get(row.customerNumber) ?? { users: [], total: Number(row.total) };
    entry.users.push({
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      active: row.active,
    });
    byCustomer.set(row.customerNumber, entry);
  }

  return {
    customers: page.map((row) => {
      const blockedStatus = row.blockedStatus as BlockedStatus;
      const found = byCustomer.get(row.customerNumber);
      return {
        ...row,
        blockedStatus,
        blocked: blockedStatus !== 'None',
        users: found?.users ?? [],
        userCount: found?.total ?? 0,
      };
    }),
    totalCount: total,
    pageCount: Math.ceil(total / query.pageSize),
    pageSize: query.pageSize,
    pageNr: query.pageNr,
  };
}

/** The customer an Impersonate body names: by number, or the customer of an active user of one. */
async function namedCustomer(
  ctx: Ctx,
  caller: SalesCaller,
  body: { customerNumber?: string | null; userId?: string | null },
): Promise<{ customerNumber: string; active: boolean }> {
  const condition = body.customerNumber
    ? eq(customers.customerNumber, body.customerNumber)
    : sql`${customers.customerNumber} = (SELECT ${users.customerNumber} FROM ${users} WHERE ${users.id} = ${body.userId ?? ''} AND ${users.active})`;
  const [row] = await ctx.db
    .select({
      customerNumber: customers.customerNumber,
      active: customers.active,
      assigned: caller.manager ? sql<boolean>`true` : sql<boolean>`${assignedTo(caller)}`,
    })
    .from(customers)
    .where(condition)
    .limit(1);
  // A sales person learns nothing of customers not theirs: unknown and unassigned are both 403.
  if (!row || !row.assigned) {
    if (caller.manager) throw notFound(body.customerNumber ? 'No such customer' : 'No such active user');
    throw forbidden();
  }
  return row;
}

/**
 * Swaps the calling token for a new one acting for `actingCustomerNumber` (null: for no one), in one
 * transaction: the old token is revoked only if it is still live (two swaps racing: the second is 401), the new
 * one expires when the old would have, and the swap is audited.
 */
async function swapToken(
  ctx: Ctx,
  caller: SalesCaller,
  actingCustomerNumber: string | null,
): Promise<ImpersonationTokenResponse> {
  const issued = await withTransaction(ctx, async (scoped) => {
    const [current] = await scoped.db
      .select({ expiresAt: authTokens.expiresAt, actingCustomerNumber: authTokens.actingCustomerNumber })
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, caller.tokenHash), isNull(authTokens.revokedAt)))
      .for('update');
    if (!current || (await revokeTokenHash(scoped.db, caller.tokenHash, scoped.now)) === 0)
      throw unauthorized();
    const next = await issueToken(scoped.db, {
      kind: 'user',
      userId: caller.userId,
      ttlHours: Math.max(0, (current.expiresAt.getTime() - scoped.now.getTime()) / 3_600_000),
      now: scoped.now,
      actingCustomerNumber,
    });
    const customerNumber = actingCustomerNumber ?? current.actingCustomerNumber;
    if (customerNumber !== null) {
      await recordAudit(
        { ...scoped, customerNumber, impersonator: { userId: caller.userId } },
        scoped.db,
        {
          action: actingCustomerNumber ? 'impersonation.start' : 'impersonation.stop',
          entity: 'customer',
          entityId: customerNumber,
        },
        { always: true },
      );
    }
    return next;
  });
  return {
    token: issued.token,
    tokenType: 'Bearer',
    expiresAt: issued.expiresAt.toISOString(),
    user: await describeUser(ctx, caller.userId, actingCustomerNumber),
  };
}

/** Impersonate: act for an assigned customer (a manager: any), named by number or by one of its users. */
export async function impersonate(
  ctx: Ctx,
  body: { customerNumber?: string | null; userId?: string | null },
): Promise<ImpersonationTokenResponse> {
  const caller = salesCaller(ctx);
  const customer = await namedCustomer(ctx, caller, body);
  if (!customer.active)
    throw appError('impersonation.customer-inactive', 'The customer is deactivated and cannot be acted for');
  return swapToken(ctx, caller, customer.customerNumber);
}

/** Unimpersonate: the sales user's own new token, acting for no one. */
export function unimpersonate(ctx: Ctx): Promise<ImpersonationTokenResponse> {
  return swapToken(ctx, salesCaller(ctx), null);
}
