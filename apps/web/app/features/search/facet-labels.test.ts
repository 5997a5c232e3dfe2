import type { SearchProductColor } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import { facetOptionImage, facetOptionLabel } from './facet-labels.ts';

const t = createTranslate({
  'facet.unknown': 'Unknown {facet}',
  'facet.size': 'Size',
  'facet.stockKind.2Stock': 'In stock',
  'facet.true': 'Yes',
});
const rose = {
  code: 'rose',
  name: 'Rose',
  swatchImage: '/images/svg/singlecolor/e3a1a8',
} as SearchProductColor;
const lookups = {
  categories: { 'girls-dresses': 'Dresses' },
  colors: { rose },
  prints: [{ printName: 'Dots', facetImage: 'prints/dots.jpg' }],
};
const facet = (field: string) => ({ field, type: 'CheckboxOr' as const, queryField: field });

describe('facetOptionLabel', () => {
  it("shows 'unknown' plus the facet name for an empty key", () => {
    expect(facetOptionLabel(t, facet('size'), '', lookups)).toBe('Unknown Size');
  });

  it('names stock kinds, flags, categories and colours; other keys are their own label', () => {
    expect(facetOptionLabel(t, facet('stockKind'), '2Stock', lookups)).toBe('In stock');
    expect(facetOptionLabel(t, facet('onSale'), 'True', lookups)).toBe('Yes');
    expect(facetOptionLabel(t, facet('category'), 'girls-dresses', lookups)).toBe('Dresses');
    expect(facetOptionLabel(t, facet('category'), 'boys', lookups)).toBe('boys');
    expect(facetOptionLabel(t, facet('color'), 'rose', lookups)).toBe('Rose');
    expect(facetOptionLabel(t, facet('size'), '104', lookups)).toBe('104');
  });
});

describe('facetOptionImage', () => {
  it('shows swatches for colours and print images for prints, nothing for other facets', () => {
    expect(facetOptionImage(facet('color'), 'rose', lookups)).toBe('/images/svg/singlecolor/e3a1a8');
    expect(facetOptionImage(facet('print'), 'Dots', lookups)).toMatch(/^\/images\/fit\/40\/40\/sm\//);
    expect(facetOptionImage(facet('color'), 'pecan', lookups)).toBeNull();
    expect(facetOptionImage(facet('size'), '98', lookups)).toBeNull();
  });
});
