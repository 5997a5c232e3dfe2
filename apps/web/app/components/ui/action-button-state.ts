/** Spec §9: failed shows 2000 ms; after success the loading state clears after 500 ms. */
export const actionFailedMs = 2000;
export const actionSuccessClearMs = 500;

export type ActionButtonState = { phase: 'idle' } | { phase: 'loading' } | { phase: 'failed'; error: string };

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Spec §2 action button: a click runs the action and shows loading; clicks while loading are ignored. On
 * failure the button shows failed for 2 s with the error as its title; after success the loading state
 * clears after 0.5 s (long enough to notice that something happened).
 */
export function createActionButton(
  onChange: (state: ActionButtonState) => void,
  timers: Timers = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  },
) {
  let state: ActionButtonState = { phase: 'idle' };
  let timer: unknown = null;
  let disposed = false;

  const set = (next: ActionButtonState) => {
    state = next;
    if (!disposed) onChange(next);
  };
  const later = (ms: number) => {
    timer = timers.setTimeout(() => {
      timer = null;
      set({ phase: 'idle' });
    }, ms);
  };

  return {
    get state() {
      return state;
    },
    /** Runs `action` unless one is running; resolves true when this click ran it. */
    async click(action: () => Promise<unknown>): Promise<boolean> {
      if (state.phase === 'loading') return false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      set({ phase: 'loading' });
      try {
        await action();
        later(actionSuccessClearMs);
      } catch (error) {
        set({ phase: 'failed', error: error instanceof Error ? error.message : String(error) });
        later(actionFailedMs);
      }
      return true;
    },
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
    },
  };
}
