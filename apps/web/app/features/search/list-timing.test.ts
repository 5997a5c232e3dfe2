import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMinimumDelayMs, focusAfterDelay, focusDelayMs, noSoonerThan } from './list-timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Reads whether a promise has settled, and how, after the timers moved. */
function track<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('noSoonerThan (spec §9 fetch minimum delay)', () => {
  it('holds a quick answer until 200 ms have passed', async () => {
    expect(fetchMinimumDelayMs).toBe(200);
    const seen = track(noSoonerThan(after(20, 'tiles')));

    await vi.advanceTimersByTimeAsync(199);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ value: 'tiles', settled: true });
  });

  it('does not delay an answer that took longer than the minimum', async () => {
    const seen = track(noSoonerThan(after(350, 'tiles')));

    await vi.advanceTimersByTimeAsync(349);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toBe('tiles');
  });

  it('holds a quick failure too, so the error state does not flash in either', async () => {
    const failure = new Error('503');
    const seen = track(noSoonerThan(Promise.reject(failure)));

    await vi.advanceTimersByTimeAsync(150);
    expect(seen.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(seen.error).toBe(failure);
  });
});

describe('focusAfterDelay (spec §9 focus delay)', () => {
  const body = { tagName: 'BODY' } as Element;

  function setup() {
    const target = { tagName: 'H1', focus: vi.fn() };
    const state = { active: body as Element | null, target: target as unknown as HTMLElement | null };
    const activeElement = () => state.active;
    return { target, state, activeElement };
  }

  it('moves focus to the target 500 ms later, not before', async () => {
    expect(focusDelayMs).toBe(500);
    const { target, state, activeElement } = setup();
    focusAfterDelay(() => state.target, { activeElement });

    await vi.advanceTimersByTimeAsync(499);
    expect(target.focus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(target.focus).toHaveBeenCalledTimes(1);
  });

  it('looks the target up when the time comes and does nothing if it is gone', async () => {
    const { target, state, activeElement } = setup();
    focusAfterDelay(() => state.target, { activeElement });
    state.target = null;

    await vi.advanceTimersByTimeAsync(focusDelayMs);
    expect(target.focus).not.toHaveBeenCalled();
  });

  it('leaves focus alone when the visitor moved it to another control meanwhile', async () => {
    const { target, state, activeElement } = setup();
    focusAfterDelay(() => state.target, { activeElement });
    state.active = { tagName: 'INPUT' } as Element;

    await vi.advanceTimersByTimeAsync(focusDelayMs);
    expect(target.focus).not.toHaveBeenCalled();
  });

  it('is cancelled by the returned function (the page changed first)', async () => {
    const { target, state, activeElement } = setup();
    const cancel = focusAfterDelay(() => state.target, { activeElement });

    await vi.advanceTimersByTimeAsync(300);
    cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(target.focus).not.toHaveBeenCalled();
  });
});
