import { type SearchState, searchKey } from './search-state.ts';

/**
 * How the list pages through results (spec §2): infinite scroll and view-more keep every page loaded so
 * far (page p shows pages 1…p), the numbered pager shows page p alone.
 */
export type ListVariant = 'infinite' | 'view-more' | 'pager';

/** What the container has on screen: the state it searched for and the pages it holds. */
export type LoadedSearch = { key: string; firstPage: number; lastPage: number };

export type SearchPlan =
  | { kind: 'skip' }
  | { kind: 'append'; page: number }
  | { kind: 'replace'; firstPage: number; lastPage: number };

/**
 * Spec §4: a search is skipped when nothing changed since the last one unless forced; load-more appends.
 * Anything else (facet, text, sorting, a jump in pages) replaces the list.
 */
export function planSearch(
  loaded: LoadedSearch | null,
  next: SearchState,
  variant: ListVariant,
  forced = false,
): SearchPlan {
  const key = searchKey(next);
  const page = next.currentPage;
  const firstPage = variant === 'pager' ? page : 1;
  if (!loaded || loaded.key !== key || forced) return { kind: 'replace', firstPage, lastPage: page };
  if (variant === 'pager') {
    return loaded.firstPage === page ? { kind: 'skip' } : { kind: 'replace', firstPage, lastPage: page };
  }
  if (page === loaded.lastPage) return { kind: 'skip' };
  if (page === loaded.lastPage + 1) return { kind: 'append', page };
  // Fewer pages than loaded (back button) or a jump ahead: show exactly pages 1…p.
  return { kind: 'replace', firstPage, lastPage: page };
}

/** The contract's largest `take`; several pages are fetched in requests of whole pages up to this size. */
export const maxTake = 100;

/** skip/take requests covering pages firstPage…lastPage, each as large as allowed, in order. */
export function pageRequests(
  firstPage: number,
  lastPage: number,
  pageSize: number,
): Array<{ skip: number; take: number }> {
  const pagesPerRequest = Math.max(1, Math.floor(maxTake / pageSize));
  const requests: Array<{ skip: number; take: number }> = [];
  for (let page = firstPage; page <= lastPage; page += pagesPerRequest) {
    const pages = Math.min(pagesPerRequest, lastPage - page + 1);
    requests.push({ skip: (page - 1) * pageSize, take: pages * pageSize });
  }
  return requests;
}
