import { describe, expect, it } from 'vitest';
import { productAutocompleteQuery, SearchRequest } from './search.ts';
import { searchQueryTooLarge } from './search-constants.ts';
import { SearchQueryNode } from './search-query.ts';

const leaf = { match: { field: 'text', query: 'dress' } };
const nested = (depth: number): unknown => {
  let node: unknown = leaf;
  for (let level = 1; level < depth; level++) node = { bool: { must: [node] } };
  return node;
};

describe('the search query language', () => {
  it('accepts every kind of node, nested', () => {
    const tree = {
      bool: {
        must: [leaf],
        should: [{ fuzzy: { field: 'name.en', value: 'drss', fuzziness: 'auto' } }],
        filter: [
          { terms: { field: 'color', values: ['rose', 'black'] } },
          { range: { field: 'price', gte: 100 } },
        ],
        mustNot: [{ term: { field: 'onSale', value: true } }],
        minimumShouldMatch: 1,
      },
    };
    expect(SearchQueryNode.parse(tree)).toEqual(tree);
    expect(SearchQueryNode.safeParse(productAutocompleteQuery('dres')).success).toBe(true);
  });

  it('refuses nodes with two kinds, unknown kinds and unknown options', () => {
    expect(SearchQueryNode.safeParse({ ...leaf, term: { field: 'id', value: 'x' } }).success).toBe(false);
    expect(SearchQueryNode.safeParse({ prefix: { field: 'text', value: 'dr' } }).success).toBe(false);
    expect(SearchQueryNode.safeParse({ match: { field: 'text', query: 'a', slop: 2 } }).success).toBe(false);
    expect(SearchQueryNode.safeParse({ fuzzy: { field: 'text', value: 'a', fuzziness: 3 } }).success).toBe(
      false,
    );
  });

  it('measures depth and size without recursion', () => {
    expect(searchQueryTooLarge(nested(8))).toBeNull();
    expect(searchQueryTooLarge(nested(9))).toContain('deeper than 8');
    expect(searchQueryTooLarge(nested(100_000))).toContain('deeper than 8');
    const wide = { bool: { should: Array.from({ length: 100 }, () => leaf) } };
    expect(searchQueryTooLarge(wide)).toContain('more than 100 nodes');
    expect(searchQueryTooLarge(null)).toBeNull();
  });

  it('fills the request defaults of spec §9 and refuses oversized trees', () => {
    const request = SearchRequest.parse({ area: { areaId: 'b2b', languageCode: 'en' } });
    expect(request).toMatchObject({ skip: 0, take: 30, search: null, facets: [], sorting: [] });
    const deep = SearchRequest.safeParse({ area: { areaId: 'b2b', languageCode: 'en' }, search: nested(9) });
    expect(deep.success).toBe(false);
  });
});
