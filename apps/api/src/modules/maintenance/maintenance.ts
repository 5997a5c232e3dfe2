import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inBackgroundLane } from '../../db/query-lane.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { periodicJob } from '../jobs/periodic-job.ts';

/** The hourly upkeep job: purge carts nobody can open again and, on PGlite, vacuum the busy tables. */
export const maintenanceSchedule = periodicJob('maintenance', 3_600_000);

/** Rows deleted per statement, and statements per run: a run stays short however much has piled up. */
const purgeBatch = 500;
const purgeRounds = 20;

/**
 * Delete open carts of not-logged-in visitors whose token has expired or was revoked: only that token could
 * open them (ADR 19), so nobody ever can again. Customers' carts and carts used in an order are kept. Answers
 * how many were deleted (their lines go with them).
 */
export async function purgeOrphanedVisitorCarts(db: Db): Promise<number> {
  let purged = 0;
  for (let round = 0; round < purgeRounds; round++) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
        DELETE FROM carts WHERE id IN (
          SELECT c.id FROM carts c
          WHERE c.status = 'open' AND c.customer_number IS NULL
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

/**
 * Tables that change all the time. PGlite runs PostgreSQL in single-user mode, without the autovacuum
 * PostgreSQL has, so their dead rows stay until a VACUUM makes the space reusable.
 */
const busyTables = [
  'carts',
  'cart_lines',
  'auth_tokens',
  'jobs',
  'stock',
  'stock_reservations',
  'orders',
  'payments',
  'mail_outbox',
] as const;

async function vacuumBusyTables(db: Db): Promise<void> {
  // One statement per table: VACUUM cannot run in a transaction, and a list of them would be one.
  for (const table of busyTables) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
}

/** The hourly upkeep (a periodic job: it enqueues the next hour's before it ends). */
export const maintenanceJob: JobHandler = {
  async run(ctx: Ctx) {
    const purged = await purgeOrphanedVisitorCarts(ctx.db);
    if (ctx.config.database.kind === 'pglite') {
      // Behind short queries: a VACUUM of a big table must not make product pages wait.
      await inBackgroundLane(() => vacuumBusyTables(ctx.db));
    }
    ctx.log.info({ purgedCarts: purged }, 'maintenance done');
    await maintenanceSchedule.scheduleNext(ctx.db, ctx.now);
  },
};
