import { productAutocompleteQuery } from '@shop/contracts/search-constants';
import { describe, expect, it } from 'vitest';
import { autocompleteRequests } from './autocomplete-requests.ts';

const area = { areaId: 'b2b', languageCode: 'en' as const };

describe('autocompleteRequests', () => {
  const requests = autocompleteRequests(area, 'rose dress');

  it('asks for 8 products, 6 categories and 6 pages', () => {
    expect(requests.products.take).toBe(8);
    expect(requests.categories.take).toBe(6);
    expect(requests.pages.take).toBe(6);
  });

  it('asks products with the shared weighted query (text, fuzzy English name, boosted name or colour), score then id', () => {
    expect(requests.products.search).toEqual(productAutocompleteQuery('rose dress'));
    const should = (requests.products.search as { bool: { should: unknown[] } }).bool.should;
    expect(should).toHaveLength(3);
    expect(JSON.stringify(should[1])).toContain('name.en');
    expect(requests.products.sorting).toEqual([
      { field: 'score', direction: 'Descending' },
      { field: 'id', direction: 'Descending' },
    ]);
  });

  it('searches categories and pages by their text', () => {
    expect(requests.categories.search).toEqual({
      match: { field: 'text', query: 'rose dress', prefix: true },
    });
    expect(requests.pages.area).toBe(area);
  });
});
