/** Spec §9: fetch minimum delay 200 ms. */
export const fetchMinimumDelayMs = 200;
/** Spec §9: focus delay 500 ms. */
export const focusDelayMs = 500;

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Settles as `task` does, but no sooner than `ms` after the call: a list answered in 20 ms would show its
 * spinner for one frame and the tiles would flicker; held to 200 ms the change reads as one step. A task
 * slower than that is not delayed at all. Only for fetches the visitor started: a list the server
 * rendered never waits.
 */
export function noSoonerThan<T>(
  task: Promise<T>,
  ms = fetchMinimumDelayMs,
  timers = browserTimers,
): Promise<T> {
  const floor = new Promise<void>((resolve) => {
    timers.setTimeout(resolve, ms);
  });
  return task.then(
    (value) => floor.then(() => value),
    (error: unknown) =>
      floor.then(() => {
        throw error;
      }),
  );
}

/**
 * Move focus to `target()` after `ms` (spec §9 focus delay), once what it points at has rendered and the
 * transitions that lead to it have ended. The target is looked up when the time comes, so a re-rendered
 * element is found; nothing happens if it is gone or focus was taken elsewhere meanwhile by the visitor
 * (a field they are typing in). Returns a cancel function for effect clean-ups.
 */
export function focusAfterDelay(
  target: () => HTMLElement | null,
  options: { ms?: number; timers?: Timers; activeElement?: () => Element | null } = {},
): () => void {
  const { ms = focusDelayMs, timers = browserTimers } = options;
  const activeElement = options.activeElement ?? (() => document.activeElement);
  const before = activeElement();
  const handle = timers.setTimeout(() => {
    const element = target();
    const now = activeElement();
    // The visitor moved on to a control of their own in the meantime: leave their focus where it is.
    if (!element || (now !== before && now !== null && now !== element && !isBody(now))) return;
    element.focus();
  }, ms);
  return () => timers.clearTimeout(handle);
}

const isBody = (element: Element) => element.tagName === 'BODY';
