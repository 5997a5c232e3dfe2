import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inBackgroundLane } from '../../db/query-lane.ts';
import type { Ctx } from '../../lib/context.ts';
import { deleteOldCartAddRequests, purgeOrphanedVisitorCarts } from '../cart/index.ts';
import { deleteDoneJobs, type JobHandler, periodicJob } from '../jobs/index.ts';
import { deleteSentMail } from '../mail/index.ts';
import { deleteStaleTokens } from '../user/index.ts';

/**
 * The hourly upkeep job: purge carts nobody can open again, delete what the retention period has passed for and,
 * on PGlite, vacuum the busy tables.
 */
export const maintenanceSchedule = periodicJob('maintenance', 3_600_000);

/**
 * Tables that change all the time. PGlite runs PostgreSQL in single-user mode, without the autovacuum
 * PostgreSQL has, so their dead rows stay until a VACUUM makes the space reusable. The order lines and the
 * ledger's documents only grow, but a VACUUM also marks their pages all-visible, which lets the customer
 * center count a dealer's orders and invoices from the index alone (ADR 38).
 */
const busyTables = [
  'carts',
  'cart_lines',
  'auth_tokens',
  'jobs',
  'stock',
  'stock_reservations',
  'orders',
  'order_lines',
  'payments',
  'mail_outbox',
  'erp_shipments',
  'erp_invoices',
  'erp_credit_memos',
] as const;

async function vacuumBusyTables(db: Db): Promise<void> {
  // One statement per table: VACUUM cannot run in a transaction, and a list of them would be one.
  for (const table of busyTables) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
}

export type RetentionSummary = { jobs: number; tokens: number; mails: number; cartAddRequests: number };

/**
 * Delete rows older than `config.retention.days` (`RETENTION_DAYS`), each through the module that owns them:
 * done jobs, tokens expired or revoked that long ago, outbox mails sent that long ago, the request ids of cart
 * fills claimed that long ago (a form that old sent again adds again). Pending work and failures stay. See
 * docs/decisions/0035-safe-startup-and-retention.md.
 */
export async function applyRetention(ctx: Ctx): Promise<RetentionSummary> {
  const before = new Date(ctx.now.getTime() - ctx.config.retention.days * 86_400_000);
  return {
    jobs: await deleteDoneJobs(ctx.db, before),
    tokens: await deleteStaleTokens(ctx.db, before),
    mails: await deleteSentMail(ctx.db, before),
    cartAddRequests: await deleteOldCartAddRequests(ctx.db, before),
  };
}

/** The hourly upkeep (a periodic job: it enqueues the next hour's before it ends). */
export const maintenanceJob: JobHandler = {
  async run(ctx: Ctx) {
    const purged = await purgeOrphanedVisitorCarts(ctx.db);
    const deleted = await applyRetention(ctx);
    if (ctx.config.database.kind === 'pglite') {
      // Behind short queries: a VACUUM of a big table must not make product pages wait.
      await inBackgroundLane(() => vacuumBusyTables(ctx.db));
    }
    ctx.log.info({ purgedCarts: purged, deleted }, 'maintenance done');
    await maintenanceSchedule.scheduleNext(ctx.db, ctx.now);
  },
};
