/**
 * Run `fn` at most once per `intervalMs`, plus one final call `finalDelayMs` after the last event, so the
 * end state is always seen (spec §9: scroll button throttle 200 ms plus a 100 ms final check).
 */
export function throttleWithFinalCall(fn: () => void, intervalMs: number, finalDelayMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let finalTimer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    if (now - last >= intervalMs) {
      last = now;
      fn();
    }
    clearTimeout(finalTimer);
    finalTimer = setTimeout(fn, finalDelayMs);
  };
  throttled.cancel = () => clearTimeout(finalTimer);
  return throttled;
}
