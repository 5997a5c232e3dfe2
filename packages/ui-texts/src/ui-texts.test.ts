import { languageCodes } from '@shop/contracts/constants';
import { describe, expect, it } from 'vitest';
import { defineTexts } from './define-texts.ts';
import { uiTexts } from './ui-texts.ts';

const pluralForm = /\.(zero|one|two|few|many|other)$/;

describe('the shipped UI texts', () => {
  it.each(languageCodes)(
    "gives every counted text an 'other' form and no plain key beside its forms (%s)",
    (language) => {
      const texts: Record<string, string> = uiTexts[language];
      const keys = Object.keys(texts);
      const counted = new Set(
        keys.filter((key) => pluralForm.test(key)).map((key) => key.replace(pluralForm, '')),
      );
      expect(counted.size).toBeGreaterThan(0);
      for (const key of counted) {
        expect(texts[`${key}.other`], key).toBeDefined();
        // The web reads a counted text by its forms only: a plain key beside them is never shown.
        expect(texts[key], key).toBeUndefined();
      }
    },
  );

  it('cannot be built with a Danish text missing or under another key (the typecheck refuses it)', () => {
    // @ts-expect-error: the Danish texts lack 'cart.title'.
    const missing = defineTexts({ en: { 'cart.title': 'Basket' }, da: {} });
    // @ts-expect-error: the Danish key is spelt differently.
    const misspelt = defineTexts({ en: { 'cart.title': 'Basket' }, da: { 'cart.titel': 'Kurv' } });
    expect([missing.da, misspelt.da]).toEqual([{}, { 'cart.titel': 'Kurv' }]);
  });
});
