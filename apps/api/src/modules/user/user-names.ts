import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { users } from './user.tables.ts';

/** Who a user is, as another module shows it beside what the user did. */
export type UserName = { name: string; email: string };

/**
 * The name and e-mail of each of the users (one statement; ids of deleted users are missing from the map):
 * for a module that keeps a user id and shows who it is.
 */
export async function userNamesByIds(ctx: Ctx, ids: ReadonlyArray<string>): Promise<Map<string, UserName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}
