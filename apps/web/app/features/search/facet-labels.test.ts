import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate.ts';
import { facetOptionImage, facetOptionLabel } from './facet-labels.ts';

const t = createTranslate({
  'facet.unknown': 'Ukendt {facet}',
  'facet.size': 'Størrelse',
  'facet.print': 'Print',
  'facet.stockKind.2Stock': 'På lager',
  'facet.season.SS27': 'Forår/sommer 2027',
  'facet.print.Dots': 'Prikker',
  'facet.true': 'Ja',
  'facet.false': 'Nej',
});
const prints = [{ printName: 'Dots', facetImage: 'prints/dots.jpg' }];
const facet = (field: string) => ({ field, type: 'CheckboxOr' as const, queryField: field });
const option = (key: string, label?: string, image?: string) => ({ key, label, image });

describe('facetOptionLabel', () => {
  it("shows 'unknown' plus the facet name for an empty key", () => {
    expect(facetOptionLabel(t, facet('size'), option(''))).toBe('Ukendt Størrelse');
    expect(facetOptionLabel(t, facet('print'), option('', 'ignored'))).toBe('Ukendt Print');
  });

  it('names stock kinds and flags from the dictionary', () => {
    expect(facetOptionLabel(t, facet('stockKind'), option('2Stock'))).toBe('På lager');
    expect(facetOptionLabel(t, facet('onSale'), option('True'))).toBe('Ja');
    expect(facetOptionLabel(t, facet('essential'), option('False'))).toBe('Nej');
  });

  it("shows the catalogue's name for ids and codes, unless the dictionary names the key", () => {
    expect(facetOptionLabel(t, facet('category'), option('girls-dresses', 'Piger / Kjoler'))).toBe(
      'Piger / Kjoler',
    );
    expect(facetOptionLabel(t, facet('color'), option('rose', 'Rosa'))).toBe('Rosa');
    expect(facetOptionLabel(t, facet('season'), option('SS27', 'Spring/Summer 2027'))).toBe(
      'Forår/sommer 2027',
    );
    expect(facetOptionLabel(t, facet('season'), option('AW27', 'Autumn/Winter 2027'))).toBe(
      'Autumn/Winter 2027',
    );
    expect(facetOptionLabel(t, facet('print'), option('Dots'))).toBe('Prikker');
  });

  it('falls back to the key itself (sizes, brands, codes nobody named)', () => {
    expect(facetOptionLabel(t, facet('size'), option('104'))).toBe('104');
    expect(facetOptionLabel(t, facet('category'), option('boys'))).toBe('boys');
  });
});

describe('facetOptionImage', () => {
  it('shows the swatch the API sends for colours and the area print image for prints', () => {
    expect(
      facetOptionImage(facet('color'), option('rose', 'Rose', '/images/svg/singlecolor/e3a1a8'), prints),
    ).toBe('/images/svg/singlecolor/e3a1a8');
    expect(facetOptionImage(facet('print'), option('Dots'), prints)).toMatch(/^\/images\/fit\/40\/40\/sm\//);
  });

  it('shows no image for a colour without swatch, an unknown print or another facet', () => {
    expect(facetOptionImage(facet('color'), option('pecan'), prints)).toBeNull();
    expect(facetOptionImage(facet('print'), option('Checks'), prints)).toBeNull();
    expect(facetOptionImage(facet('size'), option('98'), prints)).toBeNull();
  });
});
