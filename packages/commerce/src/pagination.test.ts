import { describe, expect, it } from 'vitest';
import { lastPageWithItems, pageCount, pageOffset, parsePageNumber, totalPages } from './pagination.ts';
import { stockLevel, stockState } from './stock-level.ts';

describe('pagination', () => {
  it('treats a page below 1 or not a number as 1', () => {
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('-3')).toBe(1);
    expect(parsePageNumber('abc')).toBe(1);
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('4')).toBe(4);
    expect(parsePageNumber(2.7)).toBe(2);
  });

  it('counts total pages as floor(total / pageSize) + 1', () => {
    expect(totalPages(0, 30)).toBe(1);
    expect(totalPages(29, 30)).toBe(1);
    expect(totalPages(30, 30)).toBe(2);
    expect(totalPages(95, 30)).toBe(4);
    expect(totalPages(10, 0)).toBe(1);
  });

  it('offers pages up to the last one with items, never an empty one (issue 28 item 5)', () => {
    expect(totalPages(60, 30)).toBe(3);
    expect(lastPageWithItems(60, 30)).toBe(2);
    expect(lastPageWithItems(61, 30)).toBe(3);
    expect(lastPageWithItems(30, 30)).toBe(1);
    expect(lastPageWithItems(29, 30)).toBe(1);
    expect(lastPageWithItems(0, 30)).toBe(1);
    expect(lastPageWithItems(10, 0)).toBe(1);
    for (let total = 1; total <= 200; total++) {
      const last = lastPageWithItems(total, 30);
      // The last page holds items and the one after it would not.
      expect(pageOffset(last, 30)).toBeLessThan(total);
      expect(pageOffset(last + 1, 30)).toBeGreaterThanOrEqual(total);
    }
  });

  it('counts the pages a customer-center list fills', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(5, 0)).toBe(0);
  });

  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 30)).toBe(0);
    expect(pageOffset(3, 30)).toBe(60);
    expect(pageOffset(0, 30)).toBe(0);
  });
});

describe('stock level', () => {
  it('is out of stock at 0 or less, few from 1 to 9, in stock from 10', () => {
    expect(stockLevel(-1)).toBe('out-of-stock');
    expect(stockLevel(0)).toBe('out-of-stock');
    expect(stockLevel(1)).toBe('few-in-stock');
    expect(stockLevel(9)).toBe('few-in-stock');
    expect(stockLevel(10)).toBe('in-stock');
  });
});

describe('stock state (issue 28 item 6)', () => {
  it('reads a preorder colour as a preorder, never out of stock, whatever is on hand', () => {
    expect(stockState({ onHand: 0, arriving: 469, orderType: 'Preorder' })).toBe('preorder');
    expect(stockState({ onHand: 0, arriving: 0, orderType: 'Preorder' })).toBe('preorder');
    expect(stockState({ onHand: 25, arriving: 0, orderType: 'Preorder' })).toBe('preorder');
  });

  it('reads nothing on hand but some arriving as coming soon, else the level of what is on hand', () => {
    expect(stockState({ onHand: 0, arriving: 469, orderType: 'Stock' })).toBe('coming-soon');
    expect(stockState({ onHand: 0, arriving: 0, orderType: 'Stock' })).toBe('out-of-stock');
    expect(stockState({ onHand: 3, arriving: 469, orderType: 'Stock' })).toBe('few-in-stock');
    expect(stockState({ onHand: 40, arriving: 0, orderType: null })).toBe('in-stock');
  });
});
