import { uiTexts } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiErrorKey, isStockChangeError, translatedErrorCodes } from './api-error-text.ts';

const refusal = (errorCode: string) =>
  new ApiError(409, { message: 'English for developers', errorCode, type: 'X' });

describe('the API refusals the shop says in the user’s language (issue 28)', () => {
  it('have a text in both languages for every code', () => {
    for (const language of ['en', 'da'] as const) {
      const missing = translatedErrorCodes.filter((code) => !uiTexts[language][`api-error.${code}`]);
      expect(missing, language).toEqual([]);
    }
  });

  it('name the text of a known code, and nothing for another one', () => {
    expect(apiErrorKey(refusal('not-enough-stock'))).toBe('api-error.not-enough-stock');
    expect(apiErrorKey(refusal('something-else'))).toBeNull();
    expect(apiErrorKey(new Error('not an API answer'))).toBeNull();
  });

  it('tell checkout when stock went between basket and order', () => {
    expect(isStockChangeError(refusal('not-enough-stock'))).toBe(true);
    expect(isStockChangeError(refusal('cart-changed-by-validation'))).toBe(true);
    expect(isStockChangeError(refusal('cart-prices-changed'))).toBe(false);
  });
});
