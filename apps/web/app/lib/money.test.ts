import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, localeForLanguage, moneyLocaleFor } from './money.ts';

// Intl uses non-breaking spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units per locale', () => {
    expect(plain(formatMoney(123456, 'DKK', 'da-DK'))).toBe('1.234,56 kr.');
    expect(plain(formatMoney(123456, 'SEK', 'sv-SE'))).toBe('1 234,56 kr');
    // CLDR versions disagree on the position of 'kr' for Norwegian; the number format is what matters.
    expect(plain(formatMoney(123456, 'NOK', 'nb-NO'))).toMatch(/^(kr 1 234,56|1 234,56 kr)$/);
    expect(plain(formatMoney(123456, 'GBP', 'en-GB'))).toBe('£1,234.56');
    expect(plain(formatMoney(30000, 'EUR', 'en-GB'))).toBe('€300.00');
  });

  it('keeps negative amounts and zero', () => {
    expect(plain(formatMoney(-995, 'EUR', 'da-DK'))).toBe('-9,95 €');
    expect(plain(formatMoney(0, 'USD', 'en-GB'))).toBe('US$0.00');
  });

  it('writes crowns in their home format and other currencies in the language of the page', () => {
    expect(moneyLocaleFor('DKK', 'en')).toBe('da-DK');
    expect(moneyLocaleFor('SEK', 'da')).toBe('sv-SE');
    expect(moneyLocaleFor('NOK', 'en')).toBe('nb-NO');
    expect(moneyLocaleFor('EUR', 'da')).toBe('da-DK');
    expect(moneyLocaleFor('EUR', 'en')).toBe('en-GB');
    expect(moneyLocaleFor('GBP', 'en')).toBe('en-GB');
  });

  it('maps shop languages to formatting locales', () => {
    expect(localeForLanguage('da')).toBe('da-DK');
    expect(localeForLanguage('en')).toBe('en-GB');
  });
});

describe('formatDate', () => {
  it('formats dates per locale and ignores invalid input', () => {
    expect(formatDate('2025-03-04T12:00:00Z', 'en-GB', 'UTC')).toBe('4 Mar 2025');
    expect(formatDate('2025-03-04T12:00:00Z', 'da-DK', 'UTC')).toBe('4. mar. 2025');
    expect(formatDate('nonsense', 'en-GB')).toBe('');
  });
});
