import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';

/**
 * Delete login and visitor tokens that expired or were revoked before `before`: no request can use them any
 * more, and they were kept only so the time of their end stays visible for a while. Live tokens stay.
 */
export function deleteStaleTokens(db: Db, before: Date): Promise<number> {
  const cutoff = sql`${before.toISOString()}::timestamptz`;
  return deleteInBatches(
    db,
    (limit) => sql`
      DELETE FROM auth_tokens WHERE token_hash IN (
        SELECT token_hash FROM auth_tokens WHERE expires_at < ${cutoff} OR revoked_at < ${cutoff}
        LIMIT ${limit})
      RETURNING 1`,
  );
}
