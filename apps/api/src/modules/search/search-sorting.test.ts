import { autocompletePageSizes, autocompleteSorting, productAutocompleteQuery } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  english,
  idsOf,
  type ProductFacts,
  productSearch,
  useSearchSuite,
} from '../../test-support/search-kit.ts';

const { products, postSearch, searchProducts } = useSearchSuite();

/** The documented name order: case-insensitive by code point, ties by id descending. */
const codePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: ProductFacts, b: ProductFacts) =>
  codePoint(a.nameEn.toLowerCase(), b.nameEn.toLowerCase()) ||
  codePoint(a.nameEn, b.nameEn) ||
  codePoint(b.id, a.id);
const sortBy = (field: string, direction: 'Ascending' | 'Descending') => [{ field, direction }];

describe('sorting', () => {
  it('sorts by data.name both ways', async () => {
    const ascending = await searchProducts({ sorting: sortBy('data.name', 'Ascending') });
    const descending = await searchProducts({ sorting: sortBy('data.name', 'Descending') });
    const expected = [...products].sort(byName).map((p) => p.id);
    expect(idsOf(ascending)).toEqual(expected);
    expect(idsOf(ascending).map((id) => products.find((p) => p.id === id)?.nameEn)).toEqual(
      ascending.items.map((hit) => hit.item.name),
    );
    const names = descending.items.map((hit) => hit.item.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('sorts by data.number both ways', async () => {
    const numbers = products.map((p) => p.number).sort(codePoint);
    const ascending = await searchProducts({ sorting: sortBy('data.number', 'Ascending') });
    const descending = await searchProducts({ sorting: sortBy('data.number', 'Descending') });
    expect(ascending.items.map((hit) => hit.item.number)).toEqual(numbers);
    expect(descending.items.map((hit) => hit.item.number)).toEqual([...numbers].reverse());
  });

  it('sorts by price in the requested currency', async () => {
    const answer = await searchProducts({
      area: { ...english, currencyCode: 'DKK' },
      sorting: sortBy('price', 'Ascending'),
    });
    const expected = [...products].sort((a, b) => a.retailDkk - b.retailDkk || codePoint(b.id, a.id));
    expect(idsOf(answer)).toEqual(expected.map((p) => p.id));
  });

  it('sorts by score with free text, best first', async () => {
    const answer = await searchProducts({
      search: { match: { field: 'text', query: 'dress rose' } },
      sorting: sortBy('score', 'Descending'),
    });
    const scores = answer.items.map((hit) => hit.score);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[scores.length - 1]!);
  });

  it('skips score without free text and falls back to the catalogue order', async () => {
    const byScore = await searchProducts({ sorting: sortBy('score', 'Descending') });
    const unsorted = await searchProducts({});
    const catalogueOrder = [...products].sort((a, b) => a.sortOrder - b.sortOrder || codePoint(b.id, a.id));
    expect(idsOf(byScore)).toEqual(catalogueOrder.map((p) => p.id));
    expect(idsOf(unsorted)).toEqual(idsOf(byScore));
    expect(byScore.items.every((hit) => hit.score === 0)).toBe(true);
  });

  it('refuses an unknown sort field', async () => {
    const { status, body } = await postSearch(productSearch, {
      area: english,
      sorting: sortBy('colour', 'Ascending'),
    });
    expect(status).toBe(400);
    expect(body.message).toContain("Unknown sort field 'colour'");
  });
});

describe('autocomplete', () => {
  it('answers the weighted query by score, then id descending', async () => {
    const answer = await searchProducts({
      take: autocompletePageSizes.products,
      search: productAutocompleteQuery('dres'),
      sorting: autocompleteSorting,
    });
    const dresses = products.filter((p) => p.nameEn.toLowerCase().includes('dress')).map((p) => p.id);
    expect(idsOf(answer).slice(0, dresses.length).sort()).toEqual([...dresses].sort());
    const ranked = answer.items.map((hit) => [hit.score, hit.id] as const);
    const expected = [...ranked].sort((a, b) => b[0] - a[0] || codePoint(b[1], a[1]));
    expect(ranked).toEqual(expected);
    expect(answer.items.length).toBeLessThanOrEqual(autocompletePageSizes.products);
  });

  it('finds a colour by its name with the boosted clause', async () => {
    const answer = await searchProducts({ search: productAutocompleteQuery('rose') });
    const rose = products.filter((p) => p.colors.includes('rose')).map((p) => p.id);
    expect(idsOf(answer).sort()).toEqual(rose.sort());
  });
});

describe('paging', () => {
  it('pages through the same order with skip and take', async () => {
    const sorting = sortBy('data.name', 'Ascending');
    const all = idsOf(await searchProducts({ sorting }));
    const pages = [];
    for (let skip = 0; skip < all.length; skip += 5) {
      const page = await searchProducts({ sorting, skip, take: 5 });
      expect(page.itemsTotal).toBe(all.length);
      pages.push(...idsOf(page));
    }
    expect(pages).toEqual(all);
  });

  it('answers no items but the total when skipping past the end', async () => {
    const answer = await searchProducts({ skip: products.length + 10, take: 10 });
    expect(answer.items).toEqual([]);
    expect(answer.itemsTotal).toBe(products.length);
  });

  it('takes 30 by default', async () => {
    const { body } = await postSearch(productSearch, { area: english });
    expect(body.items.length).toBe(Math.min(30, products.length));
  });

  it.each([
    ['take', 0],
    ['take', 'abc'],
    ['take', 101],
    ['skip', -1],
    ['skip', 1.5],
  ])('refuses %s %j naming the field', async (field, value) => {
    const { status, body } = await postSearch(productSearch, { area: english, [field]: value });
    expect(status).toBe(400);
    expect(body.message).toContain(`body/${field}`);
  });
});
