import { stockKindKeys } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  countBy,
  english,
  facetCounts,
  idsOf,
  productSearch,
  sorted,
  useSearchSuite,
} from '../../test-support/search-kit.ts';

const { products, postSearch, searchProducts } = useSearchSuite();

const byFrequency = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key]) => key);

describe('CheckboxOr facets', () => {
  it('finds products with any selected colour and keeps counting the other colours', async () => {
    const [first, second] = byFrequency(countBy(products, (p) => p.colors));
    const answer = await searchProducts({
      facets: [
        { field: 'color', type: 'CheckboxOr', selected: [first, second] },
        { field: 'brand', type: 'CheckboxOr' },
      ],
    });
    const hits = products.filter((p) => p.colors.includes(first!) || p.colors.includes(second!));
    expect(sorted(idsOf(answer))).toEqual(sorted(hits.map((p) => p.id)));
    expect(answer.itemsTotal).toBe(hits.length);
    // The colour facet ignores its own selection, so unselected colours keep their counts.
    expect(facetCounts(answer, 'color')).toEqual(countBy(products, (p) => p.colors));
    expect(facetCounts(answer, 'brand')).toEqual(countBy(hits, (p) => [p.brand]));
  });

  it("counts each facet under the other facets' selections", async () => {
    const colour = byFrequency(countBy(products, (p) => p.colors))[0]!;
    const brand = byFrequency(countBy(products, (p) => [p.brand]))[0]!;
    const answer = await searchProducts({
      facets: [
        { field: 'color', type: 'CheckboxOr', selected: [colour] },
        { field: 'brand', type: 'CheckboxOr', selected: [brand] },
      ],
    });
    const ofBrand = products.filter((p) => p.brand === brand);
    const inColour = products.filter((p) => p.colors.includes(colour));
    expect(sorted(idsOf(answer))).toEqual(
      sorted(ofBrand.filter((p) => inColour.includes(p)).map((p) => p.id)),
    );
    expect(facetCounts(answer, 'color')).toEqual(countBy(ofBrand, (p) => p.colors));
    expect(facetCounts(answer, 'brand')).toEqual(countBy(inColour, (p) => [p.brand]));
  });

  it('keeps a selected key without hits listed with count 0', async () => {
    const answer = await searchProducts({
      facets: [{ field: 'color', type: 'CheckboxOr', selected: ['no-such-colour'] }],
    });
    expect(answer.items).toEqual([]);
    expect(answer.itemsTotal).toBe(0);
    expect(facetCounts(answer, 'color')['no-such-colour']).toBe(0);
  });

  it('sorts options by key, numbers by value', async () => {
    const answer = await searchProducts({ facets: [{ field: 'size', type: 'CheckboxOr' }] });
    const keys = Object.keys(facetCounts(answer, 'size'));
    const numeric = keys.filter((key) => /^\d+$/.test(key)).map(Number);
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    expect(numeric.length).toBeGreaterThan(1);
  });
});

describe('CheckboxAnd facets', () => {
  it('finds products with every selected size and counts sizes among those hits', async () => {
    // Two sizes some products have together and more products have one of.
    const sizes = byFrequency(countBy(products, (p) => p.sizes));
    const having = (size: string) => products.filter((p) => p.sizes.includes(size));
    const pairs = sizes.flatMap((a) => sizes.filter((b) => b > a).map((b) => [a, b] as const));
    const [first, second] = pairs.find(([a, b]) => {
      const both = having(a).filter((p) => p.sizes.includes(b)).length;
      return both > 0 && both < new Set([...having(a), ...having(b)]).size;
    })!;
    const answer = await searchProducts({
      facets: [{ field: 'size', type: 'CheckboxAnd', selected: [first, second] }],
    });
    const hits = products.filter((p) => p.sizes.includes(first) && p.sizes.includes(second));
    expect(sorted(idsOf(answer))).toEqual(sorted(hits.map((p) => p.id)));
    expect(facetCounts(answer, 'size')).toEqual(countBy(hits, (p) => p.sizes));
  });
});

describe('Slider facets', () => {
  it('answers the price range of the hits in the requested currency and filters inclusively', async () => {
    const prices = products.map((p) => p.retailDkk).sort((a, b) => a - b);
    const low = prices[0]!;
    const high = prices[prices.length - 1]!;
    const whole = await searchProducts({
      area: { ...english, currencyCode: 'DKK' },
      facets: [{ field: 'price', type: 'Slider' }],
    });
    expect(whole.facetOptions).toEqual([{ field: 'price', items: [], min: low, max: high }]);

    const middle = prices[Math.floor(prices.length / 2)]!;
    const narrowed = await searchProducts({
      area: { ...english, currencyCode: 'DKK' },
      facets: [{ field: 'price', type: 'Slider', selected: { min: middle, max: high } }],
    });
    const hits = products.filter((p) => p.retailDkk >= middle && p.retailDkk <= high);
    expect(sorted(idsOf(narrowed))).toEqual(sorted(hits.map((p) => p.id)));
    // The slider's own bounds stay those of all hits, so it can be widened again.
    expect(narrowed.facetOptions[0]).toMatchObject({ min: low, max: high });
  });

  it("answers the price range of the other facets' hits, whatever the slider's own selection", async () => {
    // The least frequent colour with products of more than one price, so the range narrows visibly.
    const colour = byFrequency(countBy(products, (p) => p.colors))
      .reverse()
      .find(
        (key) => new Set(products.filter((p) => p.colors.includes(key)).map((p) => p.retailDkk)).size > 1,
      )!;
    const inColour = products.filter((p) => p.colors.includes(colour)).map((p) => p.retailDkk);
    const colourRange = { min: Math.min(...inColour), max: Math.max(...inColour) };
    const all = products.map((p) => p.retailDkk);
    expect(colourRange).not.toEqual({ min: Math.min(...all), max: Math.max(...all) });
    const search = (price: object) =>
      searchProducts({
        area: { ...english, currencyCode: 'DKK' },
        facets: [
          { field: 'color', type: 'CheckboxOr', selected: [colour] },
          { field: 'price', type: 'Slider', ...price },
        ],
      });
    const unselected = await search({});
    expect(unselected.facetOptions[1]).toMatchObject(colourRange);
    expect(unselected.itemsTotal).toBe(inColour.length);
    const selected = await search({ selected: { min: colourRange.max, max: colourRange.max } });
    expect(selected.itemsTotal).toBe(inColour.filter((price) => price === colourRange.max).length);
    expect(selected.facetOptions[1]).toMatchObject(colourRange);
  });

  it("uses the area's currency when the request names none", async () => {
    const slider = [{ field: 'price', type: 'Slider' }];
    const byDefault = await searchProducts({ facets: slider });
    const inEuro = await searchProducts({
      area: { ...english, currencyCode: 'EUR' },
      facets: slider,
    });
    const inKroner = await searchProducts({
      area: { ...english, currencyCode: 'DKK' },
      facets: slider,
    });
    expect(byDefault.facetOptions).toEqual(inEuro.facetOptions);
    expect(inEuro.facetOptions[0]?.max).toBeLessThan(inKroner.facetOptions[0]?.max ?? 0);
  });
});

describe('special keys', () => {
  it('answers stockKind with the spec keys and True/False for boolean fields', async () => {
    const answer = await searchProducts({
      facets: [
        { field: 'stockKind', type: 'CheckboxOr' },
        { field: 'onSale', type: 'CheckboxOr' },
      ],
    });
    for (const key of Object.keys(facetCounts(answer, 'stockKind'))) expect(stockKindKeys).toContain(key);
    const onSale = products.filter((p) => p.onSale).length;
    expect(facetCounts(answer, 'onSale')).toEqual(
      Object.fromEntries(
        [
          ['False', products.length - onSale],
          ['True', onSale],
        ].filter(([, count]) => count !== 0),
      ),
    );
    expect(facetCounts(answer, 'stockKind')['4OnSale'] ?? 0).toBe(onSale);
  });

  it('filters on-sale products by the 4OnSale key and by onSale True alike', async () => {
    const byKind = await searchProducts({
      facets: [{ field: 'stockKind', type: 'CheckboxOr', selected: ['4OnSale'] }],
    });
    const byFlag = await searchProducts({
      facets: [{ field: 'onSale', type: 'CheckboxOr', selected: ['True'] }],
    });
    const expected = sorted(products.filter((p) => p.onSale).map((p) => p.id));
    expect(sorted(idsOf(byKind))).toEqual(expected);
    expect(sorted(idsOf(byFlag))).toEqual(expected);
    for (const hit of byKind.items) expect(hit.item.onSale).toBe(true);
  });
});

describe('category scope', () => {
  it('finds products of the category and of every category below it', async () => {
    const answer = await searchProducts({
      category: 'girls',
      facets: [{ field: 'category', type: 'CheckboxOr' }],
    });
    const hits = products.filter((p) => p.categories.includes('girls'));
    expect(hits.length).toBeGreaterThan(0);
    expect(sorted(idsOf(answer))).toEqual(sorted(hits.map((p) => p.id)));
    expect(facetCounts(answer, 'category')).toEqual(countBy(hits, (p) => p.categories));
  });

  it('counts every category page alike, with no selection and with a colour selected', async () => {
    // Without search terms these counts come from the stored per-category counts: check every category.
    const categories = Object.keys(countBy(products, (p) => p.categories));
    expect(categories.length).toBeGreaterThan(2);
    for (const category of categories) {
      const inCategory = products.filter((p) => p.categories.includes(category));
      const facets = ['color', 'size', 'category'].map((field) => ({ field, type: 'CheckboxOr' }));
      const page = await searchProducts({ category, facets });
      expect(page.itemsTotal).toBe(inCategory.length);
      expect(facetCounts(page, 'color'), category).toEqual(countBy(inCategory, (p) => p.colors));
      expect(facetCounts(page, 'size'), category).toEqual(countBy(inCategory, (p) => p.sizes));

      const colour = byFrequency(countBy(inCategory, (p) => p.colors))[0]!;
      const narrowed = await searchProducts({
        category,
        facets: [{ ...facets[0]!, selected: [colour] }, ...facets.slice(1)],
      });
      const hits = inCategory.filter((p) => p.colors.includes(colour));
      expect(narrowed.itemsTotal).toBe(hits.length);
      expect(facetCounts(narrowed, 'color'), category).toEqual(countBy(inCategory, (p) => p.colors));
      expect(facetCounts(narrowed, 'size'), category).toEqual(countBy(hits, (p) => p.sizes));
    }
  });

  it('finds nothing in an unknown category', async () => {
    const answer = await searchProducts({ category: 'no-such-category' });
    expect(answer).toMatchObject({ items: [], itemsTotal: 0 });
  });
});

describe('facet errors', () => {
  const facetError = async (facet: object) => {
    const { status, body } = await postSearch(productSearch, { area: english, facets: [facet] });
    expect(status).toBe(400);
    return body.message as string;
  };

  it('refuses a facet field without configuration', async () => {
    expect(await facetError({ field: 'shoeSize', type: 'CheckboxOr' })).toBe(
      'Missing search configuration for facet field shoeSize',
    );
    expect(await facetError({ field: 'name', type: 'CheckboxOr' })).toBe(
      'Missing search configuration for facet field name',
    );
  });

  it('refuses a facet type that is not implemented', async () => {
    expect(await facetError({ field: 'color', type: 'Dropdown' })).toContain(
      'Facet type Dropdown is not implemented',
    );
    expect(await facetError({ field: 'color', type: 'Slider' })).toBe(
      'Facet type Slider is not implemented for field color',
    );
    expect(await facetError({ field: 'price', type: 'CheckboxOr' })).toBe(
      'Facet type CheckboxOr is not implemented for field price',
    );
  });

  it('refuses a selection that does not fit the facet type', async () => {
    expect(await facetError({ field: 'color', type: 'CheckboxOr', selected: { min: 1 } })).toBe(
      'Facet color: selected must be a list of keys',
    );
    expect(await facetError({ field: 'price', type: 'Slider', selected: ['1'] })).toBe(
      'Facet price: selected must be { min, max }',
    );
  });
});
