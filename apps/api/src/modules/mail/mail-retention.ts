import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';

/**
 * Delete outbox mails sent before `before`. Queued mails are still to be sent and failed ones wait for someone
 * to look, so both stay.
 */
export function deleteSentMail(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    (limit) => sql`
      DELETE FROM mail_outbox WHERE id IN (
        SELECT id FROM mail_outbox WHERE status = 'sent' AND sent_at < ${before.toISOString()}::timestamptz
        LIMIT ${limit})
      RETURNING 1`,
  );
}
