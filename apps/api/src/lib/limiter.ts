/** Runs tasks with at most `concurrency` at once and at most `maxQueued` waiting. */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
};

export type LimiterOptions = {
  /** How many tasks may wait for a slot (default: no bound). */
  maxQueued?: number;
  /** The error a task gets when the queue is full (nothing was started, so nothing is lost). */
  whenFull?: () => Error;
};

/**
 * A semaphore with an optional bound on its queue: a burst of expensive tasks (image resizing, search
 * statements) waits for a slot instead of running all at once; past the queue bound it fails fast.
 */
export function createLimiter(concurrency: number, options: LimiterOptions = {}): Limiter {
  const maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
  let running = 0;
  const waiting: Array<() => void> = [];

  const acquire = async () => {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) throw options.whenFull?.() ?? new Error('the queue is full');
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
