import type { ProductSearchResponse, SearchProductItem } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fetchSearchPages } from './fetch-search-pages.ts';

const catalogue = Array.from({ length: 100 }, (_, index) => ({ id: `P${index}` }) as SearchProductItem);

function fakeSearch() {
  return vi.fn(
    async ({ skip, take }: { skip: number; take: number }): Promise<ProductSearchResponse> => ({
      items: catalogue.slice(skip, skip + take).map((item) => ({ id: item.id, item, score: 0 })),
      itemsTotal: catalogue.length,
      facetOptions: [{ field: 'color', items: [{ key: 'rose', count: 3 }] }],
    }),
  );
}

describe('fetchSearchPages', () => {
  it('returns pages 1…p in order with the total and facet counts of the answer', async () => {
    const run = fakeSearch();
    const result = await fetchSearchPages(run, 1, 4, 30);
    expect(result.items.map((item) => item.id)).toEqual(catalogue.map((item) => item.id));
    expect(result.itemsTotal).toBe(100);
    expect(result.facetOptions[0]?.field).toBe('color');
    expect(run.mock.calls.map(([range]) => range)).toEqual([
      { skip: 0, take: 90 },
      { skip: 90, take: 30 },
    ]);
  });

  it('asks no further than the last page there is', async () => {
    const run = fakeSearch();
    const result = await fetchSearchPages(run, 1, 9999, 30);
    expect(result.items).toHaveLength(100);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('fetches a single page for the pager', async () => {
    const run = fakeSearch();
    const result = await fetchSearchPages(run, 2, 2, 30);
    expect(result.items.map((item) => item.id)[0]).toBe('P30');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
