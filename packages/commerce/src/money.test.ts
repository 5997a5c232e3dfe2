import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, roundMinor, toMajor, toMinor, vatAt, withVat } from './money.ts';

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

describe('vatAt', () => {
  it('takes VAT at a rate in basis points exactly, half away from zero', () => {
    expect(vatAt(19995, 2500)).toBe(4999); // 4998.75
    expect(vatAt(50, 1900)).toBe(10); // 9.5, which doubles see as 9.4999…
    expect(vatAt(200, 2550)).toBe(51);
    expect(vatAt(-50, 1900)).toBe(-10);
    expect(vatAt(12345, 0)).toBe(0);
    expect(withVat(19995)).toBe(24994);
    expect(withVat(10000, 1900)).toBe(11900);
  });

  it('refuses rates that are not whole basis points from 0 to 10000', () => {
    expect(() => vatAt(100, -1)).toThrow(RangeError);
    expect(() => vatAt(100, 10_001)).toThrow(RangeError);
    expect(() => vatAt(100, 19.5)).toThrow(RangeError);
    expect(() => vatAt(1.5, 2500)).toThrow(RangeError);
  });
});
