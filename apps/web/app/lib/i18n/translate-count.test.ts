import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate.ts';
import { translateCount } from './translate-count.ts';

const english = createTranslate({
  'cart.marker.one': '{count} item in the basket',
  'cart.marker.other': '{count} items in the basket',
  'search.item-counter.one': '{loaded} of {count} product',
  'search.item-counter.other': '{loaded} of {count} products',
  'only.other': '{count} things',
});
const danish = createTranslate({
  'cart.marker.one': '{count} vare i kurven',
  'cart.marker.other': '{count} varer i kurven',
});

describe('translateCount (plural forms by Intl.PluralRules)', () => {
  it('picks the singular for 1 and the plural for 0, 2 and more, in English and Danish', () => {
    expect(translateCount(english, 'en', 'cart.marker', 1)).toBe('1 item in the basket');
    expect(translateCount(english, 'en', 'cart.marker', 0)).toBe('0 items in the basket');
    expect(translateCount(english, 'en', 'cart.marker', 2)).toBe('2 items in the basket');
    expect(translateCount(danish, 'da', 'cart.marker', 1)).toBe('1 vare i kurven');
    expect(translateCount(danish, 'da', 'cart.marker', 21)).toBe('21 varer i kurven');
  });

  it('fills the other placeholders beside the count', () => {
    expect(translateCount(english, 'en', 'search.item-counter', 1, { loaded: 1 })).toBe('1 of 1 product');
    expect(translateCount(english, 'en', 'search.item-counter', 45, { loaded: 30 })).toBe(
      '30 of 45 products',
    );
  });

  it("falls back to the 'other' form when the dictionary lacks the language's category", () => {
    expect(translateCount(english, 'en', 'only', 1)).toBe('1 things');
    expect(translateCount(english, 'en', 'no.such.key', 1)).toBe('no.such.key.other');
  });
});
