import { pageCount } from '@shop/commerce';
import { customerCenterLimits, type PageQuery } from '@shop/contracts';

/** Which rows of a list to answer. */
export type ListWindow = { skip: number; take: number };

/** GetOrders and GetInvoices: the newest documents, as many as one list answers. */
export const unpagedWindow: ListWindow = { skip: 0, take: customerCenterLimits.unpagedList };

/** A page of a paginated list; a pageSize above the limit is served at the limit. */
export function pageWindow(query: PageQuery): ListWindow & { pageSize: number; pageNr: number } {
  const pageSize = Math.min(query.pageSize, customerCenterLimits.pageSize);
  return { pageSize, pageNr: query.pageNr, skip: (query.pageNr - 1) * pageSize, take: pageSize };
}

/** The paging fields of a paginated answer. */
export function pagingOf(window: { pageSize: number; pageNr: number }, totalCount: number) {
  return {
    pageCount: pageCount(totalCount, window.pageSize),
    totalCount,
    pageSize: window.pageSize,
    pageNr: window.pageNr,
  };
}
