import type { SetBackofficeUserActiveResponse } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { appError, notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { backofficeUsersByIds } from './backoffice-user-search.ts';
import { revokeOtherTokens } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

/**
 * SetUserActive (back office): deactivates or reactivates any user. Deactivating ends every session of the user
 * at once (the token lookup also refuses an inactive user) and uses up their password links, so a mailed reset
 * link cannot bring the account back. Staff never deactivate themselves (409 user.cannot-deactivate-self): the
 * last manager could lock everyone out. Audited with before and after; the same state again changes nothing
 * but is still answered.
 */
export async function setBackofficeUserActive(
  ctx: Ctx,
  body: { userId: string; active: boolean },
): Promise<SetBackofficeUserActiveResponse> {
  if (!body.active && body.userId === ctx.user?.id) {
    throw appError('user.cannot-deactivate-self', 'You cannot deactivate your own user');
  }
  const revokedSessions = await withTransaction(ctx, async (scoped) => {
    const [before] = await scoped.db
      .select({ id: users.id, active: users.active, customerNumber: users.customerNumber })
      .from(users)
      .where(eq(users.id, body.userId))
      .for('update');
    if (!before) throw notFound('User not found');
    await scoped.db.update(users).set({ active: body.active }).where(eq(users.id, before.id));
    let revoked = 0;
    if (!body.active) {
      revoked = await revokeOtherTokens(scoped, before.id, null);
      await scoped.db
        .update(passwordTokens)
        .set({ usedAt: ctx.now })
        .where(and(eq(passwordTokens.userId, before.id), isNull(passwordTokens.usedAt)));
    }
    await recordAudit(
      scoped,
      {
        action: body.active ? 'user.reactivate' : 'user.deactivate',
        entity: 'user',
        entityId: before.id,
        details: {
          before: { active: before.active },
          after: { active: body.active },
          revokedSessions: revoked,
        },
        customerNumber: before.customerNumber,
      },
      { always: true },
    );
    return revoked;
  });
  const [user] = await backofficeUsersByIds(ctx, [body.userId]);
  if (!user) throw notFound('User not found');
  return { user, revokedSessions };
}
