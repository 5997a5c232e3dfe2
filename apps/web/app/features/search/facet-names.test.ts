import type { ProductSearchResponse, SearchProductColor, SearchProductItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { colorsFrom, colorsOfItems, colorsRequest, missingFacetNames } from './facet-names.ts';
import type { ProductListResult } from './fetch-search-pages.ts';

const color = (code: string) => ({ code, name: code.toUpperCase() }) as SearchProductColor;
const item = (...codes: string[]) => ({ colors: codes.map(color) }) as SearchProductItem;
const result: ProductListResult = {
  items: [item('rose', 'blue')],
  itemsTotal: 1,
  facetOptions: [
    {
      field: 'color',
      items: [
        { key: 'rose', count: 1 },
        { key: 'pecan', count: 4 },
        { key: '', count: 2 },
      ],
    },
    {
      field: 'category',
      items: [
        { key: 'girls', count: 1 },
        { key: 'boys', count: 3 },
      ],
    },
  ],
};

describe('facet names', () => {
  it('takes the colours of the listed products', () => {
    expect(Object.keys(colorsOfItems(result))).toEqual(['rose', 'blue']);
  });

  it('asks only for the ids and codes it does not know, never for the empty key', () => {
    expect(missingFacetNames(result, { categories: ['girls'], colors: ['rose'] })).toEqual({
      categories: ['boys'],
      colors: ['pecan'],
    });
  });

  it('looks colours up through products in those colours and keeps only the ones asked for', () => {
    expect(colorsRequest({ areaId: 'b2b', languageCode: 'da' }, ['pecan']).search).toEqual({
      terms: { field: 'color', values: ['pecan'] },
    });
    const answer = { items: [{ id: 'P', item: item('pecan', 'rose'), score: 0 }] } as ProductSearchResponse;
    expect(Object.keys(colorsFrom(answer, ['pecan']))).toEqual(['pecan']);
  });
});
