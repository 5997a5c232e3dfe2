import { describe, expect, it } from 'vitest';
import { lineMargin, marginRate, marginTotals, unitMargin } from './margin.ts';

describe('margin', () => {
  it('is the RRP excl. VAT less the net price, with its rate in basis points', () => {
    // RRP 399.96 DKK excl. VAT (499.95 incl.), net 180.00: 219.96 left, 54.99 %.
    expect(
      unitMargin({ amount: 18_000, currencyCode: 'DKK' }, { amount: 39_996, currencyCode: 'DKK' }),
    ).toEqual({
      amount: 21_996,
      basisPoints: 5_500,
    });
    expect(marginRate(2, 3)).toBe(3_333);
    expect(marginRate(1, 3)).toBe(6_667);
  });

  it('is negative when the net price is above the RRP', () => {
    expect(
      unitMargin({ amount: 12_000, currencyCode: 'EUR' }, { amount: 10_000, currencyCode: 'EUR' }),
    ).toEqual({
      amount: -2_000,
      basisPoints: -2_000,
    });
  });

  it('is not computed across currencies or without an RRP', () => {
    expect(
      unitMargin({ amount: 1_000, currencyCode: 'EUR' }, { amount: 9_000, currencyCode: 'DKK' }),
    ).toBeNull();
    expect(unitMargin({ amount: 1_000, currencyCode: 'EUR' }, null)).toBeNull();
    expect(unitMargin({ amount: 1_000, currencyCode: 'EUR' }, { amount: 0, currencyCode: 'EUR' })).toBeNull();
  });

  it('counts a line by its quantity against its discounted net line price', () => {
    expect(lineMargin({ netLinePrice: 45_000, retailUnitPrice: 20_000, quantity: 5 })).toEqual({
      amount: 55_000,
      basisPoints: 5_500,
      retailLinePrice: 100_000,
    });
  });

  it('totals only the lines that have an RRP', () => {
    const totals = marginTotals([
      { netLinePrice: 45_000, retailUnitPrice: 20_000, quantity: 5 },
      { netLinePrice: 9_999, retailUnitPrice: null, quantity: 3 },
      { netLinePrice: 5_000, retailUnitPrice: 10_000, quantity: 1 },
    ]);
    expect(totals).toEqual({
      amount: 60_000,
      basisPoints: 5_455,
      retailLinePrice: 110_000,
      netTotal: 50_000,
    });
    expect(marginTotals([{ netLinePrice: 1, retailUnitPrice: null, quantity: 1 }])).toBeNull();
  });
});
