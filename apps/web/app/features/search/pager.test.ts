import { describe, expect, it } from 'vitest';
import { hasMore, pagerView } from './pager.ts';

describe('pagerView', () => {
  it('stops at the last page with items: 60 items at 30 a page are 2 pages, not 3 (issue 28 item 5)', () => {
    expect(pagerView(1, 60, 30)).toEqual({ current: 1, total: 2, visible: true, previous: null, next: 2 });
    expect(pagerView(3, 60, 30)).toMatchObject({ current: 2, total: 2, next: null });
    expect(pagerView(1, 30, 30)).toMatchObject({ total: 1, visible: false });
  });

  it('counts the pages the items fill and moves within them', () => {
    expect(pagerView(1, 95, 30)).toEqual({ current: 1, total: 4, visible: true, previous: null, next: 2 });
    expect(pagerView(4, 95, 30)).toEqual({ current: 4, total: 4, visible: true, previous: 3, next: null });
    expect(pagerView(9, 95, 30)).toMatchObject({ current: 4, next: null });
  });

  it('is hidden for a single page', () => {
    expect(pagerView(1, 29, 30)).toMatchObject({ total: 1, visible: false, previous: null, next: null });
    expect(pagerView(1, 0, 30).visible).toBe(false);
  });
});

describe('hasMore', () => {
  it('is true only while fewer items are loaded than exist', () => {
    expect(hasMore(30, 95)).toBe(true);
    expect(hasMore(95, 95)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });
});
