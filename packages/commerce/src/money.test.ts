import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, roundMinor, toMajor, toMinor, withVat } from './money.ts';

describe('money', () => {
  it('adds VAT of 25 % exactly in minor units, rounding half away from zero once', () => {
    expect(withVat(19995)).toBe(24994); // 24993.75
    expect(withVat(2)).toBe(3); // 2.5
    expect(withVat(-2)).toBe(-3);
    expect(withVat(0)).toBe(0);
  });

  it('never yields a fraction and stays within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (amount) => {
        const result = withVat(amount);
        expect(Number.isInteger(result)).toBe(true);
        expect(Math.abs(result - amount * 1.25)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('converts between major and minor units and refuses extra decimals', () => {
    expect(toMinor(199.95, 'DKK')).toBe(19995);
    expect(toMajor(19995, 'DKK')).toBe(199.95);
    expect(() => toMinor(1.005, 'EUR')).toThrow(/more than 2 decimals/);
    expect(() => currencyDecimals('XXX')).toThrow(/Unknown currency/);
    expect(roundMinor(-0.5)).toBe(-1);
  });

  it('round-trips any whole minor amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom('DKK', 'EUR', 'GBP', 'USD', 'SEK', 'NOK'),
        (amount, currency) => {
          expect(toMinor(toMajor(amount, currency), currency)).toBe(amount);
        },
      ),
    );
  });
});
