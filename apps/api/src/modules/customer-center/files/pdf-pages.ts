/**
 * How a document's lines fall on A4 pages, decided before anything is drawn: every line is one row of fixed
 * height (text is cut to its column, never wrapped), so the plan is exact, the page count is known when the
 * first page is written ("Page 1 of 3" without holding pages back) and no line is ever split. The first page
 * carries the addresses, so it has room for fewer rows; the summary (VAT, totals, payment terms) follows the
 * last row, on a page of its own when it does not fit below it.
 */

export type PageGeometry = {
  /** Rows that fit under the header row of the first page. */
  firstPageRows: number;
  /** Rows that fit under the header row of every further page. */
  nextPageRows: number;
  /** How many rows' height the summary needs below the last row. */
  summaryRows: number;
};

export type PlannedPage = { firstLine: number; lineCount: number; withSummary: boolean };

export function planPages(lineCount: number, geometry: PageGeometry): PlannedPage[] {
  const { firstPageRows, nextPageRows, summaryRows } = geometry;
  if (firstPageRows < 1 || nextPageRows < 1 || summaryRows > nextPageRows) {
    throw new Error('the page geometry leaves no room for rows or the summary');
  }
  const pages: PlannedPage[] = [];
  let next = 0;
  do {
    const capacity = pages.length === 0 ? firstPageRows : nextPageRows;
    const count = Math.min(capacity, lineCount - next);
    pages.push({ firstLine: next, lineCount: count, withSummary: false });
    next += count;
  } while (next < lineCount);
  const last = pages[pages.length - 1] as PlannedPage;
  const capacity = pages.length === 1 ? firstPageRows : nextPageRows;
  if (capacity - last.lineCount >= summaryRows) last.withSummary = true;
  else pages.push({ firstLine: lineCount, lineCount: 0, withSummary: true });
  return pages;
}
