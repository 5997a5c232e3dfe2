import { describe, expect, it } from 'vitest';
import { buildSearchRequest } from './build-search-request.ts';
import { productListConfig } from './search-config.ts';
import { searchStateFromQuery } from './search-state.ts';

const area = { areaId: 'b2b', languageCode: 'da' as const };
const config = productListConfig(
  {
    defaultFacets: [
      { field: 'color', type: 'CheckboxOr' },
      { field: 'price', type: 'Slider' },
    ],
  },
  { category: 'girls' },
);
const request = (query: string, range = { skip: 0, take: 30 }) =>
  buildSearchRequest(config, searchStateFromQuery(new URLSearchParams(query), config), area, range);

describe('buildSearchRequest', () => {
  it('sends every facet with its type, and the selection of the chosen ones', () => {
    expect(request('color=rose,blue&price=100,').facets).toEqual([
      { field: 'color', type: 'CheckboxOr', selected: ['rose', 'blue'] },
      { field: 'price', type: 'Slider', selected: { min: 100 } },
    ]);
    expect(request('').facets).toEqual([
      { field: 'color', type: 'CheckboxOr' },
      { field: 'price', type: 'Slider' },
    ]);
  });

  it('keeps the catalogue order by default and sorts by relevance when there is text', () => {
    expect(request('').sorting).toEqual([{ field: 'sortOrder', direction: 'Ascending' }]);
    expect(request('q=kjole').sorting).toEqual([{ field: 'score', direction: 'Descending' }]);
    expect(request('q=kjole&s=name').sorting).toEqual([{ field: 'data.name', direction: 'Ascending' }]);
    expect(request('s=number').sorting).toEqual([{ field: 'data.number', direction: 'Ascending' }]);
  });

  it('searches the text with stemming and typo tolerance, and nothing without text', () => {
    expect(request('').search).toBeNull();
    expect(request('q=kjoler').search).toEqual({
      bool: {
        should: [
          { match: { field: 'text', query: 'kjoler', operator: 'and' } },
          { fuzzy: { field: 'name', value: 'kjoler', fuzziness: 'auto' } },
        ],
      },
    });
  });

  it('narrows to the category and asks for the given range', () => {
    const body = request('p=3', { skip: 60, take: 30 });
    expect(body).toMatchObject({ area, category: 'girls', skip: 60, take: 30 });
  });

  it('adds a block query as a must next to the visitor text', () => {
    const fixed = { ...config, baseQuery: 'organic' };
    const body = buildSearchRequest(
      fixed,
      searchStateFromQuery(new URLSearchParams('q=dress'), fixed),
      area,
      {
        skip: 0,
        take: 30,
      },
    );
    expect(body.search).toMatchObject({
      bool: { must: [{ match: { field: 'text', query: 'organic', operator: 'and' } }, { bool: {} }] },
    });
  });
});
