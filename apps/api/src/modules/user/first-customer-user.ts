import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type LanguageCode, localizePath } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import { isUniqueViolation, mailInvitation, usernameTaken } from './company-user-invite.ts';
import { savedPasswordMailTemplate } from './password-mail-template.ts';
import { newToken } from './token.service.ts';
import { users } from './user.tables.ts';

/** The first user of a customer the shop has just created, and the language and area of their invitation. */
export type FirstCustomerUser = {
  customerNumber: string;
  customerName: string;
  name: string;
  email: string;
  areaId: string;
  languageCode: LanguageCode;
  /** Who the mail says created the account (the staff member who approved). */
  inviterName: string;
};

/** Whether an e-mail address is already the username of an account (matched as login matches it). */
export async function isUsernameTaken(ctx: Ctx, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, email.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates a new customer's first user (the approved applicant's contact) with the scope All, inactive until they
 * set a password, and mails them the invitation a company's user sends a colleague (ADR 41: the `invite` password
 * token, the password page of their language, 72 hours), in their language. Pass the ctx of the transaction that
 * created the customer: an address that is already a username throws 409 company-user.username-taken, so the
 * caller's transaction creates nothing. Audited as `user.invite`.
 */
export async function inviteFirstCustomerUser(
  ctx: Ctx,
  user: FirstCustomerUser,
): Promise<{ userId: string; email: string }> {
  const email = user.email.trim().toLowerCase();
  const texts = await getTranslationsIn(ctx, user.areaId, user.languageCode);
  const template = await savedPasswordMailTemplate(ctx.db, 'invite', user.areaId, user.languageCode);
  // Nobody knows this password: the user sets theirs through the invitation, and is active only then.
  const passwordHash = await hash(newToken());
  const userId = `u-${randomUUID()}`;
  try {
    await withTransaction(ctx, async (scoped) => {
      if (await isUsernameTaken(scoped, email)) throw usernameTaken();
      await scoped.db.insert(users).values({
        id: userId,
        username: email,
        email,
        name: user.name,
        passwordHash,
        customerNumber: user.customerNumber,
        roles: [],
        active: false,
        permissionScope: 'All',
        createdAt: scoped.now,
      });
      await mailInvitation(scoped, {
        userId,
        name: user.name,
        email,
        tokenUrl: `${localizePath('recoverPassword', user.languageCode)}?token={token}&username={username}`,
        languageCode: user.languageCode,
        texts,
        template,
        inviterName: user.inviterName,
        customerName: user.customerName,
      });
      await recordAudit(
        scoped,
        {
          action: 'user.invite',
          entity: 'user',
          entityId: userId,
          details: { email, permissionScope: 'All', customerNumber: user.customerNumber },
          customerNumber: user.customerNumber,
        },
        { always: true },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return { userId, email };
}
