import type { AuditEntryRow } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/**
 * The audit log screen's shapes, free of zod so the browser bundle stays small: the filter in the address
 * (`?customerNumber=&user=&from=&to=&page=`), so a filtered log can be linked and the form works without
 * JavaScript.
 */
export type AuditSearch = { customerNumber: string; user: string; from: string; to: string; page: number };

export const auditPageSize = 25;

/** What the screen loads: one page of the log, a filter the shop refused (and why), or a failed read. */
export type AuditLoaderData =
  | {
      status: 'ok';
      search: AuditSearch;
      entries: AuditEntryRow[];
      totalCount: number;
      pageCount: number;
      /** The CSV of the filter in the page's language, and how many entries it holds at most. */
      csv: { href: string; limit: number };
    }
  | { status: 'invalid'; search: AuditSearch; messageKey: TextKey; message?: string }
  | { status: 'failed'; search: AuditSearch };

const day = (value: string | null) => (/^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? (value as string) : '');

/** The filter of an address: unknown values are left out, a bad page is the first. */
export function auditSearchOf(url: URL): AuditSearch {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return {
    customerNumber: (url.searchParams.get('customerNumber') ?? '').trim().slice(0, 50),
    user: (url.searchParams.get('user') ?? '').trim().slice(0, 254),
    from: day(url.searchParams.get('from')),
    to: day(url.searchParams.get('to')),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filter's fields for an address or the CSV's query (empty ones left out). */
export function auditFilterParams(search: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['customerNumber', 'user', 'from', 'to'] as const) {
    if (search[key]) params.set(key, search[key]);
  }
  return params;
}

export const isFiltered = (search: AuditSearch) =>
  Boolean(search.customerNumber || search.user || search.from || search.to);
