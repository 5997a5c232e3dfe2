import { parsePageNumber } from '@shop/commerce';
import { type ProposalStatus, proposalLimits, proposalStatuses } from '@shop/contracts';

/**
 * A proposal list's state, all of it in the URL (`?page=2&search=spring&status=Viewed`), so a list can be
 * bookmarked, shared and reached without JavaScript (the filters are a GET form), like the customer center's
 * lists (ADR 44).
 */
export type ProposalListQuery = {
  /** 1-based; a page below 1 or not a number is 1. */
  page: number;
  search: string;
  /** One status, or null for all (drafts have no status: always null). */
  status: ProposalStatus | null;
};

/** The rows a list page shows. */
export const proposalPageSize = 20;

/** The API takes pages up to a million; a larger page is past the last anyway. */
const largestPage = 1_000_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

function statusOf(raw: string | null): ProposalStatus | null {
  return (proposalStatuses as readonly string[]).includes(raw ?? '') ? (raw as ProposalStatus) : null;
}

/** Read a list's state from its URL; junk in any parameter falls back to "not set", never to an API 400. */
export function parseProposalListQuery(params: URLSearchParams): ProposalListQuery {
  return {
    page: Math.min(parsePageNumber(params.get('page')), largestPage),
    search: (params.get('search') ?? '')
      .replace(controlCharacters, ' ')
      .trim()
      .slice(0, proposalLimits.searchLength),
    status: statusOf(params.get('status')),
  };
}

/** True when the visitor narrowed the list (an empty answer then means "no match", not "nothing yet"). */
export function isProposalListFiltered(query: ProposalListQuery): boolean {
  return query.search !== '' || query.status !== null;
}

/** The query string of a list state (page 1 and empty filters left out), with a leading `?` or ''. */
export function proposalListQueryString(
  query: ProposalListQuery,
  changes: Partial<ProposalListQuery> = {},
): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.status) params.set('status', next.status);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's paging and filters for a list state. */
export function proposalListOptions(query: ProposalListQuery) {
  return {
    pageSize: proposalPageSize,
    pageNr: query.page,
    ...(query.search ? { search: query.search } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}
