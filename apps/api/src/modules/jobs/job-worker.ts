import type { FastifyInstance } from 'fastify';
import { type Ctx, createCtx } from '../../lib/context.ts';
import { type JobRunSummary, processDueJobs } from './job-queue.ts';

/**
 * Run every due job of the app's registered queues now, one after the other: what the worker does on each
 * poll, and what tests call to drive the queue step by step (`now` later than the real clock reaches retries
 * without waiting).
 */
export function runDueJobs(ctx: Ctx, options: { now?: Date; limit?: number } = {}): Promise<JobRunSummary> {
  return processDueJobs(ctx, ctx.services.jobs.handlers, options);
}

/** The context jobs run in: nobody's request, so no caller. */
export function systemCtx(app: FastifyInstance, now = new Date()): Ctx {
  const base = { db: app.db, cache: app.cache, config: app.config, services: app.services };
  return createCtx({ ...base, log: app.log.child({ worker: 'jobs' }) }, { kind: 'none' }, { now });
}

/**
 * Poll the queue every `config.jobs.pollMs` while the app runs (started when it is ready, stopped before it
 * closes, waiting for the job in hand). Several processes may run it: claims never overlap.
 */
export function registerJobWorker(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();

  const poll = () => {
    inFlight = (async () => {
      try {
        await runDueJobs(systemCtx(app));
      } catch (error) {
        app.log.error({ err: error }, 'job worker poll failed');
      }
    })();
    void inFlight.then(() => {
      if (!stopped) timer = setTimeout(poll, app.config.jobs.pollMs);
    });
  };

  app.addHook('onReady', async () => {
    // The periodic chains (periodic-job.ts) wiring.ts registered: each carries on by itself once started.
    for (const job of app.services.jobs.periodic) await job.schedule(app.db, new Date());
    timer = setTimeout(poll, 0);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await inFlight;
  });
}
