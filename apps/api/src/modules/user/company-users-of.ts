import type { CompanyUser, CompanyUserStatus, Role } from '@shop/contracts';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { requirePermission } from './permission-scope.ts';
import { passwordTokens, users } from './user.tables.ts';

/**
 * The customer whose users the caller manages: the one they act for, with the scope All (a sales user acting for
 * a customer acts with All). Anyone else: 403 `permission-scope.all-required`.
 */
export function managedCustomer(ctx: Ctx): string {
  if (!ctx.customerNumber || !ctx.user) throw forbidden();
  requirePermission(ctx, 'users');
  return ctx.customerNumber;
}

/**
 * Where a user stands (ADR 41): active users are Active; an inactive user with an unused invitation (live or
 * expired: issuing one uses up the earlier ones, deactivating uses them all up) is Invited; any other inactive
 * user is Deactivated.
 */
function statusOf(active: boolean, invitationExpiresAt: Date | null): CompanyUserStatus {
  if (active) return 'Active';
  return invitationExpiresAt ? 'Invited' : 'Deactivated';
}

/**
 * The users of a customer as GetUsers shows them, sorted by name (`only`: just these ids). Two statements: the
 * users, then their unused invitations.
 */
export async function companyUsersOf(
  ctx: Ctx,
  customerNumber: string,
  only?: readonly string[],
): Promise<CompanyUser[]> {
  const ofCustomer = eq(users.customerNumber, customerNumber);
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      roles: users.roles,
      permissionScope: users.permissionScope,
      active: users.active,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(only ? and(ofCustomer, inArray(users.id, [...only])) : ofCustomer)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.username));
  const inactive = rows.filter((row) => !row.active).map((row) => row.id);
  const invitations =
    inactive.length === 0
      ? []
      : await ctx.db
          .select({ userId: passwordTokens.userId, expiresAt: max(passwordTokens.expiresAt) })
          .from(passwordTokens)
          .where(
            and(
              inArray(passwordTokens.userId, inactive),
              eq(passwordTokens.purpose, 'invite'),
              isNull(passwordTokens.usedAt),
            ),
          )
          .groupBy(passwordTokens.userId);
  const invitationOf = new Map(invitations.map((row) => [row.userId, row.expiresAt]));
  return rows.map((row) => {
    const invitation = row.active ? null : (invitationOf.get(row.id) ?? null);
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      roles: row.roles as Role[],
      permissionScope: row.permissionScope,
      active: row.active,
      status: statusOf(row.active, invitation),
      invitationExpiresAt: invitation ? new Date(invitation).toISOString() : null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      isCurrentUser: row.id === ctx.user?.id,
    };
  });
}

/** GetUsers: the users of the caller's own customer, for a user whose scope is All. */
export function getCompanyUsers(ctx: Ctx): Promise<CompanyUser[]> {
  return companyUsersOf(ctx, managedCustomer(ctx));
}
