import { eq, inArray, or, sql } from 'drizzle-orm';
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

/**
 * The ids of the users a text names: their e-mail address (any case) or their id, exactly. For a module that
 * keeps user ids and is searched by who a user is (the back office's audit log).
 */
export async function userIdsByEmailOrId(ctx: Ctx, text: string): Promise<string[]> {
  const wanted = text.trim();
  if (wanted === '') return [];
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, wanted), sql`lower(${users.email}) = lower(${wanted})`));
  return rows.map((row) => row.id);
}
