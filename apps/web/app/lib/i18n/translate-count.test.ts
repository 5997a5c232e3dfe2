import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate.ts';
import { translateCount } from './translate-count.ts';

const english = createTranslate({
  'cart.marker.one': '{count} item in the basket',
  'cart.marker.other': '{count} items in the basket',
  'search.item-counter.one': '{loaded} of {count} product',
  'search.item-counter.other': '{loaded} of {count} products',
  'facet.count.other': '{count} things',
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
    expect(translateCount(english, 'en', 'facet.count', 1)).toBe('1 things');
    expect(translateCount(english, 'en', 'reorder.reduced', 1)).toBe('reorder.reduced.other');
  });

  it('takes only the base of a counted text (the typecheck refuses a form or a plain text)', () => {
    // @ts-expect-error: a plural form is chosen by the count, never named.
    expect(translateCount(english, 'en', 'cart.marker.one', 1)).toBe('cart.marker.one.other');
    // @ts-expect-error: a text without plural forms.
    expect(translateCount(english, 'en', 'cart.title', 1)).toBe('cart.title.other');
  });
});
