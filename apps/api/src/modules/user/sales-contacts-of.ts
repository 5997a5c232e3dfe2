import type { SalesContact } from '@shop/contracts';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { salesPersonCustomers, users } from './user.tables.ts';

/**
 * The sales persons assigned to a customer, by name (the customer module's GetSalesContacts asks through its
 * port, wired in wiring.ts). A sales person is an active user with the impersonator role and a row in
 * `sales_person_customers` for the customer. Users carry no phone number yet, so `phone` is null rather than a
 * guess from elsewhere.
 */
export async function salesContactsOf(ctx: Ctx, customerNumber: string): Promise<SalesContact[]> {
  const rows = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(salesPersonCustomers)
    .innerJoin(users, eq(users.id, salesPersonCustomers.userId))
    .where(
      and(
        eq(salesPersonCustomers.customerNumber, customerNumber),
        eq(users.active, true),
        arrayContains(users.roles, ['impersonator']),
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ name: row.name, email: row.email, phone: null }));
}
