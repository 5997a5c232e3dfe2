import { describe, expect, it } from 'vitest';
import { pageQuery, pagerItems } from './pager.tsx';

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

describe("another page's address", () => {
  it('keeps the filters and sets the page', () => {
    expect(pageQuery('?status=Rejected&from=2026-12-01', 3)).toBe('?status=Rejected&from=2026-12-01&page=3');
    expect(pageQuery('?page=2&customer=C10001', 4)).toBe('?page=4&customer=C10001');
  });

  it('leaves page 1 out, and nothing at all for an unfiltered first page', () => {
    expect(pageQuery('?customer=C10001&page=3', 1)).toBe('?customer=C10001');
    expect(pageQuery('?page=2', 1)).toBe('');
    expect(pageQuery('', 1)).toBe('');
  });

  it('drops what a new page does not keep (an open detail)', () => {
    expect(pageQuery('?status=new&id=A-7', 2, ['id'])).toBe('?status=new&page=2');
  });

  it('encodes what the visitor typed', () => {
    expect(pageQuery('?search=PO%204711%26x', 2)).toBe('?search=PO+4711%26x&page=2');
  });
});
