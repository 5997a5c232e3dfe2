import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** One queue's jobs that are not done, and how long its oldest due job has waited. */
export type QueueDepth = {
  queue: string;
  queued: number;
  running: number;
  failed: number;
  /** Seconds since the oldest queued job became due; 0 when none is due. */
  oldestDueSeconds: number;
};

/**
 * The queue's state for monitoring (`/metrics`): counted in the database, so every instance reports the same
 * shared queue. Done jobs are left out (the hourly maintenance deletes them); the due index serves this.
 */
export async function jobQueueDepth(db: Db): Promise<QueueDepth[]> {
  const rows = await queryRows<{
    queue: string;
    queued: string | number;
    running: string | number;
    failed: string | number;
    oldest: string | number | null;
  }>(
    db,
    sql`
      SELECT queue,
        count(*) FILTER (WHERE status = 'queued') AS queued,
        count(*) FILTER (WHERE status = 'running') AS running,
        count(*) FILTER (WHERE status = 'failed') AS failed,
        extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now())) AS oldest
      FROM jobs WHERE status <> 'done' GROUP BY queue ORDER BY queue`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    queued: Number(row.queued),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestDueSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
  }));
}
