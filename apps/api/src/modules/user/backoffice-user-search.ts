import type { BackofficeUser, PermissionScope, SearchBackofficeUsersResponse } from '@shop/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { customerNamesByNumbers, customerNumbersNamedLike } from '../customer/index.ts';
import { users } from './user.tables.ts';

/** The columns of a back-office user row but their customer's name (`withCustomerNames` adds it). */
export const backofficeUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  customerNumber: users.customerNumber,
  roles: users.roles,
  permissionScope: users.permissionScope,
  active: users.active,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type BackofficeUserRow = {
  id: string;
  name: string;
  username: string;
  email: string;
  customerNumber: string | null;
  customerName: string | null;
  roles: string[];
  permissionScope: PermissionScope;
  active: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
};

/** The rows with the name of each one's customer (one statement for the page). */
export async function withCustomerNames(
  ctx: Ctx,
  rows: ReadonlyArray<Omit<BackofficeUserRow, 'customerName'>>,
): Promise<BackofficeUserRow[]> {
  const names = await customerNamesByNumbers(
    ctx,
    rows.flatMap((row) => (row.customerNumber === null ? [] : [row.customerNumber])),
  );
  return rows.map((row) => ({
    ...row,
    customerName: row.customerNumber === null ? null : (names.get(row.customerNumber) ?? null),
  }));
}

export function toBackofficeUser(ctx: Ctx, row: BackofficeUserRow): BackofficeUser {
  return {
    ...row,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isCurrentUser: row.id === ctx.user?.id,
  };
}

/** The back-office users with these ids (any order). */
export async function backofficeUsersByIds(ctx: Ctx, ids: readonly string[]): Promise<BackofficeUser[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(backofficeUserColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  return (await withCustomerNames(ctx, rows)).map((row) => toBackofficeUser(ctx, row));
}

/**
 * SearchUsers (back office): users of every customer and the staff, by part of the name, username, e-mail,
 * customer number or customer name, case-insensitive; sorted by name then username; one page and the total.
 */
export async function searchBackofficeUsers(
  ctx: Ctx,
  body: { query: string; active?: boolean | undefined; pageNr: number; pageSize: number },
): Promise<SearchBackofficeUsersResponse> {
  const conditions: SQL[] = [];
  if (body.query !== '') {
    const pattern = containsPattern(body.query);
    const matches = or(
      ilike(users.name, pattern),
      ilike(users.username, pattern),
      ilike(users.email, pattern),
      ilike(users.customerNumber, pattern),
      sql`${users.customerNumber} IN ${customerNumbersNamedLike(pattern)}`,
    );
    if (matches) conditions.push(matches);
  }
  if (body.active !== undefined) conditions.push(eq(users.active, body.active));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await ctx.db.select({ total: count() }).from(users).where(where);
  const total = Number(counted?.total ?? 0);
  const page = await ctx.db
    .select(backofficeUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.username))
    .limit(body.pageSize)
    .offset((body.pageNr - 1) * body.pageSize);
  const rows = await withCustomerNames(ctx, page);
  return {
    users: rows.map((row) => toBackofficeUser(ctx, row)),
    total,
    pageNr: body.pageNr,
    pageSize: body.pageSize,
    pageCount: Math.ceil(total / body.pageSize),
  };
}
