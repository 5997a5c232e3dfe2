import { parsePageNumber } from '@shop/commerce';
import { customerCenterLimits, type DocumentSearchOptions } from '@shop/contracts';

/**
 * A customer-center list's state, all of it in the URL (`?page=2&search=PO-4711&from=2026-11-01&to=…`), so a
 * page can be bookmarked, shared and reached without JavaScript (the filters are a GET form).
 */
export type ListQuery = {
  /** 1-based; a page below 1 or not a number is 1 (spec §5 rule of the shop's lists). */
  page: number;
  search: string;
  /** Shop calendar days, YYYY-MM-DD, or '' when not set. */
  from: string;
  to: string;
};

/**
 * A list page's answer: the rows and paging; `failed` (the page offers to try again); `forbidden`, the
 * user's permission scope does not show this kind of document (ADR 41); or `reversed-range`, the from-date is
 * after the to-date, so the list was not asked (the filters say why).
 */
export type ListResult<Row> =
  | { status: 'ok'; rows: Row[]; pageCount: number; totalCount: number }
  | { status: 'failed' }
  | { status: 'forbidden' }
  | { status: 'reversed-range' };

/** The rows a list page shows. */
export const listPageSize = 20;

/** The query string takes at most nine digits (PageQuery); a larger page is past the last anyway. */
const largestPage = 999_999_999;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** A real calendar day `YYYY-MM-DD` of the years the API accepts; anything else is dropped. */
function calendarDay(raw: string | null): string {
  const value = (raw ?? '').trim();
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : '';
}

/** Read a list's state from its URL; junk in any parameter falls back to "not set" instead of failing. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  return {
    page: Math.min(parsePageNumber(params.get('page')), largestPage),
    search: (params.get('search') ?? '')
      .replace(controlCharacters, ' ')
      .trim()
      .slice(0, customerCenterLimits.searchLength),
    from: calendarDay(params.get('from')),
    to: calendarDay(params.get('to')),
  };
}

/** True when the visitor narrowed the list (an empty answer then means "no match", not "nothing yet"). */
export function isFiltered(query: ListQuery): boolean {
  return query.search !== '' || query.from !== '' || query.to !== '';
}

/**
 * True when both dates are set and the from-date comes after the to-date. The API answers such a range with an
 * empty list, which the page would show as "nothing matches"; the filters ask for other dates instead.
 */
export function isRangeReversed(range: Pick<ListQuery, 'from' | 'to'>): boolean {
  return range.from !== '' && range.to !== '' && range.from > range.to;
}

/** The query string of a list state (page 1 and empty filters left out), with a leading `?` or ''. */
export function listQueryString(query: ListQuery, changes: Partial<ListQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's search options for a list state; the lists show totals, so lines are left out. */
export function searchOptions(query: ListQuery): DocumentSearchOptions {
  return {
    includeLinesInResult: false,
    search: query.search || null,
    from: query.from || null,
    to: query.to || null,
  };
}
