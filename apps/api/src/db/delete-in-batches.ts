import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

/** Rows deleted per statement, and statements per call: a retention run stays short however much piled up. */
export const retentionBatch = 1000;
export const retentionRounds = 20;

/**
 * Run a `DELETE … WHERE key IN (SELECT key … LIMIT n) RETURNING 1` statement, built by `statement(n)`, until
 * it deletes fewer than a batch or the rounds are used up (the next run carries on). Answers the rows deleted.
 * Short statements keep each lock brief, and on PGlite let interactive queries pass in between.
 */
export async function deleteInBatches(db: Db, statement: (limit: number) => SQL): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < retentionRounds; round++) {
    const rows = await queryRows<unknown>(db, statement(retentionBatch));
    deleted += rows.length;
    if (rows.length < retentionBatch) break;
  }
  return deleted;
}
