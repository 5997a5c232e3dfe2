import type { ImpersonationTokenResponse } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { appError, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { customerActivity } from '../customer/index.ts';
import { issueToken, revokeTokenHash } from './token.service.ts';
import { describeUser } from './user.service.ts';
import { authTokens, salesPersonCustomers, users } from './user.tables.ts';

/**
 * Sales impersonation (ADR 45). A sales person (role impersonator) acts for the customers assigned to them in
 * sales_person_customers; a B2B Manager for every customer. Acting is a property of the token
 * (auth_tokens.acting_customer_number): Impersonate and Unimpersonate each revoke the token they were called
 * with and answer a new one, so a copy of the old token cannot keep acting (or keep acting for someone else).
 * The list of customers to act for (GetAllowedUsersToImpersonate) reads customers and their users together:
 * it is the sales flow's (flows/sales/impersonation-candidates.ts).
 */

type SalesCaller = { userId: string; manager: boolean; tokenHash: string };

function salesCaller(ctx: Ctx): SalesCaller {
  const { user, token } = ctx;
  if (!user?.roles.includes('impersonator') || token?.kind !== 'user') throw forbidden();
  return { userId: user.id, manager: user.roles.includes('B2B Manager'), tokenHash: token.hash };
}

/** A user's name as the shop shows it (who placed an order for a customer); null for an unknown user. */
export async function userDisplayName(db: Ctx['db'], userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/**
 * The customer an Impersonate body names: by number, or the customer of an active user of one. The customer
 * module answers whether it exists and is active; the assignment is this module's own table.
 */
async function namedCustomer(
  ctx: Ctx,
  caller: SalesCaller,
  body: { customerNumber?: string | null; userId?: string | null },
): Promise<{ customerNumber: string; active: boolean }> {
  const customerNumber = body.customerNumber || (await activeUsersCustomer(ctx, body.userId ?? ''));
  const customer = customerNumber ? await customerActivity(ctx, customerNumber) : null;
  const assigned =
    customer !== null &&
    (caller.manager || (await isAssignedTo(ctx, caller.userId, customer.customerNumber)));
  // A sales person learns nothing of customers not theirs: unknown and unassigned are both 403.
  if (!customer || !assigned) {
    if (caller.manager) throw notFound(body.customerNumber ? 'No such customer' : 'No such active user');
    throw forbidden();
  }
  return customer;
}

/** The customer number of an active user (null: no such user, not active, or not a customer's). */
async function activeUsersCustomer(ctx: Ctx, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ customerNumber: users.customerNumber })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return row?.customerNumber ?? null;
}

async function isAssignedTo(ctx: Ctx, userId: string, customerNumber: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: salesPersonCustomers.userId })
    .from(salesPersonCustomers)
    .where(
      and(eq(salesPersonCustomers.userId, userId), eq(salesPersonCustomers.customerNumber, customerNumber)),
    )
    .limit(1);
  return row !== undefined;
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
