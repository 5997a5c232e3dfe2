import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { activeCustomerNumbers, customerNameOf, customerNumbersNamedLike } from '../customer/index.ts';
import { isAssignedCustomer } from './assigned-customers.ts';
import { users } from './user.tables.ts';

/*
 * The users of customers as a sales person reaches them, with their customer's name: whom a proposal is sent to
 * (ADR 47). Each read is one statement; the customer's name and activity come from the customer module's
 * subqueries.
 */

/** A customer's user with the customer's name. */
export type CustomerUser = {
  userId: string;
  username: string;
  name: string;
  customerNumber: string;
  customerName: string;
};

const customerName = customerNameOf(users.customerNumber);

const customerUserColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  // Set for every row read here (each statement requires a customer).
  customerNumber: sql<string>`${users.customerNumber}`,
  customerName: sql<string>`${customerName}`,
};

/**
 * Active users of active customers; with a sales person (null: a manager, every customer), of the customers
 * assigned to them only. Sales staff have no customer, so they are never reached.
 */
function reachableBy(salesPersonId: string | null): SQL | undefined {
  return and(
    eq(users.active, true),
    sql`${users.customerNumber} IN ${activeCustomerNumbers()}`,
    isNotNull(users.customerNumber),
    salesPersonId === null ? undefined : isAssignedCustomer(salesPersonId, users.customerNumber),
  );
}

/**
 * One page of the users the sales person reaches, by customer name, then name; `pattern` (ILIKE) matches the
 * user's name or username or the customer's name or number.
 */
export async function searchReachableCustomerUsers(
  ctx: Ctx,
  salesPersonId: string | null,
  query: { pattern: string | null; pageSize: number; pageNr: number },
): Promise<{ users: CustomerUser[]; total: number }> {
  const { pattern } = query;
  const where = and(
    reachableBy(salesPersonId),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.username, pattern),
          sql`${users.customerNumber} IN ${customerNumbersNamedLike(pattern)}`,
          ilike(users.customerNumber, pattern),
        )
      : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(users).where(where);
  const rows = await ctx.db
    .select(customerUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(customerName), asc(users.name), asc(users.id))
    .limit(query.pageSize)
    .offset((query.pageNr - 1) * query.pageSize);
  return { users: rows, total };
}

/** The users with these usernames that the sales person reaches (any order). */
export function reachableCustomerUsersNamed(
  ctx: Ctx,
  salesPersonId: string | null,
  usernames: readonly string[],
): Promise<CustomerUser[]> {
  return ctx.db
    .select(customerUserColumns)
    .from(users)
    .where(and(reachableBy(salesPersonId), inArray(users.username, [...usernames])));
}

/** The users with these ids that the sales person reaches, by customer name, then name. */
export function reachableCustomerUsersAmong(
  ctx: Ctx,
  salesPersonId: string | null,
  userIds: readonly string[],
): Promise<CustomerUser[]> {
  return ctx.db
    .select(customerUserColumns)
    .from(users)
    .where(and(reachableBy(salesPersonId), inArray(users.id, [...userIds])))
    .orderBy(asc(customerName), asc(users.name));
}

/** The customers' users with these ids, whether reached or not, by customer name, then name. */
export function customerUsersByIds(ctx: Ctx, userIds: readonly string[]): Promise<CustomerUser[]> {
  return ctx.db
    .select(customerUserColumns)
    .from(users)
    .where(and(isNotNull(users.customerNumber), inArray(users.id, [...userIds])))
    .orderBy(asc(customerName), asc(users.name));
}
