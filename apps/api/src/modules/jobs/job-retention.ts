import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';

/**
 * Delete jobs that finished (`done`) before `before`. Queued, running and failed jobs stay: the first are work
 * still to do, failed ones wait for someone to look. A deleted job's key may be enqueued again, so the
 * dedupe of `(queue, key)` holds for the retention period; every enqueue that must happen once for good is also
 * guarded by the state of what it works on (an order's status, a period's key in the past).
 */
export function deleteDoneJobs(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    (limit) => sql`
      DELETE FROM jobs WHERE id IN (
        SELECT id FROM jobs WHERE status = 'done' AND updated_at < ${before.toISOString()}::timestamptz
        LIMIT ${limit})
      RETURNING 1`,
  );
}
