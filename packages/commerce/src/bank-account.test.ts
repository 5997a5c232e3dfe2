import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normalizeIban } from './bank-account.ts';

describe("the shop's bank account", () => {
  it('takes an IBAN whose check digits hold, however it is spaced', () => {
    expect(isValidIban(normalizeIban('dk50 0040 0440 1162 43'))).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
  });

  it('refuses a mistyped IBAN and what is no IBAN', () => {
    expect(isValidIban('DK5100400440116243')).toBe(false);
    expect(isValidIban('DK5000400440116244')).toBe(false);
    expect(isValidIban('DK50')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('prints an IBAN in groups of four and knows a BIC by its shape', () => {
    expect(formatIban('DK5000400440116243')).toBe('DK50 0040 0440 1162 43');
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(isValidBic('NDEADKKK')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('NDEA DKKK')).toBe(false);
    expect(isValidBic('ndeadkkk')).toBe(false);
  });
});
