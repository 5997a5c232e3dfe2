import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleWithFinalCall } from './throttle.ts';

describe('throttleWithFinalCall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most once per interval and once more after the last event', () => {
    const fn = vi.fn();
    const throttled = throttleWithFinalCall(fn, 200, 100);
    throttled();
    throttled();
    vi.advanceTimersByTime(50);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
