import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { erasedUserName, type PermissionScope, type Role } from '@shop/contracts';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { revokeOtherTokens } from './token.service.ts';
import { authTokens, passwordTokens, salesPersonCustomers, users } from './user.tables.ts';

/** A user's own data as the user module keeps it (ADR 83): the profile and the log-ins, never a token. */
export type UserPersonalData = {
  profile: {
    userId: string;
    username: string;
    name: string;
    email: string;
    customerNumber: string | null;
    roles: Role[];
    permissionScope: PermissionScope;
    active: boolean;
    createdAt: Date;
    lastLoginAt: Date | null;
  };
  sessions: Array<{ startedAt: Date; expiresAt: Date; endedAt: Date | null }>;
};

/** The profile and sessions of a user, oldest session first; 404 for an unknown id. */
export async function userPersonalData(ctx: Ctx, userId: string): Promise<UserPersonalData> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  const sessions = await ctx.db
    .select({
      startedAt: authTokens.createdAt,
      expiresAt: authTokens.expiresAt,
      endedAt: authTokens.revokedAt,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'user')))
    .orderBy(asc(authTokens.createdAt));
  return {
    profile: {
      userId: row.id,
      username: row.username,
      name: row.name,
      email: row.email,
      customerNumber: row.customerNumber,
      roles: row.roles as Role[],
      permissionScope: row.permissionScope,
      active: row.active,
      createdAt: row.createdAt,
      lastLoginAt: row.lastLoginAt,
    },
    sessions,
  };
}

/**
 * The e-mail an erased user keeps: unique (it is the username too) and undeliverable (`.invalid` is reserved,
 * RFC 2606), so no mail of the shop reaches anybody through it.
 */
export const erasedEmailOf = (userId: string) =>
  `deleted-${userId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}@erased.invalid`;

/**
 * Erases a user's personal fields in the caller's transaction (ADR 83): the name becomes `erasedUserName`, the
 * e-mail and username a placeholder, the password a hash of random bytes nobody knows; the user is deactivated,
 * every session ends, every password link is used up and any customer assignment is removed. The row stays,
 * so orders, proposals and the audit log still name it. Answers what it was (for the mail saying it is done).
 */
export async function eraseUserPersonalFields(
  scoped: Ctx,
  userId: string,
): Promise<{ name: string; email: string; revokedSessions: number }> {
  const [before] = await scoped.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) throw notFound('User not found');
  const placeholder = erasedEmailOf(userId);
  await scoped.db
    .update(users)
    .set({
      name: erasedUserName,
      email: placeholder,
      username: placeholder,
      passwordHash: await hash(randomBytes(32).toString('base64')),
      active: false,
      lastLoginAt: null,
    })
    .where(eq(users.id, userId));
  const revokedSessions = await revokeOtherTokens(scoped, userId, null);
  await scoped.db
    .update(passwordTokens)
    .set({ usedAt: scoped.now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  await scoped.db.delete(salesPersonCustomers).where(eq(salesPersonCustomers.userId, userId));
  return { name: before.name, email: before.email, revokedSessions };
}

/**
 * Whether the user is the only active user of their customer with the scope All: after their erasure nobody at
 * the customer can manage its users (staff then invite a new first user).
 */
export async function isOnlyAllUser(ctx: Ctx, userId: string): Promise<boolean> {
  const [user] = await ctx.db
    .select({ customerNumber: users.customerNumber, active: users.active, scope: users.permissionScope })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.customerNumber || !user.active || user.scope !== 'All') return false;
  const others = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerNumber, user.customerNumber),
        eq(users.active, true),
        eq(users.permissionScope, 'All'),
        ne(users.id, userId),
      ),
    )
    .limit(1);
  return others.length === 0;
}
