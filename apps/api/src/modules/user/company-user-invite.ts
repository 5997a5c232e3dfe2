import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { CompanyUser, InviteUserBody, LanguageCode, Translations } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { type AreaCtx, type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { queueMail } from '../mail/index.ts';
import { companyUsersOf, managedCustomer } from './company-users-of.ts';
import { type PasswordMailTemplate, passwordLinkFrom, renderPasswordMail } from './password-mail.ts';
import { savedPasswordMailTemplate } from './password-mail-template.ts';
import { issuePasswordToken } from './password-tokens.ts';
import { hashToken, newToken } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

/** How long an invitation's link works: a colleague may be away for a weekend (ADR 41). */
export const invitationMinutes = 72 * 60;

export const usernameTaken = () =>
  appError('company-user.username-taken', 'This e-mail address is already the username of an account');

/** A unique violation (`users.username`): a concurrent call created the user first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** An invitation's mail: to whom, in which language and template, its link's address, and who invites. */
export type InvitationMail = {
  userId: string;
  name: string;
  email: string;
  /** The password page with `{token}` and `{username}` (only the shop's own origin, ADR 40). */
  tokenUrl: string;
  languageCode: LanguageCode;
  texts: Translations;
  template: PasswordMailTemplate | undefined;
  inviterName: string;
  customerName: string;
};

/**
 * Issues an invited user's single-use `invite` token (72 hours; an earlier unused one is used up) and queues the
 * invitation mail with its link, in the caller's transaction: the user, the token and the mail commit together.
 */
export async function mailInvitation(scoped: Ctx, invitation: InvitationMail): Promise<void> {
  const { userId, email } = invitation;
  const { token } = await issuePasswordToken(scoped.db, userId, 'invite', {
    ttlMinutes: invitationMinutes,
    now: scoped.now,
  });
  const mail = renderPasswordMail(
    invitation.texts,
    invitation.languageCode,
    {
      purpose: 'invite',
      name: invitation.name,
      username: email,
      link: passwordLinkFrom(invitation.tokenUrl, scoped.config.publicUrl, { token, username: email }),
      validMinutes: invitationMinutes,
      inviterName: invitation.inviterName,
      customerName: invitation.customerName,
    },
    invitation.template,
  );
  await queueMail(scoped.db, `user-invite:${hashToken(token)}`, { to: email, ...mail });
}

/**
 * The user to invite: a new one, or one of this customer still Invited (their unused invitation is replaced, so
 * only the newest link works). Any other account with the e-mail as username: 409 username-taken.
 */
async function invitee(
  scoped: Ctx,
  customerNumber: string,
  body: InviteUserBody,
  email: string,
  passwordHash: string,
): Promise<{ id: string; reinvited: boolean }> {
  const [existing] = await scoped.db
    .select({ id: users.id, customerNumber: users.customerNumber, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.username})`, email))
    .for('update');
  if (!existing) {
    const id = `u-${randomUUID()}`;
    await scoped.db.insert(users).values({
      id,
      username: email,
      email,
      name: body.name,
      passwordHash,
      customerNumber,
      roles: [],
      active: false,
      permissionScope: body.permissionScope,
      createdAt: scoped.now,
    });
    return { id, reinvited: false };
  }
  if (existing.customerNumber !== customerNumber || existing.active) throw usernameTaken();
  const [pending] = await scoped.db
    .select({ tokenHash: passwordTokens.tokenHash })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, existing.id),
        eq(passwordTokens.purpose, 'invite'),
        isNull(passwordTokens.usedAt),
      ),
    )
    .limit(1);
  // A deactivated colleague is reactivated (UpdateCompanyUser), not invited again.
  if (!pending) throw usernameTaken();
  await scoped.db
    .update(users)
    .set({ name: body.name, permissionScope: body.permissionScope })
    .where(eq(users.id, existing.id));
  return { id: existing.id, reinvited: true };
}

/**
 * InviteUser: a user with the scope All (or a sales user acting for the customer) creates a colleague's account
 * in the same customer, inactive until the colleague sets a password through the mailed link (the password-token
 * flow: ResetPasswordByToken with the invitation's token activates them). The mail is in the call's language,
 * queued in the transaction that creates the user, and audited with both the acting user and the customer.
 */
export async function inviteCompanyUser(ctx: AreaCtx, body: InviteUserBody): Promise<CompanyUser> {
  const customerNumber = managedCustomer(ctx);
  // The address is checked before anything is written (the same rule as RecoverPassword's, ADR 40).
  passwordLinkFrom(body.tokenUrl, ctx.config.publicUrl, { token: 'token', username: body.email });
  const { areaId, languageCode } = ctx.area;
  const texts = await getTranslationsIn(ctx, areaId, languageCode);
  const template = await savedPasswordMailTemplate(ctx.db, 'invite', areaId, languageCode);
  const email = body.email.toLowerCase();
  const inviterId = ctx.user?.id ?? '';
  const [inviter] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
  // Nobody knows this password (argon2 is slow: hashed before the transaction): the colleague sets theirs
  // through the invitation, and is active only then.
  const passwordHash = await hash(newToken());
  try {
    const id = await withTransaction(ctx, async (scoped) => {
      const { id, reinvited } = await invitee(scoped, customerNumber, body, email, passwordHash);
      await mailInvitation(scoped, {
        userId: id,
        name: body.name,
        email,
        tokenUrl: body.tokenUrl,
        languageCode,
        texts,
        template,
        inviterName: inviter?.name ?? '',
        customerName: ctx.customer?.name ?? customerNumber,
      });
      await recordAudit(
        scoped,
        {
          action: reinvited ? 'user.reinvite' : 'user.invite',
          entity: 'user',
          entityId: id,
          details: { email, permissionScope: body.permissionScope },
        },
        { always: true },
      );
      return id;
    });
    const [user] = await companyUsersOf(ctx, customerNumber, [id]);
    if (!user) throw new Error(`invited user ${id} vanished`);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
