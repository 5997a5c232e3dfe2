/** Spec §5: a page number below 1 or not a number is treated as 1. */
export function parsePageNumber(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.floor(value);
}

/**
 * Spec §9's `totalPages` field: floor(total / pageSize) + 1, default 1. Kept as the spec counts it, for
 * callers that read that field; it is one too many when the total is a multiple of the page size (60 items
 * at 30 a page: 3, and page 3 is empty), so no screen uses it to offer pages: see `lastPageWithItems`.
 */
export function totalPages(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems >= 0)) return 1;
  return Math.floor(totalItems / pageSize) + 1;
}

/**
 * The last page a pager may offer: the last one with items (60 items at 30 a page: 2), and page 1 for an
 * empty list, where the list says it is empty (issue 28 item 5, ADR 69).
 */
export function lastPageWithItems(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems > 0)) return 1;
  return Math.ceil(totalItems / pageSize);
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (parsePageNumber(page) - 1) * pageSize;
}

/**
 * Pages of a customer-center list (the spec gives no rule there): as many as the items fill, so 20 items in
 * pages of 10 are 2 pages, and no items are 0 pages.
 */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems > 0)) return 0;
  return Math.ceil(totalItems / pageSize);
}
