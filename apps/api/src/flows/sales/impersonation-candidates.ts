import type {
  AllowedUsersToImpersonateResponse,
  BlockedStatus,
  ImpersonationCustomer,
} from '@shop/contracts';
import { impersonationLimits } from '@shop/contracts';
import { and, asc, count, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { customerAddresses, customers } from '../../modules/customer/customer.tables.ts';
import { isAssignedCustomer } from '../../modules/user/index.ts';
import { users } from '../../modules/user/user.tables.ts';
import { salesScope } from './sales-scope.ts';

/*
 * Whom a sales person may act for (ADR 45): the customers assigned to them (a B2B Manager: every customer),
 * searched by the customer's name, number or city and by its users' names, each with its first users. It reads
 * the customer and user modules' tables in one statement per part, so it is the sales flow's, not a module's
 * (ADR 29); acting itself (Impersonate, Unimpersonate) stays with the user module, which owns the tokens.
 */

/**
 * The city the customer is known by: its default billing address's, else any address's. Written out with an
 * alias: in a single-table select drizzle leaves columns unqualified, and the subquery's would shadow the outer.
 */
const customerCity = sql<string | null>`(
  SELECT a.city FROM customer_addresses a
  WHERE a.customer_number = ${customers}.customer_number
  ORDER BY (a.kind = 'billing') DESC, a.is_default DESC, a.id
  LIMIT 1)`;

function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(customers.name, pattern),
    ilike(customers.customerNumber, pattern),
    sql`EXISTS (SELECT 1 FROM ${customerAddresses} WHERE ${customerAddresses.customerNumber} = ${customers.customerNumber} AND ${ilike(customerAddresses.city, pattern)})`,
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.customerNumber} = ${customers.customerNumber} AND (${ilike(users.name, pattern)} OR ${ilike(users.username, pattern)}))`,
  );
}

/**
 * GetAllowedUsersToImpersonate: one page of the customers the caller may act for, by name, with their users
 * (at most `usersPerCustomer` each, by name) and how many users each has. Three statements whatever the page.
 */
export async function allowedUsersToImpersonate(
  ctx: Ctx,
  query: { search: string; pageSize: number; pageNr: number },
): Promise<AllowedUsersToImpersonateResponse> {
  const scope = salesScope(ctx);
  const assigned = scope.allCustomers
    ? undefined
    : isAssignedCustomer(scope.userId, customers.customerNumber);
  const where = and(assigned, matching(query.search));
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(customers).where(where);
  const page = await ctx.db
    .select({
      customerNumber: customers.customerNumber,
      name: customers.name,
      city: customerCity,
      countryCode: customers.countryCode,
      languageCode: customers.languageCode,
      currencyCode: customers.currencyCode,
      blockedStatus: customers.blockedStatus,
      active: customers.active,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name), asc(customers.customerNumber))
    .limit(query.pageSize)
    .offset((query.pageNr - 1) * query.pageSize);

  const numbers = page.map((row) => row.customerNumber);
  const ranked = ctx.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      active: users.active,
      customerNumber: users.customerNumber,
      rank: sql<number>`row_number() OVER (PARTITION BY ${users.customerNumber} ORDER BY ${users.name}, ${users.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) OVER (PARTITION BY ${users.customerNumber})`.as('total'),
    })
    .from(users)
    .where(numbers.length > 0 ? inArray(users.customerNumber, numbers) : sql`false`)
    .as('ranked');
  const userRows = numbers.length
    ? await ctx.db
        .select()
        .from(ranked)
        .where(sql`${ranked.rank} <= ${impersonationLimits.usersPerCustomer}`)
        .orderBy(asc(ranked.rank))
    : [];

  const byCustomer = new Map<string, { users: ImpersonationCustomer['users']; total: number }>();
  for (const row of userRows) {
    if (!row.customerNumber) continue;
    const entry = byCustomer.get(row.customerNumber) ?? { users: [], total: Number(row.total) };
    entry.users.push({
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      active: row.active,
    });
    byCustomer.set(row.customerNumber, entry);
  }

  return {
    customers: page.map((row) => {
      const blockedStatus = row.blockedStatus as BlockedStatus;
      const found = byCustomer.get(row.customerNumber);
      return {
        ...row,
        blockedStatus,
        blocked: blockedStatus !== 'None',
        users: found?.users ?? [],
        userCount: found?.total ?? 0,
      };
    }),
    totalCount: total,
    pageCount: Math.ceil(total / query.pageSize),
    pageSize: query.pageSize,
    pageNr: query.pageNr,
  };
}
