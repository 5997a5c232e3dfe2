/** Spec §9: the search-complete state lasts 1000 ms. */
export const searchCompleteMs = 1000;

export type SearchPhase = 'no-search' | 'searching' | 'complete';

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Spec §4 search UI: no search → searching (while a search is pending) → search complete → back to no
 * search after 1 s. Starting a search for the text already being searched changes nothing, and the caller
 * is told not to send it again.
 */
export function createSearchStatus(
  onChange: (phase: SearchPhase) => void,
  timers: Timers = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  },
) {
  let phase: SearchPhase = 'no-search';
  let runningText: string | null = null;
  let running = 0;
  let timer: unknown = null;

  const set = (next: SearchPhase) => {
    if (next === phase) return;
    phase = next;
    onChange(next);
  };
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  return {
    get phase() {
      return phase;
    },
    /** A search for `text` is about to start; null when one for the same text is still running. */
    start(text: string): number | null {
      if (phase === 'searching' && text === runningText) return null;
      stopTimer();
      runningText = text;
      running += 1;
      set('searching');
      return running;
    },
    /** The search `id` ended (answered or failed); older searches that end late change nothing. */
    settle(id: number) {
      if (id !== running || phase !== 'searching') return;
      runningText = null;
      set('complete');
      timer = timers.setTimeout(() => {
        timer = null;
        set('no-search');
      }, searchCompleteMs);
    },
    /** Text cleared or panel closed: nothing is being searched any more. */
    reset() {
      stopTimer();
      runningText = null;
      running += 1;
      set('no-search');
    },
    dispose: stopTimer,
  };
}
