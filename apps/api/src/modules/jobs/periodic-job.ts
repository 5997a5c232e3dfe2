import type { Db, Tx } from '../../db/client.ts';
import { enqueue } from './job-queue.ts';

/**
 * A job that runs once per period however many workers there are: each run is keyed by the start of its period
 * (ISO), so enqueueing it again is a no-op. Every worker start schedules the current period's run; each run
 * schedules the next period's before it ends, so the chain carries on by itself.
 */
export type PeriodicJob = {
  queue: string;
  /** Enqueue the run of the period `at` falls in, due at `at` (false when it is there already). */
  schedule(db: Db | Tx, at: Date): Promise<boolean>;
  /** Enqueue the run of the period after the one `now` falls in, due when that period starts. */
  scheduleNext(db: Db | Tx, now: Date): Promise<boolean>;
};

export function periodicJob(queue: string, periodMs: number): PeriodicJob {
  const periodStart = (at: Date) => new Date(Math.floor(at.getTime() / periodMs) * periodMs);
  const enqueueRun = (db: Db | Tx, period: Date, runAt: Date) =>
    enqueue(db, { queue, key: period.toISOString(), payload: {}, maxAttempts: 3, runAt });
  return {
    queue,
    schedule: (db, at) => enqueueRun(db, periodStart(at), at),
    scheduleNext: (db, now) => {
      const next = new Date(periodStart(now).getTime() + periodMs);
      return enqueueRun(db, next, next);
    },
  };
}
