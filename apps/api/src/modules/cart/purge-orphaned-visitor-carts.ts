import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Rows deleted per statement, and statements per run: a run stays short however much has piled up. */
const purgeBatch = 500;
const purgeRounds = 20;

/**
 * Delete open carts of not-logged-in visitors whose token has expired or was revoked: only that token could
 * open them (ADR 19), so nobody ever can again. Customers' carts, proposal drafts' carts (ADR 47) and carts used
 * in an order are kept. Answers how many were deleted (their lines go with them). The hourly maintenance job
 * calls it; the cart module owns the delete, as it owns the carts.
 */
export async function purgeOrphanedVisitorCarts(db: Db): Promise<number> {
  let purged = 0;
  for (let round = 0; round < purgeRounds; round++) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
        DELETE FROM carts WHERE id IN (
          SELECT c.id FROM carts c
          WHERE c.status = 'open' AND c.customer_number IS NULL AND c.draft_id IS NULL
            AND NOT EXISTS (
              SELECT 1 FROM auth_tokens t
              WHERE t.token_hash = c.owner_token_hash AND t.revoked_at IS NULL AND t.expires_at > now())
          LIMIT ${purgeBatch})
        RETURNING id`,
    );
    purged += rows.length;
    if (rows.length < purgeBatch) break;
  }
  return purged;
}
