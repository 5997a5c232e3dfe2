import { describe, expect, it } from 'vitest';
import { planPages } from './pdf-pages.ts';

const geometry = { firstPageRows: 30, nextPageRows: 45, summaryRows: 12 };

describe('planPages', () => {
  it('puts a short document and its summary on one page', () => {
    expect(planPages(3, geometry)).toEqual([{ firstLine: 0, lineCount: 3, withSummary: true }]);
  });

  it('moves the summary to a page of its own when it does not fit below the last row', () => {
    expect(planPages(25, geometry)).toEqual([
      { firstLine: 0, lineCount: 25, withSummary: false },
      { firstLine: 25, lineCount: 0, withSummary: true },
    ]);
  });

  it('places every line exactly once, in order, within each page', () => {
    for (const lineCount of [0, 1, 18, 19, 30, 31, 75, 76, 300, 301]) {
      const pages = planPages(lineCount, geometry);
      const placed = pages.flatMap((page) =>
        Array.from({ length: page.lineCount }, (_, index) => page.firstLine + index),
      );
      expect(placed).toEqual(Array.from({ length: lineCount }, (_, index) => index));
      for (const [index, page] of pages.entries()) {
        expect(page.lineCount).toBeLessThanOrEqual(index === 0 ? 30 : 45);
      }
      expect(pages.filter((page) => page.withSummary)).toHaveLength(1);
      expect(pages.at(-1)?.withSummary).toBe(true);
    }
  });

  it('counts the pages of a long document: a full last page sends the summary to one more', () => {
    // 30 + 45 × 6 = 300: the seventh page is full, so the summary takes an eighth.
    expect(planPages(300, geometry)).toHaveLength(8);
    expect(planPages(280, geometry)).toHaveLength(7);
    expect(planPages(290, geometry)).toHaveLength(8);
  });
});
