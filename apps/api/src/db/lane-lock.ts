import type { QueryLane } from './query-lane.ts';

export type Release = () => void;

/** Starts holding background work back; calls `resume` when it may go; returns a cancel function. */
export type PauseStrategy = (resume: () => void) => () => void;

/** One turn of this thread's event loop. */
export const pauseOneTurn: PauseStrategy = (resume) => {
  const immediate = setImmediate(resume);
  return () => clearImmediate(immediate);
};

export type LaneLockOptions = {
  /**
   * While background work waits, at most this many interactive holders in a row go first; then one
   * background waiter gets its turn, so a flood of short queries cannot starve searches.
   */
  maxInteractiveStreak?: number;
  /** How long background work is held back after an interactive holder (default: one turn). */
  pause?: PauseStrategy;
  /**
   * Decide who goes next on the next turn of the event loop, never at once. Where waiters arrive as
   * messages (the PGlite worker), this lets every message that came in while a statement ran queue up
   * before the choice; a synchronous grant would serve them in arrival order.
   */
  deferGrants?: boolean;
};

/**
 * A mutex for the one embedded-database connection with two queues. A free lock goes to the oldest
 * interactive waiter, else to the oldest background waiter. A request mostly runs several short queries one
 * after another; to keep a queued search from slipping in between them, after an interactive release a
 * background waiter is only let in once the pause has passed (by default one turn of the event loop), by when
 * the request's follow-up query has been asked for. So an interactive query waits for at most the one
 * statement already running.
 */
export class LaneLock {
  #held = false;
  #cancelPause: (() => void) | undefined;
  #streak = 0;
  readonly #maxStreak: number;
  readonly #pause: PauseStrategy;
  readonly #deferGrants: boolean;
  #decisionPending = false;
  #decisionAfterInteractive = false;
  readonly #waiting: Record<QueryLane, Array<() => void>> = { interactive: [], background: [] };

  constructor(options: LaneLockOptions = {}) {
    this.#maxStreak = options.maxInteractiveStreak ?? 16;
    this.#pause = options.pause ?? pauseOneTurn;
    this.#deferGrants = options.deferGrants ?? false;
  }

  /** Waits for the lock; call the returned function exactly once to give it back. */
  acquire(lane: QueryLane): Promise<Release> {
    return new Promise((resolve) => {
      this.#waiting[lane].push(() => {
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.#held = false;
          this.#dispatch(lane === 'interactive');
        });
      });
      // During the pause after an interactive holder only interactive work may start at once.
      if (lane === 'interactive' || this.#cancelPause === undefined) this.#dispatch(false);
    });
  }

  /** Run `work` holding the lock. */
  async run<T>(lane: QueryLane, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(lane);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Waiters per lane (for tests and diagnostics). */
  get waiting(): Record<QueryLane, number> {
    return { interactive: this.#waiting.interactive.length, background: this.#waiting.background.length };
  }

  #dispatch(afterInteractive: boolean): void {
    if (this.#held) return;
    if (!this.#deferGrants) {
      this.#decide(afterInteractive);
      return;
    }
    this.#decisionAfterInteractive ||= afterInteractive;
    if (this.#decisionPending) return;
    this.#decisionPending = true;
    setImmediate(() => {
      this.#decisionPending = false;
      const after = this.#decisionAfterInteractive;
      this.#decisionAfterInteractive = false;
      if (!this.#held) this.#decide(after);
    });
  }

  #decide(afterInteractive: boolean): void {
    const { interactive, background } = this.#waiting;
    const next = interactive[0];
    if (next && (background.length === 0 || this.#streak < this.#maxStreak)) {
      if (background.length > 0) this.#streak++;
      this.#endPause();
      interactive.shift();
      this.#held = true;
      next();
      return;
    }
    const nextBackground = background[0];
    if (!nextBackground) return;
    if (afterInteractive && interactive.length === 0) {
      this.#startPause();
      return;
    }
    this.#endPause();
    this.#streak = 0;
    background.shift();
    this.#held = true;
    nextBackground();
  }

  #startPause(): void {
    this.#endPause();
    let over = false;
    const cancel = this.#pause(() => {
      if (over) return;
      over = true;
      this.#cancelPause = undefined;
      this.#dispatch(false);
    });
    if (!over)
      this.#cancelPause = () => {
        over = true;
        this.#cancelPause = undefined;
        cancel();
      };
  }

  #endPause(): void {
    this.#cancelPause?.();
  }
}
