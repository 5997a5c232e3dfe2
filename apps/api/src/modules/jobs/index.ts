/** The jobs module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { jobQueueDepth, type QueueDepth } from './job-depth.ts';
export { enqueue, type JobHandler, jobLeaseMs, PermanentJobError } from './job-queue.ts';
export { createJobRegistry, type JobRegistry } from './job-registry.ts';
export { deleteDoneJobs } from './job-retention.ts';
export { registerJobWorker } from './job-worker.ts';
export { periodicJob } from './periodic-job.ts';
