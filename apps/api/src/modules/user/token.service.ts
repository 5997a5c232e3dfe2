import { createHash, randomBytes } from 'node:crypto';
import type { PermissionScope } from '@shop/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { type CustomerProfile, customerProfileOf, toCustomerProfile } from '../customer/index.ts';
import { authTokens, users } from './user.tables.ts';

/** 256 random bits, base64url: opaque, unguessable, and never stored as such. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type IssuedToken = { token: string; expiresAt: Date };

export async function issueToken(
  db: Db,
  options: {
    kind: 'user' | 'anonymous';
    userId: string | null;
    ttlHours: number;
    now: Date;
    actingCustomerNumber?: string | null;
    /** The proposal draft the session edits (GetProposalUser; ADR 47). */
    draftId?: string | null;
  },
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlHours * 3_600_000);
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: options.kind,
    userId: options.userId,
    actingCustomerNumber: options.actingCustomerNumber ?? null,
    draftId: options.draftId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

export type TokenOwner = {
  tokenHash: string;
  kind: 'user' | 'anonymous';
  userId: string | null;
  actingCustomerNumber: string | null;
  /** The proposal draft the session edits (the proposal role; ADR 47), else null. */
  draftId: string | null;
  /** The user's roles and own customer (empty / null for anonymous tokens). */
  roles: string[];
  customerNumber: string | null;
  /** The user's permission scope for their own customer (ADR 41); All for anonymous tokens' absent user. */
  permissionScope: PermissionScope;
  /** What pricing needs of the customer the token acts for (the impersonated one, else the user's own). */
  customer: CustomerProfile | null;
  /** The customer whose prices staff view without acting for them (ADR 82), read in the same statement. */
  priceViewCustomer: CustomerProfile | null;
};

/** The owner of a live token: not expired, not revoked, and (for user tokens) the user still active. */
/**
 * The live token's owner, with the profile of the customer it acts for read in the same statement (every
 * priced request needs it, and each statement is a round trip to the database).
 */
export async function findLiveToken(db: Db, token: string, now: Date): Promise<TokenOwner | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      tokenHash: authTokens.tokenHash,
      kind: authTokens.kind,
      userId: authTokens.userId,
      actingCustomerNumber: authTokens.actingCustomerNumber,
      draftId: authTokens.draftId,
      userActive: users.active,
      roles: users.roles,
      customerNumber: users.customerNumber,
      permissionScope: users.permissionScope,
      customer: customerProfileOf(sql`coalesce(${authTokens.actingCustomerNumber}, ${users.customerNumber})`),
      priceViewCustomer: customerProfileOf(authTokens.priceViewCustomerNumber),
    })
    .from(authTokens)
    .leftJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, now), isNull(authTokens.revokedAt)),
    )
    .limit(1);
  if (!row) return null;
  if (row.kind === 'user' && row.userActive !== true) return null;
  return {
    tokenHash: row.tokenHash,
    kind: row.kind,
    userId: row.userId,
    actingCustomerNumber: row.actingCustomerNumber,
    draftId: row.draftId,
    roles: row.roles ?? [],
    customerNumber: row.customerNumber,
    permissionScope: row.permissionScope ?? 'All',
    customer: row.customer ? toCustomerProfile(row.customer) : null,
    priceViewCustomer: row.priceViewCustomer ? toCustomerProfile(row.priceViewCustomer) : null,
  };
}

/** Revokes one live token by its stored hash; answers how many were revoked (0: already dead or unknown). */
export async function revokeTokenHash(db: Db, tokenHash: string, now: Date): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.length;
}

/**
 * Revokes every live token of a user except the one with `keepTokenHash` (null: keep none): after a password
 * change or reset the session that did it stays, every other one ends. Answers how many were revoked.
 */
export async function revokeOtherTokens(
  ctx: Ctx,
  userId: string,
  keepTokenHash: string | null,
): Promise<number> {
  const live = and(
    eq(authTokens.userId, userId),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, ctx.now),
  );
  const revoked = await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now })
    .where(keepTokenHash === null ? live : and(live, ne(authTokens.tokenHash, keepTokenHash)))
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.length;
}

export async function revokeToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Revoke every token of a user (password change, deactivation). */
export async function revokeUserTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** End a proposal draft's editing sessions (the draft is deleted or converted; ADR 47), in the caller's transaction. */
export async function revokeDraftSessions(ctx: Ctx, draftId: string): Promise<void> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now })
    .where(and(eq(authTokens.draftId, draftId), isNull(authTokens.revokedAt)));
}

/** When the token expires, or null when it is revoked or unknown. */
export async function liveTokenExpiry(ctx: Ctx, tokenHash: string): Promise<Date | null> {
  const [current] = await ctx.db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
  return current?.expiresAt ?? null;
}
