import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchStatus, type SearchPhase } from './search-status.ts';

describe('createSearchStatus', () => {
  let phases: SearchPhase[];
  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => vi.useRealTimers());

  it('goes searching → complete → back to no search after 1 s', () => {
    const status = createSearchStatus((phase) => phases.push(phase));
    const id = status.start('dress');
    expect(status.phase).toBe('searching');
    status.settle(id as number);
    expect(status.phase).toBe('complete');
    vi.advanceTimersByTime(999);
    expect(status.phase).toBe('complete');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['searching', 'complete', 'no-search']);
  });

  it('does not restart a search that is already running for the same text', () => {
    const status = createSearchStatus((phase) => phases.push(phase));
    expect(status.start('dress')).not.toBeNull();
    expect(status.start('dress')).toBeNull();
    expect(phases).toEqual(['searching']);
  });

  it('lets only the newest search complete, and a new search cancels the way back', () => {
    const status = createSearchStatus((phase) => phases.push(phase));
    const first = status.start('dre') as number;
    const second = status.start('dress') as number;
    status.settle(first);
    expect(status.phase).toBe('searching');
    status.settle(second);
    vi.advanceTimersByTime(500);
    status.start('dresses');
    vi.advanceTimersByTime(1000);
    expect(status.phase).toBe('searching');
    expect(phases).toEqual(['searching', 'complete', 'searching']);
  });

  it('resets to no search when the text is cleared', () => {
    const status = createSearchStatus((phase) => phases.push(phase));
    const id = status.start('dress') as number;
    status.reset();
    status.settle(id);
    expect(status.phase).toBe('no-search');
    expect(phases).toEqual(['searching', 'no-search']);
  });
});
