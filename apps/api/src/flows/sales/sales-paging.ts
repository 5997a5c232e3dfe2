import { pageCount } from '@shop/commerce';
import { salesLimits } from '@shop/contracts';

/** A page of a sales list: a pageSize above the limit is served at the limit. */
export function salesPage(query: { pageSize: number; pageNr: number }) {
  const pageSize = Math.min(query.pageSize, salesLimits.pageSize);
  return { pageSize, pageNr: query.pageNr, skip: (query.pageNr - 1) * pageSize, take: pageSize };
}

/** The paging fields of an answer. */
export const pageInfo = (page: { pageSize: number; pageNr: number }, totalCount: number) => ({
  pageSize: page.pageSize,
  pageNr: page.pageNr,
  pageCount: pageCount(totalCount, page.pageSize),
  totalCount,
});
