import { describe, expect, it } from 'vitest';
import {
  facetGroups,
  groupHasSelection,
  sortFacetOptions,
  visibleGroupCount,
  visibleOptionsPerGroup,
  visibleSlice,
} from './facet-view.ts';
import { productListConfig } from './search-config.ts';
import { searchStateFromQuery } from './search-state.ts';

const config = productListConfig({
  defaultFacets: [
    { field: 'size', type: 'CheckboxOr' },
    { field: 'deliveryDrop', type: 'CheckboxOr' },
    { field: 'brand', type: 'CheckboxAnd' },
    { field: 'price', type: 'Slider' },
  ],
});
const state = (query: string) => searchStateFromQuery(new URLSearchParams(query), config);
const items = (...keys: string[]) => keys.map((key, index) => ({ key, count: index + 1 }));

describe('sortFacetOptions', () => {
  it('sorts by key with numbers in number order', () => {
    const sorted = sortFacetOptions('size', items('104', '98', '2Y', '128', 'XL', '12M'));
    expect(sorted.map((option) => option.key)).toEqual(['2Y', '12M', '98', '104', '128', 'XL']);
    const kinds = sortFacetOptions('stockKind', items('4OnSale', '2Stock', '0Essentials', '1Preorder'));
    expect(kinds.map((option) => option.key)).toEqual(['0Essentials', '1Preorder', '2Stock', '4OnSale']);
  });

  it('keeps the order of delivery drops as the API sent it', () => {
    const drops = items('SS27-3', 'SS27-1', 'SS27-2');
    expect(sortFacetOptions('deliveryDrop', drops)).toEqual(drops);
  });
});

describe('facetGroups', () => {
  it('builds groups in configured order, marks selected options and leaves empty groups out', () => {
    const groups = facetGroups(
      config.facets,
      [
        { field: 'brand', items: items('Nordlys', 'Aurora') },
        { field: 'size', items: items('98', '104') },
        { field: 'deliveryDrop', items: [] },
        { field: 'price', items: [], min: 9900, max: 49900 },
      ],
      state('size=104&price=10000,'),
    );
    expect(groups.map((group) => group.field)).toEqual(['size', 'brand', 'price']);
    expect(groups[0]?.options).toEqual([
      { key: '98', count: 1, selected: false },
      { key: '104', count: 2, selected: true },
    ]);
    expect(groups[2]?.range).toEqual({ min: 9900, max: 49900, selected: { min: 10000 } });
    expect(groups.map(groupHasSelection)).toEqual([true, false, true]);
  });

  it("carries the catalogue's labels and swatches of the options into the view", () => {
    const [drop] = facetGroups(
      config.facets,
      [
        {
          field: 'deliveryDrop',
          items: [{ key: 'SS27-1', count: 3, label: 'SS27 drop 1', image: '/x.svg' }],
        },
      ],
      state('deliveryDrop=SS27-1'),
    );
    expect(drop?.options).toEqual([
      { key: 'SS27-1', count: 3, label: 'SS27 drop 1', image: '/x.svg', selected: true },
    ]);
  });

  it('keeps a selected option the answer no longer counts, so it can be unticked', () => {
    const [size] = facetGroups(config.facets, [{ field: 'size', items: items('98') }], state('size=140'));
    expect(size?.options).toEqual([
      { key: '98', count: 1, selected: false },
      { key: '140', count: 0, selected: true },
    ]);
  });
});

describe('visibleSlice', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index);

  it('shows 10 options per group until expanded', () => {
    expect(visibleSlice(twelve, false, visibleOptionsPerGroup)).toMatchObject({
      shown: twelve.slice(0, 10),
      hiddenCount: 2,
      canToggle: true,
    });
    expect(visibleSlice(twelve, true, visibleOptionsPerGroup)).toMatchObject({
      hiddenCount: 0,
      canToggle: true,
    });
    expect(visibleSlice(twelve.slice(0, 10), false, visibleOptionsPerGroup).canToggle).toBe(false);
  });

  it('shows 3 groups until expanded', () => {
    expect(visibleSlice(['a', 'b', 'c', 'd', 'e'], false, visibleGroupCount)).toMatchObject({
      shown: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
  });

  it('opens by itself when a hidden item is selected', () => {
    expect(visibleSlice(twelve, false, 10, (n) => n === 11).hiddenCount).toBe(0);
  });
});
