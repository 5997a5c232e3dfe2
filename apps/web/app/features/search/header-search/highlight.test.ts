import { describe, expect, it } from 'vitest';
import { nextHighlight } from './highlight.ts';

const walk = (keys: Array<'ArrowDown' | 'ArrowUp'>, available: number) => {
  const seen: number[] = [];
  let current = -1;
  for (const key of keys) {
    current = nextHighlight(current, key, available);
    seen.push(current);
  }
  return seen;
};

describe('nextHighlight', () => {
  it('moves down through the first 5 entries and wraps to the first', () => {
    expect(walk(Array(7).fill('ArrowDown'), 20)).toEqual([0, 1, 2, 3, 4, 0, 1]);
  });

  it('moves up from the last entry of the cycle and wraps to it', () => {
    expect(walk(Array(6).fill('ArrowUp'), 20)).toEqual([4, 3, 2, 1, 0, 4]);
  });

  it('cycles within fewer entries when there are fewer than 5', () => {
    expect(walk(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp'], 2)).toEqual([0, 1, 0, 1]);
  });

  it('highlights nothing when there is nothing to highlight', () => {
    expect(nextHighlight(-1, 'ArrowDown', 0)).toBe(-1);
    expect(nextHighlight(3, 'ArrowUp', 0)).toBe(-1);
  });
});
