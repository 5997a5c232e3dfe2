import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../lib/context.ts';
import { hashToken, newToken } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

/** `reset`: RecoverPassword mailed it; `invite`: a company's user invited a colleague to set a first password. */
export type PasswordTokenPurpose = 'reset' | 'invite';

/** A password token's life: the clock of the call (ctx.now) and how long the token lives. */
export type PasswordTokenTtl = { ttlMinutes: number; now: Date };

/** What a live password token stands for. */
export type LivePasswordToken = { userId: string; purpose: PasswordTokenPurpose; expiresAt: Date };

/** Usernames are matched as login matches them: trimmed, case-insensitive. */
const usernameIs = (username: string) => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

/**
 * Issues a single-use password token for a user and answers the raw token (256 random bits, base64url), which
 * is only ever mailed: the table keeps its SHA-256, like the auth tokens. The user's earlier unused tokens of
 * the same purpose are used up in the same call, so only the newest link works (a second "forgot password"
 * mail makes the first one dead). Pass a transaction as `db` to issue it together with other writes.
 */
export async function issuePasswordToken(
  db: Db,
  userId: string,
  purpose: PasswordTokenPurpose,
  { ttlMinutes, now }: PasswordTokenTtl,
): Promise<{ token: string; expiresAt: Date }> {
  if (!(ttlMinutes > 0 && ttlMinutes <= 60 * 24 * 14)) {
    throw new Error(`password token ttl must be within 14 days, got ${ttlMinutes} minutes`);
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  // Inside a transaction of its own (a savepoint when `db` is one already), with the user's row locked to
  // its end: of concurrent issues for one user each waits for the one before, then sees its token and uses
  // it up, so one link stays live however many mails were asked for at once (ADR 71).
  await withTransaction({ db }, async ({ db: tx }) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordTokens.userId, userId),
          eq(passwordTokens.purpose, purpose),
          isNull(passwordTokens.usedAt),
        ),
      );
    await tx
      .insert(passwordTokens)
      .values({ tokenHash: hashToken(token), userId, purpose, createdAt: now, expiresAt });
  });
  return { token, expiresAt };
}

/**
 * The conditions of a live token for a username: unused, unexpired, and its user the one named, active — or, for
 * an invitation, not active yet (an invited colleague is inactive until they set a password, ADR 41; deactivating
 * a user uses up their password tokens, so a deactivated user has no live invitation).
 */
function liveFor(token: string, username: string, now: Date) {
  return and(
    eq(passwordTokens.tokenHash, hashToken(token)),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, now),
    sql`${passwordTokens.userId} in (select ${users.id} from ${users} where ${usernameIs(username)} and (${users.active} or ${passwordTokens.purpose} = 'invite'))`,
  );
}

/**
 * The live token for `username`, or null. Wrong token, another user's token, a used or expired one and a
 * deactivated user all answer null alike, so a caller cannot tell them apart (VerifyToken's one 401).
 */
export async function verifyPasswordToken(
  db: Db,
  token: string,
  username: string,
  now: Date,
): Promise<LivePasswordToken | null> {
  const [row] = await db
    .select({
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      expiresAt: passwordTokens.expiresAt,
    })
    .from(passwordTokens)
    .where(liveFor(token, username, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up the live token for `username` and answers what it stood for, or null as verifyPasswordToken does; an
 * invitation's token also makes the invited user active (ADR 41).
 * One conditional UPDATE: of two concurrent consumes of one token, the database lets exactly one match
 * `used_at is null` (the other re-reads the updated row and matches nothing), so a token works once. Run it in
 * the transaction that sets the password, so a failed write leaves the token unused.
 */
export async function consumePasswordToken(
  db: Db,
  token: string,
  username: string,
  now: Date,
): Promise<LivePasswordToken | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(liveFor(token, username, now))
    .returning({
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      expiresAt: passwordTokens.expiresAt,
    });
  // An accepted invitation makes the invited user active, with the password set in the same transaction.
  if (row?.purpose === 'invite') await db.update(users).set({ active: true }).where(eq(users.id, row.userId));
  return row ?? null;
}
