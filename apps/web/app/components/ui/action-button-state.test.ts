import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActionButtonState, createActionButton } from './action-button-state.ts';

describe('createActionButton', () => {
  let seen: ActionButtonState[];
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows loading, and clears it 0.5 s after success', async () => {
    const button = createActionButton((state) => seen.push(state));
    await button.click(async () => 'ok');
    expect(button.state).toEqual({ phase: 'loading' });
    vi.advanceTimersByTime(499);
    expect(button.state.phase).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([{ phase: 'loading' }, { phase: 'idle' }]);
  });

  it('shows failed with the error for 2 s', async () => {
    const button = createActionButton((state) => seen.push(state));
    await button.click(async () => {
      throw new Error('Out of stock');
    });
    expect(button.state).toEqual({ phase: 'failed', error: 'Out of stock' });
    vi.advanceTimersByTime(1999);
    expect(button.state.phase).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(button.state.phase).toBe('idle');
  });

  it('ignores clicks while loading', async () => {
    const button = createActionButton(() => {});
    let finish: () => void = () => {};
    const action = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const first = button.click(action);
    expect(await button.click(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    finish();
    expect(await first).toBe(true);
  });
});
