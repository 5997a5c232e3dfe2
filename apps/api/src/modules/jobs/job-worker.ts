import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context.ts';
import {
  ledgerFulfilmentJob,
  ledgerFulfilmentQueue,
  ledgerFulfilmentSchedule,
} from '../erp/ledger-fulfilment.ts';
import { mailJob, mailQueue } from '../mail/mail.service.ts';
import { maintenanceJob, maintenanceSchedule } from '../maintenance/maintenance.ts';
import { paymentExpiryJob, paymentExpiryQueue } from '../order/order-payment-expiry.ts';
import { erpTransferJob, erpTransferQueue } from '../order/order-transfer.ts';
import { type JobHandlers, type JobRunSummary, processDueJobs } from './job-queue.ts';

/** Every queue the shop runs and its handler. */
export const jobHandlers: JobHandlers = {
  [erpTransferQueue]: erpTransferJob,
  [ledgerFulfilmentQueue]: ledgerFulfilmentJob,
  [mailQueue]: mailJob,
  [maintenanceSchedule.queue]: maintenanceJob,
  [paymentExpiryQueue]: paymentExpiryJob,
};

/**
 * Run every due job now, one after the other: what the worker does on each poll, and what tests call to drive
 * the queue step by step (`now` later than the real clock reaches retries without waiting).
 */
export function runDueJobs(ctx: Ctx, options: { now?: Date; limit?: number } = {}): Promise<JobRunSummary> {
  return processDueJobs(ctx, jobHandlers, options);
}

/** The context jobs run in: nobody's request, so no caller. */
export function systemCtx(app: FastifyInstance, now = new Date()): Ctx {
  return {
    db: app.db,
    cache: app.cache,
    config: app.config,
    auth: { kind: 'none' },
    log: app.log.child({ worker: 'jobs' }),
    now,
  };
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
    // The periodic chains (periodic-job.ts): the hourly upkeep, and the built-in ledger's shipping.
    await maintenanceSchedule.schedule(app.db, new Date());
    if (app.config.erp.kind === 'internal') await ledgerFulfilmentSchedule.schedule(app.db, new Date());
    timer = setTimeout(poll, 0);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await inFlight;
  });
}
