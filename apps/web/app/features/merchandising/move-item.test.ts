import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

const list = ['a', 'b', 'c', 'd'] as const;

describe('moveItem', () => {
  it('moves to the top, up, down and to a dropped place', () => {
    expect(moveItem(list, 2, 'top')).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 2, 'up')).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, { to: 3 })).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, { to: 1 })).toEqual(['a', 'd', 'b', 'c']);
  });

  it('stays at the ends and leaves the list alone when nothing moves', () => {
    expect(moveItem(list, 0, 'up')).toBe(list);
    expect(moveItem(list, 3, 'down')).toBe(list);
    expect(moveItem(list, 0, 'top')).toBe(list);
    expect(moveItem(list, 1, { to: 99 })).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 7, 'top')).toBe(list);
  });
});
