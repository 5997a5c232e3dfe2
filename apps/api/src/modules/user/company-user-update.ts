import type { CompanyUser, PermissionScope, UpdateCompanyUserBody } from '@shop/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { appError, notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { companyUsersOf, managedCustomer } from './company-users-of.ts';
import { revokeOtherTokens } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

type Standing = { permissionScope: PermissionScope; active: boolean };

/** An active user with the scope All: who can manage the company's users. */
const managesUsers = (user: Standing) => user.active && user.permissionScope === 'All';

/**
 * UpdateCompanyUser: sets a colleague's scope, deactivates or reactivates them (ADR 41). The customer's users are
 * locked for the check and the write, so two managers demoting each other at once cannot leave the company
 * without an active All user: the change that would is refused with 409 `company-user.last-all-user` (also when
 * it is the caller's own). Deactivating ends every session of the user and uses up their password links (an
 * invitation too) at once; the token lookup reads the scope on every request, so a new scope holds from the next
 * call. A user of another customer answers not-found, as a missing one. Audited with the acting user.
 */
export async function updateCompanyUser(ctx: Ctx, body: UpdateCompanyUserBody): Promise<CompanyUser> {
  const customerNumber = managedCustomer(ctx);
  await withTransaction(ctx, async (scoped) => {
    const colleagues = await scoped.db
      .select({ id: users.id, permissionScope: users.permissionScope, active: users.active })
      .from(users)
      .where(eq(users.customerNumber, customerNumber))
      .orderBy(asc(users.id))
      .for('update');
    // The scope read with the token may be a moment old: under the lock, a caller demoted or deactivated by a
    // concurrent change manages no more (a sales user acting for the customer is none of its users).
    const caller = colleagues.find((user) => user.id === ctx.user?.id);
    if (!ctx.impersonator && !(caller && managesUsers(caller))) {
      throw appError(
        'permission-scope.all-required',
        'Only a user with the permission scope All manages users',
      );
    }
    const before = colleagues.find((user) => user.id === body.userId);
    if (!before) throw notFound('User not found');
    const after: Standing = {
      permissionScope: body.permissionScope ?? before.permissionScope,
      active: body.active ?? before.active,
    };
    const othersManaging = colleagues.filter((user) => user.id !== before.id && managesUsers(user)).length;
    if (managesUsers(before) && !managesUsers(after) && othersManaging === 0) {
      throw appError(
        'company-user.last-all-user',
        'The company must keep an active user with the permission scope All: give another user All first',
      );
    }
    await scoped.db.update(users).set(after).where(eq(users.id, before.id));
    let revokedTokens = 0;
    if (body.active === false) {
      revokedTokens = await revokeOtherTokens(scoped, before.id, null);
      await scoped.db
        .update(passwordTokens)
        .set({ usedAt: ctx.now })
        .where(and(eq(passwordTokens.userId, before.id), isNull(passwordTokens.usedAt)));
    }
    await recordAudit(
      scoped,
      {
        action: 'user.update',
        entity: 'user',
        entityId: before.id,
        details: {
          before: { permissionScope: before.permissionScope, active: before.active },
          after,
          revokedTokens,
        },
      },
      { always: true },
    );
  });
  const [user] = await companyUsersOf(ctx, customerNumber, [body.userId]);
  if (!user) throw notFound('User not found');
  return user;
}
