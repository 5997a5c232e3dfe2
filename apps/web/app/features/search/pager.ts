import { lastPageWithItems } from '@shop/commerce';

export type PagerView = {
  current: number;
  total: number;
  /** Spec §2: the pager is hidden when there is one page or none. */
  visible: boolean;
  previous: number | null;
  next: number | null;
};

/**
 * Spec §2: the pager moves only within pages 1 to the total. The total is the last page with items, not spec
 * §9's floor(items / size) + 1, which offers an empty page when the items fill their pages exactly (60 at 30
 * a page showed "Page 1 / 3"; issue 28 item 5, ADR 69).
 */
export function pagerView(currentPage: number, totalItems: number, pageSize: number): PagerView {
  const total = lastPageWithItems(totalItems, pageSize);
  const current = Math.min(Math.max(1, currentPage), total);
  return {
    current,
    total,
    visible: total > 1,
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
  };
}

/** Spec §2: view-more shows only when the total is above what is loaded (also what infinite scroll asks). */
export function hasMore(loaded: number, totalItems: number): boolean {
  return totalItems > loaded;
}
