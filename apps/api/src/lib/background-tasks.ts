/**
 * Fire-and-forget work that must not outlive the app: `close()` aborts waiting tasks and awaits the running
 * ones, so a callback never runs against a closed database.
 */
export type BackgroundTasks = {
  start(task: (signal: AbortSignal) => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  return {
    start(task) {
      // Started right away (its first step runs before start returns); only its completion is not awaited.
      let started: Promise<unknown>;
      try {
        started = task(controller.signal);
      } catch (error) {
        started = Promise.reject(error);
      }
      const promise = started
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      controller.abort();
      await this.settled();
    },
  };
}
