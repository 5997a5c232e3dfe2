import { type Column, getTableColumns, getTableName, isSQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Rows per INSERT; measured fastest on PGlite (5,000 rows: ~3× faster than 1,000-row VALUES lists). */
const defaultChunkSize = 5000;

/** The value a column gets when a row leaves it out: its static default, else null. */
function fallback(table: PgTable, key: string, column: Column): unknown {
  if (!column.hasDefault) return null;
  if (column.default === undefined || isSQLWrapper(column.default)) {
    throw new Error(
      `${getTableName(table)}.${key} has a database default and must be given in all rows or none`,
    );
  }
  return column.default;
}

/**
 * Bulk insert: each chunk is one statement that expands a JSON array with `json_populate_recordset`, so a
 * chunk costs one bind parameter instead of rows × columns, the same on PGlite and node-postgres. Columns no
 * row mentions are left to their database defaults (serial ids). Returns the number of rows.
 */
export async function insertInChunks<T extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  chunkSize = defaultChunkSize,
): Promise<number> {
  const columns = Object.entries(getTableColumns(table));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as Array<Record<string, unknown>>;
    const present = columns.filter(([key]) => chunk.some((row) => row[key] !== undefined));
    const records = chunk.map((row) =>
      Object.fromEntries(
        present.map(([key, column]) => [
          column.name,
          row[key] === undefined ? fallback(table, key, column) : row[key],
        ]),
      ),
    );
    const list = sql.join(
      present.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const name = sql.identifier(getTableName(table));
    await db.execute(
      sql`INSERT INTO ${name} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(records)}::json)`,
    );
  }
  return rows.length;
}
