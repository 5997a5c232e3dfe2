import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Run raw SQL on the database or in a transaction and return its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  // drizzle types `execute` per driver; both answer `{ rows }`, which is all this reads.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
