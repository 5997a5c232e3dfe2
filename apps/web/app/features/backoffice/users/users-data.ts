import type { BackofficeUser } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** The users screen's search, read from the address (`?q=…&status=…&page=…`), so a search can be linked. */
export type UserSearch = { query: string; status: 'all' | 'active' | 'inactive'; page: number };

export const userPageSize = 25;

/** What the users screen loads: one page of the search, or that it could not be read (a retry is offered). */
export type BackofficeUsersLoaderData =
  | {
      status: 'ok';
      search: UserSearch;
      users: BackofficeUser[];
      total: number;
      pageCount: number;
    }
  | { status: 'failed'; search: UserSearch };

/** What a deactivation or reactivation answers (translation keys and names only). */
export type BackofficeUsersActionData =
  | { status: 'confirm'; userId: string; name: string }
  | { status: 'done'; active: boolean; name: string; revokedSessions: number }
  | { status: 'failed'; errorKey: TextKey };

/** The search of an address: unknown values fall back to everyone, page 1. */
export function userSearchOf(url: URL): UserSearch {
  const status = url.searchParams.get('status');
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return {
    query: (url.searchParams.get('q') ?? '').trim().slice(0, 200),
    status: status === 'active' || status === 'inactive' ? status : 'all',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a search (defaults left out). */
export function userSearchHref(pathname: string, search: UserSearch): string {
  const params = new URLSearchParams();
  if (search.query) params.set('q', search.query);
  if (search.status !== 'all') params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
