import { type Permission, scopesGranting } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { users } from './user.tables.ts';

/** A colleague to write to: who, and where. */
export type Colleague = { id: string; name: string; email: string };

/**
 * The active users of a customer whose permission scope grants `permission` (ADR 41), by name: e.g. who may
 * place orders ('checkout': Release and All), the colleagues an order sent for approval goes to (ADR 81).
 */
export async function colleaguesWithPermission(
  ctx: Pick<Ctx, 'db'>,
  customerNumber: string,
  permission: Permission,
): Promise<Colleague[]> {
  return ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.customerNumber, customerNumber),
        eq(users.active, true),
        inArray(users.permissionScope, scopesGranting(permission)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
