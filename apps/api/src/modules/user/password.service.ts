import { setTimeout as delay } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type {
  ChangePasswordBody,
  PasswordChangedResponse,
  RecoverPasswordBody,
  RecoverPasswordResponse,
  ResetPasswordByTokenBody,
  VerifyTokenBody,
  VerifyTokenResponse,
} from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { getTranslationsIn } from '../content/index.ts';
import { queueMail } from '../mail/index.ts';
import { passwordLinkFrom, renderPasswordMail } from './password-mail.ts';
import { savedPasswordMailTemplate } from './password-mail-template.ts';
import { assertPasswordRule } from './password-rule.ts';
import { consumePasswordToken, issuePasswordToken, verifyPasswordToken } from './password-tokens.ts';
import { hashToken, revokeOtherTokens } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

/** How long a recovery link works (issue 17: at most 60 minutes). */
export const recoveryLinkMinutes = 60;

/**
 * RecoverPassword answers no sooner than this after it started, whether it found the user and queued a mail
 * or found nobody: the few statements of the mail then do not show in the answer's time (ADR 40).
 */
export const recoveryAnswerFloorMs = 250;

/**
 * Refuses a tokenUrl off the shop's site (400 password-token-url-not-allowed) before anything else is done with
 * the request: the refusal never depends on the username, and a refused request costs no mail budget.
 */
export function checkTokenUrl(ctx: Ctx, body: RecoverPasswordBody): void {
  passwordLinkFrom(body.tokenUrl, ctx.config.publicUrl, { token: 'token', username: body.username });
}

/** A user as the password flows need them, looked up by username the way login does. */
async function userByUsername(ctx: Ctx, username: string) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      active: users.active,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return row ?? null;
}

/**
 * Mails a single-use reset link to the user, in the area's language, when the username is a known active
 * user; answers the same in every case. A tokenUrl off the shop's site and an unknown area are refused before
 * the username is looked up, so neither answer depends on it.
 */
export async function recoverPassword(
  ctx: AreaCtx,
  body: RecoverPasswordBody,
): Promise<RecoverPasswordResponse> {
  const started = performance.now();
  checkTokenUrl(ctx, body);
  const { areaId, languageCode } = ctx.area;
  const texts = await getTranslationsIn(ctx, areaId, languageCode);
  const user = await userByUsername(ctx, body.username);
  if (user?.active) {
    const template = await savedPasswordMailTemplate(ctx.db, 'reset', areaId, languageCode);
    await withTransaction(ctx, async (scoped) => {
      const { token } = await issuePasswordToken(scoped.db, user.id, 'reset', {
        ttlMinutes: recoveryLinkMinutes,
        now: ctx.now,
      });
      const link = passwordLinkFrom(body.tokenUrl, ctx.config.publicUrl, { token, username: user.username });
      const mail = renderPasswordMail(
        texts,
        languageCode,
        {
          purpose: 'reset',
          name: user.name,
          username: user.username,
          link,
          validMinutes: recoveryLinkMinutes,
        },
        template,
      );
      await queueMail(scoped.db, `password-reset:${hashToken(token)}`, { to: user.email, ...mail });
    });
  }
  const left = recoveryAnswerFloorMs - (performance.now() - started);
  if (left > 0) await delay(left);
  return { accepted: true, validMinutes: recoveryLinkMinutes };
}

/** 200 while the token is live for the username; every other case the one 401. */
export async function verifyToken(ctx: Ctx, body: VerifyTokenBody): Promise<VerifyTokenResponse> {
  const live = await verifyPasswordToken(ctx.db, body.token, body.username, ctx.now);
  if (!live) throw unauthorized();
  return { valid: true, expiresAt: live.expiresAt.toISOString(), purpose: live.purpose };
}

/**
 * Sets a new password with a live token: the token is checked first (a dead link says so before the form is
 * corrected), then the rule; the password is hashed outside the transaction, which uses the token up, writes
 * the hash, uses up the user's other password tokens and revokes every auth token of the user. Of two
 * concurrent resets with one token, one wins and the other answers 401.
 */
export async function resetPasswordByToken(
  ctx: Ctx,
  body: ResetPasswordByTokenBody,
): Promise<PasswordChangedResponse & { userId: string }> {
  const live = await verifyPasswordToken(ctx.db, body.token, body.username, ctx.now);
  if (!live) throw unauthorized();
  assertPasswordRule(body.newPassword, body.username);
  const passwordHash = await hash(body.newPassword);
  return withTransaction(ctx, async (scoped) => {
    const used = await consumePasswordToken(scoped.db, body.token, body.username, ctx.now);
    if (!used) throw unauthorized();
    await scoped.db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await scoped.db
      .update(passwordTokens)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordTokens.userId, used.userId), isNull(passwordTokens.usedAt)));
    const revokedTokens = await revokeOtherTokens(scoped, used.userId, null);
    return { revokedTokens, userId: used.userId };
  });
}

/** The calling user's username (ChangePassword counts its failures under the login's account key). */
export async function callingUsername(ctx: Ctx): Promise<string> {
  if (!ctx.user) throw unauthorized();
  const [row] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!row) throw unauthorized();
  return row.username;
}

/**
 * Changes the calling user's password. A wrong current password is the one 401 (the web shows
 * change-password-failed); the session stays. The write is conditional on the hash that was verified, so a
 * concurrent change cannot be overwritten by one that checked the old password. Every other token of the user
 * is revoked; the calling one stays. A sales user acting for a customer changes no password here (403).
 */
export async function changePassword(ctx: Ctx, body: ChangePasswordBody): Promise<PasswordChangedResponse> {
  const { user, token } = ctx;
  if (!user || token?.kind !== 'user') throw unauthorized();
  if (ctx.impersonator) throw forbidden();
  const [userId, tokenHash] = [user.id, token.hash];
  const [row] = await ctx.db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verify(row.passwordHash, body.currentPassword))) throw unauthorized();
  assertPasswordRule(body.newPassword, row.username);
  const passwordHash = await hash(body.newPassword);
  return withTransaction(ctx, async (scoped) => {
    const changed = await scoped.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw unauthorized();
    return { revokedTokens: await revokeOtherTokens(scoped, userId, tokenHash) };
  });
}
