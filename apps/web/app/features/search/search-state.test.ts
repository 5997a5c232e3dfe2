import { describe, expect, it } from 'vitest';
import { productListConfig } from './search-config.ts';
import {
  type SearchState,
  searchKey,
  searchStateFromQuery,
  searchStateToQuery,
  withFacetOptionToggled,
  withFacetSelection,
  withFreeText,
  withSorting,
} from './search-state.ts';

const config = productListConfig({
  defaultFacets: [
    { field: 'color', type: 'CheckboxOr' },
    { field: 'size', type: 'CheckboxOr' },
    { field: 'price', type: 'Slider' },
  ],
});
const fromQuery = (query: string) => searchStateFromQuery(new URLSearchParams(query), config);
const toQuery = (state: SearchState, keep?: string) =>
  searchStateToQuery(state, config, new URLSearchParams(keep)).toString();

describe('search state from the URL', () => {
  it('reads q, p, s and one key per facet with values joined by commas', () => {
    expect(fromQuery('q=%20rain+jacket%20&p=3&s=name&color=rose,blue&size=98&price=1000,5000')).toEqual({
      freeTextSearch: 'rain jacket',
      currentPage: 3,
      sortingSelected: 'name',
      facetSelected: { color: ['rose', 'blue'], size: ['98'], price: { min: 1000, max: 5000 } },
    });
  });

  it('treats a page below 1 or not a number as page 1', () => {
    expect(fromQuery('p=0').currentPage).toBe(1);
    expect(fromQuery('p=-4').currentPage).toBe(1);
    expect(fromQuery('p=abc').currentPage).toBe(1);
    expect(fromQuery('').currentPage).toBe(1);
  });

  it('drops what it does not know: unknown sorting, relevance without text, empty values, bad bounds', () => {
    expect(fromQuery('s=cheapest').sortingSelected).toBeNull();
    expect(fromQuery('s=relevance').sortingSelected).toBeNull();
    expect(fromQuery('q=dress&s=relevance').sortingSelected).toBe('relevance');
    expect(fromQuery('color=,,&size=').facetSelected).toEqual({});
    expect(fromQuery('price=abc,').facetSelected).toEqual({});
    expect(fromQuery('price=,900').facetSelected).toEqual({ price: { max: 900 } });
    expect(fromQuery('color=rose,rose').facetSelected).toEqual({ color: ['rose'] });
  });
});

describe('search state to the URL', () => {
  it('round-trips, leaving page 1 and empty selections out', () => {
    const query = 'q=rain&s=name&color=rose%2Cblue&price=1000%2C&p=2';
    expect(toQuery(fromQuery(query))).toBe(query);
    expect(toQuery(fromQuery('p=1&color='))).toBe('');
  });

  it('keeps keys the container does not own', () => {
    expect(toQuery(fromQuery('color=rose'), 'colorCode=rose&color=blue&utm_source=mail')).toBe(
      'color=rose&colorCode=rose&utm_source=mail',
    );
  });
});

describe('changes reset the page to 1', () => {
  const onPage3 = fromQuery('q=dress&p=3&color=rose&s=name');

  it('on a facet, free text or sorting change', () => {
    expect(withFacetOptionToggled(onPage3, 'size', '98').currentPage).toBe(1);
    expect(withFacetSelection(onPage3, 'price', { min: 100 }).currentPage).toBe(1);
    expect(withFreeText(onPage3, 'jacket').currentPage).toBe(1);
    expect(withSorting(onPage3, 'number').currentPage).toBe(1);
  });

  it('toggles options on and off, removing a facet when its last option goes', () => {
    const added = withFacetOptionToggled(onPage3, 'color', 'blue');
    expect(added.facetSelected.color).toEqual(['rose', 'blue']);
    const removed = withFacetOptionToggled(withFacetOptionToggled(added, 'color', 'blue'), 'color', 'rose');
    expect(removed.facetSelected).toEqual({});
  });

  it('forgets relevance when the text is cleared, keeps any other order', () => {
    expect(withFreeText(withSorting(onPage3, 'relevance'), '').sortingSelected).toBeNull();
    expect(withFreeText(onPage3, '').sortingSelected).toBe('name');
  });
});

describe('searchKey', () => {
  it('ignores the page and the order of facets, not their values', () => {
    expect(searchKey(fromQuery('color=rose&size=98&p=2'))).toBe(searchKey(fromQuery('size=98&color=rose')));
    expect(searchKey(fromQuery('color=rose'))).not.toBe(searchKey(fromQuery('color=blue')));
    expect(searchKey(fromQuery('s=name'))).not.toBe(searchKey(fromQuery('')));
  });
});
