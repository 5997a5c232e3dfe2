import { describe, expect, it } from 'vitest';
import { pagerItems } from './page-links.tsx';

describe('the pages a list offers', () => {
  it('lists every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side of the current page, with gaps between', () => {
    expect(pagerItems(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
    expect(pagerItems(1, 40)).toEqual([1, 2, 3, null, 40]);
    expect(pagerItems(40, 40)).toEqual([1, null, 38, 39, 40]);
    expect(pagerItems(4, 40)).toEqual([1, 2, 3, 4, 5, 6, null, 40]);
  });

  it('offers no page for an empty list', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
