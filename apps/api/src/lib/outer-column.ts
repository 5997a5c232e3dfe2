import { Column, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A caller's column named with its table, for a subquery one module hands another to embed: a single-table
 * select writes the columns of a selected expression unqualified, and inside the subquery such a name would be
 * taken as the subquery's own column of that name.
 */
export const outerColumn = (value: SQLWrapper): SQLWrapper =>
  value instanceof Column ? sql`${value.table}.${sql.identifier(value.name)}` : value;
