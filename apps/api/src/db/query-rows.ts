import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Run raw SQL on the database or in a transaction and return its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
