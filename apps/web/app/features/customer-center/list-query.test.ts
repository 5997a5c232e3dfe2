import { describe, expect, it } from 'vitest';
import { isFiltered, isRangeReversed, listQueryString, parseListQuery, searchOptions } from './list-query.ts';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('a customer-center list read from its URL', () => {
  it('starts on page 1 without filters', () => {
    expect(parse('')).toEqual({ page: 1, search: '', from: '', to: '' });
  });

  it('treats a page below 1 or not a number as page 1', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-3').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=').page).toBe(1);
    expect(parse('page=4').page).toBe(4);
  });

  it('keeps a huge page within what the API accepts', () => {
    expect(parse('page=99999999999999').page).toBe(999_999_999);
  });

  it('drops dates that are not calendar days and trims and cuts the search', () => {
    expect(parse('from=2026-02-30&to=tomorrow')).toMatchObject({ from: '', to: '' });
    expect(parse('from=2026-02-01&to=2026-02-28')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(parse('search=%20PO-4711%20').search).toBe('PO-4711');
    expect(parse('search=a%00b').search).toBe('a b');
  });

  it('says whether the list is narrowed', () => {
    expect(isFiltered(parse('page=3'))).toBe(false);
    expect(isFiltered(parse('search=a'))).toBe(true);
    expect(isFiltered(parse('to=2026-01-01'))).toBe(true);
  });

  it('writes a state back to a query string, keeping the filters when the page changes', () => {
    const query = parse('search=PO 1&from=2026-01-01&page=2');
    expect(listQueryString(query, { page: 3 })).toBe('?search=PO+1&from=2026-01-01&page=3');
    expect(listQueryString(query, { page: 1 })).toBe('?search=PO+1&from=2026-01-01');
    expect(listQueryString(parse(''))).toBe('');
  });

  it('asks the API without lines and with absent filters as null', () => {
    expect(searchOptions(parse('search=x&to=2026-03-01'))).toEqual({
      includeLinesInResult: false,
      search: 'x',
      from: null,
      to: '2026-03-01',
    });
  });

  it('calls a from-date after the to-date reversed, and only that', () => {
    expect(isRangeReversed(parse('from=2026-03-02&to=2026-03-01'))).toBe(true);
    expect(isRangeReversed(parse('from=2026-03-01&to=2026-03-01'))).toBe(false);
    expect(isRangeReversed(parse('from=2025-12-31&to=2026-01-01'))).toBe(false);
    expect(isRangeReversed(parse('from=2026-03-02'))).toBe(false);
    expect(isRangeReversed(parse('from=2026-13-40&to=2026-03-01'))).toBe(false);
  });
});
