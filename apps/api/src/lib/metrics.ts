import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/** How a job run ended (job-queue.ts's JobOutcome): done, queued again after a failure, or failed for good. */
export type JobRunOutcome = 'done' | 'retry' | 'failed';

/** Why a transfer to the ERP failed: refused on the order's merits, or no usable answer (error, timeout). */
export type ErpTransferFailure = 'refused' | 'unavailable';

/**
 * The app's Prometheus series (prom-client), one registry per app so that test files building many apps in
 * one process never share a series. Modules record what only they see (job outcomes, ERP failures) through
 * these methods; plugins/metrics.ts adds the request histogram and the series read at scrape time (queue
 * depth, pool use, cache hits) and serves them on the internal port (`METRICS_PORT`).
 */
export type ShopMetrics = {
  readonly registry: Registry;
  jobFinished(queue: string, outcome: JobRunOutcome): void;
  erpTransferFailed(reason: ErpTransferFailure): void;
};

/**
 * `processMetrics`: also the process's CPU, memory, event loop lag and garbage collection, under their
 * standard names; only where something scrapes them (each set keeps an event loop monitor running, and a
 * test process builds many apps).
 */
export function createShopMetrics(options: { processMetrics: boolean }): ShopMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Job runs in this process by queue and outcome (done, retry = failed and queued again, failed = for good)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const erpTransferErrors = new Counter({
    name: 'shop_erp_transfer_errors_total',
    help: 'Failed attempts to transfer an order to the ERP (refused = on the merits, unavailable = error or timeout)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every label set from the start, so a rate() over them has a zero to begin with.
  for (const reason of ['refused', 'unavailable'] as const) erpTransferErrors.inc({ reason }, 0);
  return {
    registry,
    jobFinished: (queue, outcome) => jobRuns.inc({ queue, outcome }),
    erpTransferFailed: (reason) => erpTransferErrors.inc({ reason }),
  };
}
