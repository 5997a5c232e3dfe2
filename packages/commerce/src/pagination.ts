/** Spec §5: a page number below 1 or not a number is treated as 1. */
export function parsePageNumber(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.floor(value);
}

/** Spec §9: total pages = floor(total / pageSize) + 1, default 1. */
export function totalPages(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems >= 0)) return 1;
  return Math.floor(totalItems / pageSize) + 1;
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
