import { describe, expect, it } from 'vitest';
import { discountPercent, shownAmount, shownPrice } from './price-display.ts';

describe('discountPercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(19995, 29995)).toBe(33); // 33.34 %
    expect(discountPercent(6650, 10000)).toBe(34); // 33.5 % rounds up
    expect(discountPercent(9950, 10000)).toBe(1); // 0.5 % rounds up
  });

  it('has no badge without a higher before price', () => {
    expect(discountPercent(10000, null)).toBeNull();
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(12000, 10000)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});

describe('shownAmount', () => {
  it('multiplies by 1.25 with VAT and rounds once, half away from zero', () => {
    expect(shownAmount(10000, true)).toBe(12500);
    expect(shownAmount(19995, true)).toBe(24994); // 24993.75
    expect(shownAmount(2, true)).toBe(3); // 2.5
    expect(shownAmount(19995, false)).toBe(19995);
  });
});

describe('shownPrice', () => {
  it('shows the net price, and the before price only on sale', () => {
    const sale = { unitPrice: 10000, netUnitPrice: 7500, beforePrice: 10000 };
    expect(shownPrice(sale, false)).toEqual({ amount: 7500, beforeAmount: 10000, discountPercent: 25 });
    expect(shownPrice(sale, true)).toEqual({ amount: 9375, beforeAmount: 12500, discountPercent: 25 });
    const plain = { unitPrice: 10000, netUnitPrice: 8000, beforePrice: null };
    expect(shownPrice(plain, false)).toEqual({ amount: 8000, beforeAmount: null, discountPercent: null });
  });
});

describe("a dealer's own VAT decision (ADR 67)", () => {
  it('keeps the price net at 0 % (reverse charge, export) with the switch on', () => {
    expect(shownAmount(19995, true, 0)).toBe(19995);
    const sale = { unitPrice: 10000, netUnitPrice: 7500, beforePrice: 10000 };
    expect(shownPrice(sale, true, 0)).toEqual({ amount: 7500, beforeAmount: 10000, discountPercent: 25 });
  });

  it('applies another rate than the default when the decision says so', () => {
    expect(shownAmount(10000, true, 2550)).toBe(12550);
    expect(shownAmount(10000, true, 2500)).toBe(12500);
  });
});
