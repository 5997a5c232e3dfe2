import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inBackgroundLane } from '../../db/query-lane.ts';
import type { Ctx } from '../../lib/context.ts';
import { purgeOrphanedVisitorCarts } from '../cart/index.ts';
import { type JobHandler, periodicJob } from '../jobs/index.ts';

/** The hourly upkeep job: purge carts nobody can open again and, on PGlite, vacuum the busy tables. */
export const maintenanceSchedule = periodicJob('maintenance', 3_600_000);

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
