import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { jobs } from './jobs.tables.ts';

/** A claimed job as its handler sees it; `attempts` counts this run. */
export type Job = {
  id: number;
  queue: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

/**
 * Does the work of one queue. `run` may be called more than once for the same job (a worker that dies after
 * the work but before marking it done), so it must be idempotent. `onFailed` runs once, after the last attempt
 * failed, in the transaction that marks the job failed.
 */
export type JobHandler = {
  run(ctx: Ctx, job: Job): Promise<void>;
  /** `error` is the failure as stored on the job (`Name: message`); `cause` the value the last attempt threw. */
  onFailed?(ctx: Ctx, job: Job, error: string, cause: unknown): Promise<void>;
};
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Thrown by a handler when retrying cannot help (bad payload, refused for good): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type EnqueueOptions = {
  queue: string;
  /** Unique per queue: enqueueing the same key again is a no-op (e.g. the order number for its transfer). */
  key: string;
  payload: unknown;
  maxAttempts: number;
  /** When the job may first run; default: now (the database clock). */
  runAt?: Date;
};

/**
 * Add a job unless one with the same queue and key exists. Pass the transaction of the write that needs the
 * job, so both commit together (the outbox pattern). Answers whether a job was added.
 */
export async function enqueue(db: Db | Tx, options: EnqueueOptions): Promise<boolean> {
  if (!Number.isInteger(options.maxAttempts) || options.maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${options.maxAttempts}`);
  }
  const added = await db
    .insert(jobs)
    .values({
      queue: options.queue,
      key: options.key,
      payload: options.payload,
      maxAttempts: options.maxAttempts,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** Longest wait between two attempts. */
export const maxRetryDelayMs = 5 * 60 * 1000;

/** Wait after the n-th failed attempt: 1 s, 2 s, 4 s … capped at 5 min; no jitter, so tests can predict it. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);
}

/**
 * How long a claimed job belongs to its worker. A worker that dies mid-job leaves it 'running'; once the lease
 * has passed, any worker claims it again, so no job is lost (it may run once more than maxAttempts then).
 */
export const jobLeaseMs = 2 * 60 * 1000;

type JobRow = Job & { payload: unknown };

/**
 * Claim the oldest due job of the queues, or null. `FOR UPDATE SKIP LOCKED` lets many workers (processes or
 * instances) poll the same table without taking the same job or waiting for each other. `now` is the queue's
 * clock; without it the database's, the clock that stamped `run_at` (a job enqueued a microsecond ago is due,
 * which a millisecond clock of this process could still place before it).
 */
export async function claimDueJob(db: Db, queues: readonly string[], now?: Date): Promise<Job | null> {
  if (queues.length === 0) return null;
  const at = now === undefined ? sql`now()` : sql`${now.toISOString()}::timestamptz`;
  const queueList = sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const [row] = await queryRows<JobRow>(
    db,
    sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1,
        locked_until = ${at} + make_interval(secs => ${jobLeaseMs / 1000}), updated_at = ${at}
      WHERE id = (
        SELECT id FROM jobs
        WHERE queue IN (${queueList})
          AND ((status = 'queued' AND run_at <= ${at})
            OR (status = 'running' AND locked_until <= ${at}))
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id, queue, key, payload, attempts, max_attempts AS "maxAttempts"`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

const describeError = (error: unknown): string =>
  (error instanceof Error
    ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
    : String(error)
  ).slice(0, 2000);

/** Only the worker that holds this claim may finish the job (a re-claim after the lease bumps `attempts`). */
const heldClaim = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Run one claimed job and record what happened: done, queued again after a delay, or failed for good. */
export async function runClaimedJob(ctx: Ctx, handler: JobHandler, job: Job): Promise<JobOutcome> {
  const now = ctx.now;
  try {
    await handler.run(ctx, job);
    await ctx.db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
      .where(heldClaim(job));
    return 'done';
  } catch (error) {
    const message = describeError(error);
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    if (!final) {
      const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
      ctx.log.warn(
        { job: job.key, queue: job.queue, attempts: job.attempts, runAt, error: message },
        'job failed',
      );
      await ctx.db
        .update(jobs)
        .set({ status: 'queued', runAt, lockedUntil: null, lastError: message, updatedAt: now })
        .where(heldClaim(job));
      return 'retry';
    }
    ctx.log.error(
      { job: job.key, queue: job.queue, attempts: job.attempts, error: message },
      'job failed for good',
    );
    await withTransaction(ctx, async (scoped) => {
      await handler.onFailed?.(scoped, job, message, error);
      await scoped.db
        .update(jobs)
        .set({ status: 'failed', lockedUntil: null, lastError: message, updatedAt: now })
        .where(heldClaim(job));
    });
    return 'failed';
  }
}

export type JobRunSummary = { done: number; retried: number; failed: number };

/**
 * Claim and run due jobs one at a time until none is due (or `limit` ran). `now` is the clock the queue uses
 * (tests pass a later one to reach retries without waiting); default: the database's for what is due, and this
 * process's at each claim for the handler and its retry time. A job enqueued while an earlier one ran is claimed
 * in the same poll, so its handler must not see the poll's start: the ledger would judge a sales order taken
 * after that moment not yet picked, and ship nothing until its next five-minute run.
 */
export async function processDueJobs(
  ctx: Ctx,
  handlers: JobHandlers,
  options: { now?: Date; limit?: number } = {},
): Promise<JobRunSummary> {
  const limit = options.limit ?? 100;
  const summary: JobRunSummary = { done: 0, retried: 0, failed: 0 };
  const queues = Object.keys(handlers);
  for (let ran = 0; ran < limit; ran++) {
    // Without a clock of the caller's, due is decided by the database's clock (see claimDueJob).
    const job = await claimDueJob(ctx.db, queues, options.now);
    if (!job) break;
    const handler = handlers[job.queue] as JobHandler;
    const outcome = await runClaimedJob({ ...ctx, now: options.now ?? new Date() }, handler, job);
    ctx.services.metrics.jobFinished(job.queue, outcome);
    if (outcome === 'done') summary.done++;
    else if (outcome === 'retry') summary.retried++;
    else summary.failed++;
  }
  return summary;
}
