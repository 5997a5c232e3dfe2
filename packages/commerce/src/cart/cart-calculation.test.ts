import { describe, expect, it } from 'vitest';
import { withVat } from '../money.ts';
import { decideVat } from '../tax/decide-vat.ts';
import { type CalculationLineInput, calculateCartTotals, calculationFigures } from './cart-calculation.ts';

const line = (overrides: Partial<CalculationLineInput> & { lineId: string }): CalculationLineInput => ({
  quantity: 1,
  unitId: 'CU',
  unitPrice: 10000,
  netUnitPrice: 10000,
  stockKind: 'Stock',
  onSale: false,
  summerShop: false,
  deliveries: [],
  ...overrides,
});

describe('calculateCartTotals', () => {
  it('multiplies unit prices out exactly and derives the discount', () => {
    const totals = calculateCartTotals(
      [line({ lineId: 'a', quantity: 3, unitPrice: 19995, netUnitPrice: 15996 })],
      {
        shippingFeeWithoutVat: 0,
      },
    );
    const [a] = totals.lines;
    expect(a).toEqual({
      lineId: 'a',
      unitPrice: { priceWithoutVat: 19995, priceWithVat: 24994 }, // 24993.75 rounded, display only
      netUnitPrice: { priceWithoutVat: 15996, priceWithVat: 19995 },
      linePrice: { priceWithoutVat: 59985, priceWithVat: 74981 }, // 59985 + 14996.25 → 14996
      netLinePrice: { priceWithoutVat: 47988, priceWithVat: 59985 },
      discount: 11997,
      vat: 11997,
    });
    expect(totals.discount).toBe(11997);
    expect(totals.vat).toBe(11997);
    expect(totals.totalPrice).toEqual({ priceWithoutVat: 59985, priceWithVat: 74981 });
    expect(totals.totalNetPrice).toEqual({ priceWithoutVat: 47988, priceWithVat: 59985 });
  });

  it('computes VAT once on the cart total and allocates it, instead of rounding every line up', () => {
    // Each line alone: 2 × 0.25 = 0.5 → 1, three lines → 3. The cart: 6 × 0.25 = 1.5 → 2.
    const totals = calculateCartTotals(
      ['a', 'b', 'c'].map((lineId) => line({ lineId, unitPrice: 2, netUnitPrice: 2 })),
      { shippingFeeWithoutVat: 0 },
    );
    expect(totals.vat).toBe(2);
    expect(totals.lines.map((l) => l.vat)).toEqual([1, 1, 0]);
    expect(totals.lines.map((l) => l.netLinePrice.priceWithVat)).toEqual([3, 3, 2]);
    expect(totals.totalNetPrice).toEqual({ priceWithoutVat: 6, priceWithVat: 8 });
  });

  it('charges VAT on shipping as part of the same total', () => {
    const totals = calculateCartTotals([line({ lineId: 'a', unitPrice: 10001, netUnitPrice: 10001 })], {
      shippingFeeWithoutVat: 4900,
    });
    // 14901 × 0.25 = 3725.25 → 3725; exact shares 2500.25 and 1225 → 2500 and 1225.
    expect(totals.vat).toBe(3725);
    expect(totals.lines[0]?.vat).toBe(2500);
    expect(totals.shippingFee).toEqual({ priceWithoutVat: 4900, priceWithVat: 6125 });
    expect(totals.totalNetPrice).toEqual({ priceWithoutVat: 14901, priceWithVat: 18626 });
    expect(totals.totalPrice).toEqual({ priceWithoutVat: 14901, priceWithVat: 18626 });
    expect(totals.discount).toBe(0);
  });

  it('keeps totalPrice (before discount) = totalNetPrice + discount, shipping in both', () => {
    const totals = calculateCartTotals(
      [
        line({ lineId: 'a', quantity: 2, unitPrice: 5000, netUnitPrice: 4000 }),
        line({ lineId: 'b', quantity: 5, unitPrice: 1999, netUnitPrice: 1999 }),
      ],
      { shippingFeeWithoutVat: 3900 },
    );
    expect(totals.discount).toBe(2000);
    expect(totals.totalPrice.priceWithoutVat).toBe(10000 + 9995 + 3900);
    expect(totals.totalNetPrice.priceWithoutVat).toBe(8000 + 9995 + 3900);
    expect(totals.totalPrice.priceWithoutVat - totals.discount).toBe(totals.totalNetPrice.priceWithoutVat);
    const linesWithVat = totals.lines.reduce((sum, l) => sum + l.linePrice.priceWithVat, 0);
    expect(linesWithVat + totals.shippingFee.priceWithVat).toBe(totals.totalPrice.priceWithVat);
  });

  it('reports a negative discount when the net price is above the list price', () => {
    const totals = calculateCartTotals(
      [line({ lineId: 'a', quantity: 2, unitPrice: 100, netUnitPrice: 150 })],
      {
        shippingFeeWithoutVat: 0,
      },
    );
    expect(totals.lines[0]?.discount).toBe(-100);
    expect(totals.discount).toBe(-100);
  });

  it('sums the summary by stock kind and by the on-sale and summer-shop flags, net and without VAT', () => {
    const totals = calculateCartTotals(
      [
        line({ lineId: 's', quantity: 2, unitPrice: 1000, netUnitPrice: 900, onSale: true }),
        line({ lineId: 'p', quantity: 3, netUnitPrice: 500, stockKind: 'Preorder', summerShop: true }),
        line({ lineId: 'f', quantity: 4, netUnitPrice: 250, stockKind: 'FutureStock' }),
        line({ lineId: 'x', quantity: 1, netUnitPrice: 100, onSale: true, summerShop: true }),
      ],
      { shippingFeeWithoutVat: 5000 },
    );
    expect(totals.summary).toEqual({
      subTotalWithoutVat: 1800 + 1500 + 1000 + 100,
      totalPriceOfInStockWithoutVat: 1900,
      totalPriceOfPreorderWithoutVat: 1500,
      totalPriceOfInFutureStockWithoutVat: 1000,
      totalPriceOfOnSaleWithoutVat: 1900,
      totalPriceOfSummerShopWithoutVat: 1600,
      totalQuantity: 10,
      totalQuantityOfInStock: 3,
      totalQuantityOfPreorder: 3,
      totalQuantityOfInFutureStock: 4,
      totalQuantityOfOnSale: 3,
      totalQuantityOfSummerShop: 4,
    });
  });

  it('calculates an empty cart, shipping included', () => {
    const totals = calculateCartTotals([], { shippingFeeWithoutVat: 4900 });
    expect(totals.lines).toEqual([]);
    expect(totals.vat).toBe(1225);
    expect(totals.shippingFee).toEqual({ priceWithoutVat: 4900, priceWithVat: 6125 });
    expect(totals.totalNetPrice).toEqual({ priceWithoutVat: 4900, priceWithVat: 6125 });
    expect(totals.summary.subTotalWithoutVat).toBe(0);
    expect(totals.summary.totalQuantity).toBe(0);
  });

  it('keeps a zero-quantity line at zero', () => {
    const totals = calculateCartTotals(
      [line({ lineId: 'a', quantity: 0 }), line({ lineId: 'b', quantity: 1, unitPrice: 3, netUnitPrice: 3 })],
      { shippingFeeWithoutVat: 0 },
    );
    expect(totals.lines[0]).toMatchObject({ vat: 0, netLinePrice: { priceWithVat: 0, priceWithoutVat: 0 } });
    expect(totals.lines[1]?.vat).toBe(1);
  });

  it('uses the multiplier of money.ts (1.25) by default, like withVat', () => {
    for (const price of [1, 2, 3, 19995, 24993, 99999]) {
      const totals = calculateCartTotals([line({ lineId: 'a', unitPrice: price, netUnitPrice: price })], {
        shippingFeeWithoutVat: 0,
      });
      expect(totals.lines[0]?.unitPrice.priceWithVat).toBe(withVat(price));
      expect(totals.totalNetPrice.priceWithVat).toBe(withVat(price));
    }
  });

  it('accepts another rate in basis points and computes with it exactly', () => {
    const at = (vatRateBasisPoints: number, price: number) =>
      calculateCartTotals([line({ lineId: 'a', unitPrice: price, netUnitPrice: price })], {
        shippingFeeWithoutVat: 0,
        vatRateBasisPoints,
      }).vat;
    expect(at(0, 19995)).toBe(0);
    expect(at(2000, 19995)).toBe(3999);
    expect(at(1000, 45)).toBe(5); // 4.5 → 5
    // Doubles get these wrong: 1.15 − 1 is 0.14999…, so 10 × it would round to 1 instead of 1.5 → 2;
    // 50 × (1.19 − 1) is 9.4999… instead of 9.5 → 10.
    expect(at(1500, 10)).toBe(2);
    expect(at(1900, 50)).toBe(10);
    expect(at(2550, 200)).toBe(51); // Finland's 25.5 %
  });

  it('refuses rates below 0 %, above 100 % or in fractions of a basis point', () => {
    const run = (vatRateBasisPoints: number) => () =>
      calculateCartTotals([line({ lineId: 'a' })], { shippingFeeWithoutVat: 0, vatRateBasisPoints });
    expect(run(-1)).toThrow(RangeError);
    expect(run(10_001)).toThrow(RangeError);
    expect(run(Number.NaN)).toThrow(RangeError);
    expect(run(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(run(2500.5)).toThrow(RangeError);
  });

  it('refuses negative, fractional and non-finite amounts and quantities', () => {
    const run =
      (overrides: Partial<CalculationLineInput>, shippingFeeWithoutVat = 0) =>
      () =>
        calculateCartTotals([line({ lineId: 'a', ...overrides })], { shippingFeeWithoutVat });
    expect(run({ quantity: -1 })).toThrow(/lines\[0\] \(a\)\.quantity/);
    expect(run({ quantity: 1.5 })).toThrow(RangeError);
    expect(run({ unitPrice: 99.5 })).toThrow(/unitPrice/);
    expect(run({ netUnitPrice: -1 })).toThrow(/netUnitPrice/);
    expect(run({ netUnitPrice: Number.NaN })).toThrow(RangeError);
    expect(run({ deliveries: [{ date: null, quantity: 0.5 }] })).toThrow(/deliveries\[0\]/);
    expect(run({}, -100)).toThrow(/shippingFeeWithoutVat/);
    expect(run({}, 49.5)).toThrow(RangeError);
  });

  it('refuses amounts too large to add exactly instead of losing minor units', () => {
    const huge = line({ lineId: 'a', quantity: 1_000_000, unitPrice: 10_000_000_000, netUnitPrice: 1 });
    expect(() => calculateCartTotals([huge], { shippingFeeWithoutVat: 0 })).toThrow(/too large/);
    const big = Number.MAX_SAFE_INTEGER - 10;
    const two = [
      line({ lineId: 'a', unitPrice: big, netUnitPrice: 0 }),
      line({ lineId: 'b', unitPrice: big }),
    ];
    expect(() => calculateCartTotals(two, { shippingFeeWithoutVat: 0 })).toThrow(RangeError);
  });

  it('refuses an unknown stock kind', () => {
    const bad = { ...line({ lineId: 'a' }), stockKind: 'Web' } as unknown as CalculationLineInput;
    expect(() => calculateCartTotals([bad], { shippingFeeWithoutVat: 0 })).toThrow(/stock kind Web/);
  });
});

describe('calculationFigures', () => {
  const reverseCharge = decideVat({
    buyer: 'business',
    deliveryCountryCode: 'DE',
    pickup: false,
    vatNumber: 'DE123456789',
  });
  const lines = [line({ lineId: 'a', unitPrice: 10_000, netUnitPrice: 10_000 })];

  it('stores the VAT decision beside the figures made at its rate', () => {
    const totals = calculateCartTotals(lines, { shippingFeeWithoutVat: 500, vatRateBasisPoints: 0 });
    const figures = calculationFigures(totals, reverseCharge, null, '2026-01-01T00:00:00Z');
    expect(figures.tax).toEqual(reverseCharge);
    expect(figures.vat).toBe(0);
    expect(figures.totalNetPrice).toEqual({ priceWithoutVat: 10_500, priceWithVat: 10_500 });
  });

  it('refuses figures made at another rate than the decision: a 0 % note beside 25 % VAT', () => {
    const totals = calculateCartTotals(lines, { shippingFeeWithoutVat: 500 });
    expect(() => calculationFigures(totals, reverseCharge, null, '2026-01-01T00:00:00Z')).toThrow(RangeError);
  });
});
