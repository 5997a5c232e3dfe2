import { describe, expect, it } from 'vitest';
import {
  isProposalListFiltered,
  parseProposalListQuery,
  proposalListOptions,
  proposalListQueryString,
} from './proposal-query.ts';

const parse = (search: string) => parseProposalListQuery(new URLSearchParams(search));

describe('a proposal list in the URL', () => {
  it('reads page, search and status', () => {
    expect(parse('page=3&search=%20spring%20&status=Viewed')).toEqual({
      page: 3,
      search: 'spring',
      status: 'Viewed',
    });
  });

  it('turns junk into "not set" so no address makes the API refuse the list', () => {
    expect(parse('page=-4&status=Sold&search=a%00b')).toEqual({ page: 1, search: 'a b', status: null });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=99999999999').page).toBe(1_000_000);
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  it('writes back only what is set, and the pager keeps the filters', () => {
    const query = parse('search=kids&status=Sent');
    expect(proposalListQueryString(query)).toBe('?search=kids&status=Sent');
    expect(proposalListQueryString(query, { page: 2 })).toBe('?search=kids&status=Sent&page=2');
    expect(proposalListQueryString(parse(''))).toBe('');
  });

  it('asks the API for the page with only the filters given', () => {
    expect(proposalListOptions(parse('page=2'))).toEqual({ pageSize: 20, pageNr: 2 });
    expect(proposalListOptions(parse('search=kids&status=Expired'))).toEqual({
      pageSize: 20,
      pageNr: 1,
      search: 'kids',
      status: 'Expired',
    });
  });

  it('knows a filtered list from an unfiltered one', () => {
    expect(isProposalListFiltered(parse(''))).toBe(false);
    expect(isProposalListFiltered(parse('status=Accepted'))).toBe(true);
  });
});
