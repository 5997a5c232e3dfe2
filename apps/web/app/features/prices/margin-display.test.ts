import { describe, expect, it } from 'vitest';
import { formatMarginRate, lineMarginView, unitMarginView } from './margin-display.ts';

describe('A dealer margin as the shop shows it', () => {
  it('puts the RRP of the whole quantity against the net line price, and the two add up', () => {
    const view = lineMarginView(
      { netLinePrice: 30_000, quantity: 3, currencyCode: 'DKK' },
      { amount: 19_960, currencyCode: 'DKK' },
    );
    expect(view?.rrp).toEqual({ amount: 59_880, currencyCode: 'DKK' });
    expect(view?.margin?.amount).toBe(29_880);
    expect(view?.margin?.basisPoints).toBe(4990);
  });

  it('shows an RRP in another currency without a margin (the shop has no exchange rates)', () => {
    expect(
      lineMarginView(
        { netLinePrice: 3000, quantity: 2, currencyCode: 'EUR' },
        { amount: 19_960, currencyCode: 'DKK' },
      ),
    ).toEqual({ rrp: { amount: 39_920, currencyCode: 'DKK' }, margin: null });
    expect(
      unitMarginView({ amount: 1500, currencyCode: 'EUR' }, { amount: 9980, currencyCode: 'DKK' })?.margin,
    ).toBeNull();
  });

  it('shows nothing without an RRP', () => {
    expect(unitMarginView({ amount: 1500, currencyCode: 'DKK' }, null)).toBeNull();
    expect(lineMarginView({ netLinePrice: 1500, quantity: 1, currencyCode: 'DKK' }, undefined)).toBeNull();
  });

  it('writes the rate with one decimal in the page language', () => {
    expect(formatMarginRate(4990, 'en-GB')).toBe('49.9%');
    expect(formatMarginRate(4990, 'da-DK').replace(/\s/g, ' ')).toBe('49,9 %');
  });
});
