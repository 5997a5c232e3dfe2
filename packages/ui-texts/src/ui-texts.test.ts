import { languageCodes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { translations } from './translations.ts';

const pluralForm = /\.(zero|one|two|few|many|other)$/;

describe('the seeded dictionary', () => {
  it.each(languageCodes)(
    "gives every counted text an 'other' form and no plain key beside its forms (%s)",
    (language) => {
      const keys = Object.keys(translations[language]);
      const counted = new Set(
        keys.filter((key) => pluralForm.test(key)).map((key) => key.replace(pluralForm, '')),
      );
      expect(counted.size).toBeGreaterThan(0);
      for (const key of counted) {
        expect(translations[language][`${key}.other`], key).toBeDefined();
        // The web reads a counted text by its forms only: a plain key beside them is never shown.
        expect(translations[language][key], key).toBeUndefined();
      }
    },
  );
});
