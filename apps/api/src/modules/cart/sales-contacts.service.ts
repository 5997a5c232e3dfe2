import type { SalesContact } from '@shop/contracts';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { salesPersonCustomers, users } from '../user/user.tables.ts';

/**
 * GetSalesContacts: the sales persons assigned to the customer acted for (own or impersonated), by name.
 * A sales person is an active user with the impersonator role and a row in `sales_person_customers` for the
 * customer. Users carry no phone number yet, so `phone` is null rather than a guess from elsewhere.
 */
export async function getSalesContacts(ctx: Ctx): Promise<SalesContact[]> {
  const auth = ctx.auth;
  // The route's access rule ('customer') already guarantees this; the check keeps the service safe alone.
  if (auth.kind !== 'user' || auth.customerNumber === null) throw forbidden();
  const rows = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(salesPersonCustomers)
    .innerJoin(users, eq(users.id, salesPersonCustomers.userId))
    .where(
      and(
        eq(salesPersonCustomers.customerNumber, auth.customerNumber),
        eq(users.active, true),
        arrayContains(users.roles, ['impersonator']),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ name: row.name, email: row.email, phone: null }));
}
