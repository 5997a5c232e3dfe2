import { Readable } from 'node:stream';
import { asc, gt } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { byteOrderMark, csvLine } from '../../lib/csv.ts';
import {
  type BackofficeUserRow,
  backofficeUserColumns,
  withCustomerNames,
} from './backoffice-user-search.ts';
import { users } from './user.tables.ts';

/** Users read per statement: the report never holds more than one page in memory. */
export const csvPageSize = 500;

export const userCsvColumns = [
  'Username',
  'Name',
  'E-mail',
  'Customer number',
  'Customer name',
  'Roles',
  'Permission scope',
  'Active',
  'Last login',
  'Created',
] as const;

const csvRow = (row: BackofficeUserRow) =>
  csvLine([
    row.username,
    row.name,
    row.email,
    row.customerNumber ?? '',
    row.customerName ?? '',
    row.roles.join('; '),
    row.permissionScope,
    row.active ? 'yes' : 'no',
    row.lastLoginAt?.toISOString() ?? '',
    row.createdAt.toISOString(),
  ]);

/** Every user, a page at a time in username order (keyset: rows added while it runs never repeat one). */
async function* userCsvLines(ctx: Ctx): AsyncGenerator<string> {
  yield byteOrderMark + csvLine(userCsvColumns);
  let after: string | null = null;
  for (;;) {
    const page: BackofficeUserRow[] = await withCustomerNames(
      ctx,
      await ctx.db
        .select(backofficeUserColumns)
        .from(users)
        .where(after === null ? undefined : gt(users.username, after))
        .orderBy(asc(users.username))
        .limit(csvPageSize),
    );
    if (page.length > 0) yield page.map(csvRow).join('');
    if (page.length < csvPageSize) return;
    after = page[page.length - 1]?.username ?? null;
  }
}

/** GetUserCsvReport: the users as a CSV stream (UTF-8 with BOM), read from the database as it is sent. */
export function userCsvReport(ctx: Ctx): { name: string; stream: Readable } {
  return {
    name: `users-${ctx.now.toISOString().slice(0, 10)}.csv`,
    stream: Readable.from(userCsvLines(ctx), { objectMode: false }),
  };
}
