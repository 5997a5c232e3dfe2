import { describe, expect, it } from 'vitest';
import { productListConfig } from './search-config.ts';
import { type LoadedSearch, pageRequests, planSearch } from './search-plan.ts';
import { searchKey, searchStateFromQuery } from './search-state.ts';

const config = productListConfig({ defaultFacets: [{ field: 'color', type: 'CheckboxOr' }] });
const state = (query: string) => searchStateFromQuery(new URLSearchParams(query), config);
const loaded = (query: string, firstPage: number, lastPage: number): LoadedSearch => ({
  key: searchKey(state(query)),
  firstPage,
  lastPage,
});

describe('planSearch', () => {
  it('searches first when nothing is loaded', () => {
    expect(planSearch(null, state('p=2'), 'infinite')).toEqual({
      kind: 'replace',
      firstPage: 1,
      lastPage: 2,
    });
    expect(planSearch(null, state('p=2'), 'pager')).toEqual({ kind: 'replace', firstPage: 2, lastPage: 2 });
  });

  it('skips a search when nothing changed, unless forced', () => {
    const current = loaded('color=rose&p=2', 1, 2);
    expect(planSearch(current, state('color=rose&p=2'), 'infinite')).toEqual({ kind: 'skip' });
    expect(planSearch(current, state('p=2&color=rose'), 'view-more')).toEqual({ kind: 'skip' });
    expect(planSearch(current, state('color=rose&p=2'), 'infinite', true)).toEqual({
      kind: 'replace',
      firstPage: 1,
      lastPage: 2,
    });
  });

  it('appends the next page for load more', () => {
    expect(planSearch(loaded('color=rose', 1, 1), state('color=rose&p=2'), 'infinite')).toEqual({
      kind: 'append',
      page: 2,
    });
  });

  it('replaces the list on any other change', () => {
    const current = loaded('color=rose&p=3', 1, 3);
    expect(planSearch(current, state('color=blue'), 'infinite')).toEqual({
      kind: 'replace',
      firstPage: 1,
      lastPage: 1,
    });
    expect(planSearch(current, state('color=rose&p=2'), 'infinite')).toEqual({
      kind: 'replace',
      firstPage: 1,
      lastPage: 2,
    });
    expect(planSearch(loaded('', 2, 2), state('p=3'), 'pager')).toEqual({
      kind: 'replace',
      firstPage: 3,
      lastPage: 3,
    });
  });
});

describe('pageRequests', () => {
  it('covers pages 1…p in requests of whole pages no larger than the contract allows', () => {
    expect(pageRequests(1, 1, 30)).toEqual([{ skip: 0, take: 30 }]);
    expect(pageRequests(1, 5, 30)).toEqual([
      { skip: 0, take: 90 },
      { skip: 90, take: 60 },
    ]);
    expect(pageRequests(4, 4, 30)).toEqual([{ skip: 90, take: 30 }]);
    expect(pageRequests(1, 2, 100)).toEqual([
      { skip: 0, take: 100 },
      { skip: 100, take: 100 },
    ]);
  });
});
