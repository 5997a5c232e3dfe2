import { AppError } from '../../lib/app-error.ts';

/** Runs tasks with at most `concurrency` at once and at most `maxQueued` waiting. */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
};

/** 503 with a code the client can retry on; the queue is full, nothing was lost. */
export const busy = () =>
  new AppError(
    503,
    'media.busy',
    'The image service is busy; try again shortly',
    'ServiceUnavailableException',
  );

/**
 * A semaphore with a bounded queue. Resizing holds a decoded image in memory, so a burst of requests must
 * wait for a slot instead of decoding all at once; past the queue bound it fails fast with 503.
 */
export function createLimiter(concurrency: number, maxQueued: number): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];

  const acquire = async () => {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) throw busy();
    // The releasing task hands its slot over directly, so `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
