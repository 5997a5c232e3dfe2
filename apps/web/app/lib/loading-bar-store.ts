/** Spec §9: loading bar duration 5000 ms, throttle 200 ms. */
export const loadingBarDurationMs = 5000;
export const loadingBarTickMs = 200;

export type LoadingBarState = { active: boolean; progress: number; failed: boolean };

/**
 * Progress for an unknown-length wait: it moves quickly at first and slows down, reaching 90 % after the
 * full duration, so the bar never claims to be done before the work is.
 */
export function progressAfter(elapsedMs: number, durationMs = loadingBarDurationMs): number {
  const ratio = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(90 * (1 - (1 - ratio) ** 2));
}

type Listener = () => void;
let failed = false;
const listeners = new Set<Listener>();

/**
 * Browser-only signal that the current request failed (error boundary, failed fetch); the bar turns to
 * the danger colour until the next request starts.
 */
export const loadingBarFailures = {
  fail() {
    failed = true;
    for (const listener of listeners) listener();
  },
  reset() {
    failed = false;
  },
  isFailed: () => failed,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let pendingRequests = 0;
const requestListeners = new Set<Listener>();
const emitRequests = () => {
  for (const listener of requestListeners) listener();
};

/**
 * Browser-only count of the shop's own API calls (search, prices, autocomplete), so the bar also advances
 * for requests that are not navigations (spec §2: the loading bar advances on requests).
 */
export const loadingBarRequests = {
  start() {
    pendingRequests += 1;
    emitRequests();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      pendingRequests -= 1;
      emitRequests();
    };
  },
  isBusy: () => pendingRequests > 0,
  subscribe(listener: Listener) {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
};
