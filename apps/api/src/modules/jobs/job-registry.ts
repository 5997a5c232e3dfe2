import type { JobHandler, JobHandlers } from './job-queue.ts';
import type { PeriodicJob } from './periodic-job.ts';

/**
 * The queues an app runs, each with its handler, and the periodic chains its worker starts. The jobs module
 * knows no domain: each module exports its handlers, and wiring.ts adds them here once per app.
 */
export type JobRegistry = {
  /** Run the jobs of `queue` with `handler`; a queue has one handler. */
  add(queue: string, handler: JobHandler): JobRegistry;
  /** A chain the worker keeps going: it schedules the current period's run whenever it starts. */
  addPeriodic(job: PeriodicJob): JobRegistry;
  readonly handlers: JobHandlers;
  readonly periodic: readonly PeriodicJob[];
};

export function createJobRegistry(): JobRegistry {
  const handlers: Record<string, JobHandler> = {};
  const periodic: PeriodicJob[] = [];
  const registry: JobRegistry = {
    add(queue, handler) {
      if (Object.hasOwn(handlers, queue)) throw new Error(`job queue ${queue} has a handler already`);
      handlers[queue] = handler;
      return registry;
    },
    addPeriodic(job) {
      periodic.push(job);
      return registry;
    },
    handlers,
    periodic,
  };
  return registry;
}
