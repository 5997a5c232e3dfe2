import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import {
  claimDueJob,
  enqueue,
  type Job,
  type JobHandler,
  jobLeaseMs,
  PermanentJobError,
  processDueJobs,
  retryDelayMs,
} from './job-queue.ts';
import { systemCtx } from './job-worker.ts';
import { jobs } from './jobs.tables.ts';

const shared = useSharedTestApp();
const second = 1000;

const jobRow = async (queue: string, key: string) => {
  const [row] = await shared.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.key, key)));
  if (!row) throw new Error(`no job ${queue}/${key}`);
  return row;
};

/** A handler that fails while `failing` says so, recording each run and each final failure. */
function flakyHandler(failing: (job: Job) => boolean) {
  const runs: number[] = [];
  const finalFailures: string[] = [];
  const handler: JobHandler = {
    async run(_ctx, job) {
      runs.push(job.attempts);
      if (failing(job)) throw new Error(`attempt ${job.attempts} failed`);
    },
    async onFailed(_ctx, _job, error) {
      finalFailures.push(error);
    },
  };
  return { handler, runs, finalFailures };
}

describe('retryDelayMs', () => {
  it('doubles from one second and stops at five minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelayMs(9)).toBe(256_000);
    expect(retryDelayMs(10)).toBe(300_000);
    expect(retryDelayMs(40)).toBe(300_000);
  });
});

describe('the job queue', () => {
  it('adds a job once per queue and key', async () => {
    const { app } = shared;
    expect(await enqueue(app.db, { queue: 'q-once', key: 'k', payload: { n: 1 }, maxAttempts: 3 })).toBe(
      true,
    );
    expect(await enqueue(app.db, { queue: 'q-once', key: 'k', payload: { n: 2 }, maxAttempts: 3 })).toBe(
      false,
    );
    expect(await enqueue(app.db, { queue: 'q-once-other', key: 'k', payload: {}, maxAttempts: 3 })).toBe(
      true,
    );
    expect((await jobRow('q-once', 'k')).payload).toEqual({ n: 1 });
    await expect(enqueue(app.db, { queue: 'q-once', key: 'z', payload: {}, maxAttempts: 0 })).rejects.toThrow(
      'maxAttempts',
    );
  });

  it('runs a due job once and marks it done', async () => {
    const { app } = shared;
    const { handler, runs } = flakyHandler(() => false);
    // The job's time and the queue's clock are one instant: `new Date()` taken after a database-stamped
    // run_at could fall in the same millisecond, before its microseconds.
    const now = new Date();
    await enqueue(app.db, { queue: 'q-done', key: 'a', payload: {}, maxAttempts: 3, runAt: now });
    expect(await processDueJobs(systemCtx(app), { 'q-done': handler }, { now })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(await processDueJobs(systemCtx(app), { 'q-done': handler }, { now })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(runs).toEqual([1]);
    expect(await jobRow('q-done', 'a')).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing job after 1 s, 2 s, 4 s … and fails it for good after maxAttempts', async () => {
    const { app } = shared;
    const { handler, runs, finalFailures } = flakyHandler(() => true);
    const start = new Date();
    await enqueue(app.db, { queue: 'q-retry', key: 'a', payload: {}, maxAttempts: 4, runAt: start });
    const handlers = { 'q-retry': handler };

    let now = start;
    for (const [attempt, delay] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ] as const) {
      expect(await processDueJobs(systemCtx(app), handlers, { now })).toMatchObject({ retried: 1 });
      const row = await jobRow('q-retry', 'a');
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        lastError: `attempt ${attempt} failed`,
      });
      expect(row.runAt.getTime()).toBe(now.getTime() + delay * second);
      // Not due a millisecond before its time.
      const early = new Date(row.runAt.getTime() - 1);
      expect(await processDueJobs(systemCtx(app), handlers, { now: early })).toMatchObject({ retried: 0 });
      now = row.runAt;
    }
    expect(await processDueJobs(systemCtx(app), handlers, { now })).toMatchObject({ failed: 1 });
    expect(await jobRow('q-retry', 'a')).toMatchObject({ status: 'failed', attempts: 4 });
    expect(runs).toEqual([1, 2, 3, 4]);
    expect(finalFailures).toEqual(['attempt 4 failed']);
    const later = new Date(now.getTime() + 3600 * second);
    expect(await processDueJobs(systemCtx(app), handlers, { now: later })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('finds a job enqueued a moment ago due at once, by the database clock that stamped it', async () => {
    const { app } = shared;
    const { handler, runs } = flakyHandler(() => false);
    // Often within the same millisecond as the enqueue: a millisecond clock of this process would see the
    // job's microsecond run_at as still ahead.
    for (let i = 0; i < 40; i++) {
      await enqueue(app.db, { queue: 'q-instant', key: `k${i}`, payload: {}, maxAttempts: 3 });
      expect(await processDueJobs(systemCtx(app), { 'q-instant': handler })).toMatchObject({ done: 1 });
    }
    expect(runs).toHaveLength(40);
  });

  it('hands a job enqueued during the poll the time of its claim, not of the poll’s start', async () => {
    const { app } = shared;
    let enqueuedAt = new Date(0);
    let seenByLater: Date | null = null;
    const handlers: Record<string, JobHandler> = {
      'q-during-first': {
        async run() {
          await new Promise((resolve) => setTimeout(resolve, 50));
          await enqueue(app.db, { queue: 'q-during-later', key: 'k', payload: {}, maxAttempts: 1 });
          enqueuedAt = new Date();
        },
      },
      'q-during-later': {
        async run(ctx) {
          seenByLater = ctx.now;
        },
      },
    };
    await enqueue(app.db, { queue: 'q-during-first', key: 'k', payload: {}, maxAttempts: 1 });
    expect(await processDueJobs(systemCtx(app), handlers)).toMatchObject({ done: 2 });
    expect(seenByLater).not.toBeNull();
    expect((seenByLater as unknown as Date).getTime()).toBeGreaterThanOrEqual(enqueuedAt.getTime());
  });

  it('fails a job at once on a PermanentJobError', async () => {
    const { app } = shared;
    const finalFailures: string[] = [];
    const handler: JobHandler = {
      async run() {
        throw new PermanentJobError('payload names no order');
      },
      async onFailed(_ctx, _job, error) {
        finalFailures.push(error);
      },
    };
    await enqueue(app.db, { queue: 'q-permanent', key: 'a', payload: {}, maxAttempts: 10 });
    expect(await processDueJobs(systemCtx(app), { 'q-permanent': handler })).toMatchObject({ failed: 1 });
    expect(await jobRow('q-permanent', 'a')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(finalFailures).toEqual(['PermanentJobError: payload names no order']);
  });

  it('gives a job whose worker died back to the queue once its lease has passed', async () => {
    const { app } = shared;
    const now = new Date();
    await enqueue(app.db, { queue: 'q-lease', key: 'a', payload: {}, maxAttempts: 3, runAt: now });
    const claimed = await claimDueJob(app.db, ['q-lease'], now);
    expect(claimed).toMatchObject({ key: 'a', attempts: 1 });
    // The worker "dies": nobody finishes the job. Within the lease nobody else may take it.
    expect(await claimDueJob(app.db, ['q-lease'], new Date(now.getTime() + jobLeaseMs - 1))).toBeNull();
    const reclaimed = await claimDueJob(app.db, ['q-lease'], new Date(now.getTime() + jobLeaseMs));
    expect(reclaimed).toMatchObject({ key: 'a', attempts: 2 });
  });

  it('hands each due job to one claimer only when many claim at once', async () => {
    const { app } = shared;
    const now = new Date();
    for (let n = 0; n < 8; n++) {
      await enqueue(app.db, { queue: 'q-claim', key: `k${n}`, payload: {}, maxAttempts: 1, runAt: now });
    }
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDueJob(app.db, ['q-claim'], now)));
    const keys = claims.flatMap((job) => (job ? [job.key] : []));
    expect(keys.toSorted()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
  });

  it('leaves jobs of queues it has no handler for alone', async () => {
    const { app } = shared;
    await enqueue(app.db, { queue: 'q-foreign', key: 'a', payload: {}, maxAttempts: 1 });
    const { handler } = flakyHandler(() => false);
    await processDueJobs(systemCtx(app), { 'q-mine': handler });
    expect(await jobRow('q-foreign', 'a')).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
