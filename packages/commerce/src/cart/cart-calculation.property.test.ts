import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVat } from '../money.ts';
import { type CalculationLineInput, type CartTotals, calculateCartTotals } from './cart-calculation.ts';

/** Prices up to 100 000.00, often one shared price point or zero (free items), often discounted. */
const price = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 10_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 2, 3, 19995) },
);
const calculationLine: fc.Arbitrary<Omit<CalculationLineInput, 'lineId'>> = fc
  .record({
    quantity: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 12 })),
    unitPrice: price,
    discountPercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
    stockKind: fc.constantFrom('Stock' as const, 'Preorder' as const, 'FutureStock' as const),
    onSale: fc.boolean(),
    summerShop: fc.boolean(),
    deliveries: fc.array(
      fc.record({ date: fc.option(fc.constant('2026-03-01'), { nil: null }), quantity: fc.nat(50) }),
      { maxLength: 3 },
    ),
  })
  .map(({ discountPercent, ...line }) => ({
    ...line,
    unitId: 'CU',
    // An integer net price; "100 %" stands for a price above the list price (a surcharge: negative discount).
    netUnitPrice:
      discountPercent === 100
        ? line.unitPrice + 7
        : Math.floor((line.unitPrice * (100 - discountPercent)) / 100),
  }));
/** Small carts and, as often, carts of up to 500 lines (`size: 'max'`, else fast-check stays near 10). */
const cart: fc.Arbitrary<CalculationLineInput[]> = fc
  .oneof(
    fc.array(calculationLine, { maxLength: 20 }),
    fc.array(calculationLine, { minLength: 100, maxLength: 500, size: 'max' }),
  )
  .map((lines) => lines.map((line, index) => ({ ...line, lineId: `L${index}` })));
const shipping = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 }));
const multiplier = fc.constantFrom(undefined, 0, 700, 1700, 1900, 2000, 2500, 2550, 2700);

const sum = (values: number[]): number => values.reduce((acc, value) => acc + value, 0);

function everyNumber(value: unknown, visit: (n: number) => void): void {
  if (typeof value === 'number') visit(value);
  else if (Array.isArray(value)) for (const item of value) everyNumber(item, visit);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) everyNumber(item, visit);
}

const run = (
  lines: CalculationLineInput[],
  shippingFeeWithoutVat: number,
  vatRateBasisPoints?: number,
): CartTotals =>
  calculateCartTotals(
    lines,
    vatRateBasisPoints === undefined
      ? { shippingFeeWithoutVat }
      : { shippingFeeWithoutVat, vatRateBasisPoints },
  );

describe('calculateCartTotals properties (random carts up to 500 lines)', () => {
  it('never yields a sub-cent value: every figure is a safe integer', () => {
    fc.assert(
      fc.property(cart, shipping, multiplier, (lines, fee, m) => {
        const bad: number[] = [];
        let count = 0;
        everyNumber(run(lines, fee, m), (n) => {
          count++;
          if (!Number.isSafeInteger(n)) bad.push(n);
        });
        expect(bad).toEqual([]);
        expect(count).toBe(lines.length * 10 + 21);
      }),
    );
  });

  it('line amounts are unit × quantity and the totals add up exactly in minor units', () => {
    fc.assert(
      fc.property(cart, shipping, multiplier, (lines, fee, m) => {
        const totals = run(lines, fee, m);
        totals.lines.forEach((figures, index) => {
          const input = lines[index] as CalculationLineInput;
          expect(figures.lineId).toBe(input.lineId);
          expect(figures.linePrice.priceWithoutVat).toBe(input.unitPrice * input.quantity);
          expect(figures.netLinePrice.priceWithoutVat).toBe(input.netUnitPrice * input.quantity);
          expect(figures.netLinePrice.priceWithVat).toBe(figures.netLinePrice.priceWithoutVat + figures.vat);
        });
        const netLines = sum(totals.lines.map((l) => l.netLinePrice.priceWithoutVat));
        const grossLines = sum(totals.lines.map((l) => l.linePrice.priceWithoutVat));
        expect(totals.totalNetPrice.priceWithoutVat).toBe(netLines + fee);
        expect(totals.totalPrice.priceWithoutVat).toBe(grossLines + fee);
        expect(totals.shippingFee.priceWithoutVat).toBe(fee);
        expect(
          sum(totals.lines.map((l) => l.netLinePrice.priceWithVat)) + totals.shippingFee.priceWithVat,
        ).toBe(totals.totalNetPrice.priceWithVat);
        expect(sum(totals.lines.map((l) => l.linePrice.priceWithVat)) + totals.shippingFee.priceWithVat).toBe(
          totals.totalPrice.priceWithVat,
        );
      }),
    );
  });

  it('VAT is computed once on the net total and its allocation sums to it, each line within reach of its rate', () => {
    fc.assert(
      fc.property(cart, shipping, (lines, fee) => {
        const totals = run(lines, fee);
        const net = totals.totalNetPrice.priceWithoutVat;
        // 0.25 is exact in binary, so this independent formula is exact for the default multiplier.
        expect(totals.vat).toBe(Math.round(net * 0.25));
        expect(totals.totalNetPrice.priceWithVat).toBe(withVat(net));
        expect(sum(totals.lines.map((l) => l.vat)) + totals.shippingFee.priceWithVat - fee).toBe(totals.vat);
        for (const figures of totals.lines) {
          // Cart rounding (≤ ½ spread proportionally) plus the allocation (< 1): less than 1½ off the line's own VAT.
          expect(Math.abs(figures.vat - figures.netLinePrice.priceWithoutVat * 0.25)).toBeLessThan(1.5);
          expect(figures.vat).toBeGreaterThanOrEqual(0);
          expect(figures.unitPrice.priceWithVat).toBe(withVat(figures.unitPrice.priceWithoutVat));
          expect(figures.netUnitPrice.priceWithVat).toBe(withVat(figures.netUnitPrice.priceWithoutVat));
        }
      }),
    );
  });

  it('line discounts sum to the cart discount, which is the gap between the totals', () => {
    fc.assert(
      fc.property(cart, shipping, multiplier, (lines, fee, m) => {
        const totals = run(lines, fee, m);
        for (const figures of totals.lines) {
          expect(figures.discount).toBe(
            figures.linePrice.priceWithoutVat - figures.netLinePrice.priceWithoutVat,
          );
        }
        expect(sum(totals.lines.map((l) => l.discount))).toBe(totals.discount);
        expect(totals.totalPrice.priceWithoutVat - totals.discount).toBe(
          totals.totalNetPrice.priceWithoutVat,
        );
      }),
    );
  });

  it('the summary partitions the net lines by stock kind and filters them by flag', () => {
    fc.assert(
      fc.property(cart, shipping, (lines, fee) => {
        const { summary, lines: figures } = run(lines, fee);
        const net = (keep: (line: CalculationLineInput) => boolean) =>
          sum(
            figures
              .filter((_, i) => keep(lines[i] as CalculationLineInput))
              .map((l) => l.netLinePrice.priceWithoutVat),
          );
        const quantity = (keep: (line: CalculationLineInput) => boolean) =>
          sum(lines.filter(keep).map((l) => l.quantity));
        expect(summary.subTotalWithoutVat).toBe(net(() => true));
        expect(summary.totalQuantity).toBe(quantity(() => true));
        expect(
          summary.totalPriceOfInStockWithoutVat +
            summary.totalPriceOfPreorderWithoutVat +
            summary.totalPriceOfInFutureStockWithoutVat,
        ).toBe(summary.subTotalWithoutVat);
        expect(
          summary.totalQuantityOfInStock +
            summary.totalQuantityOfPreorder +
            summary.totalQuantityOfInFutureStock,
        ).toBe(summary.totalQuantity);
        expect(summary.totalPriceOfPreorderWithoutVat).toBe(net((l) => l.stockKind === 'Preorder'));
        expect(summary.totalQuantityOfInFutureStock).toBe(quantity((l) => l.stockKind === 'FutureStock'));
        expect(summary.totalPriceOfOnSaleWithoutVat).toBe(net((l) => l.onSale));
        expect(summary.totalQuantityOfOnSale).toBe(quantity((l) => l.onSale));
        expect(summary.totalPriceOfSummerShopWithoutVat).toBe(net((l) => l.summerShop));
        expect(summary.totalQuantityOfSummerShop).toBe(quantity((l) => l.summerShop));
      }),
    );
  });

  it('a cart holding any negative or fractional amount or quantity is refused with a RangeError', () => {
    const bad = fc.oneof(
      fc.integer({ min: -1_000_000, max: -1 }),
      fc.double({ min: 0.001, max: 1e6, noInteger: true }),
    );
    const field = fc.constantFrom('quantity', 'unitPrice', 'netUnitPrice', 'delivery', 'shipping');
    fc.assert(
      fc.property(
        cart.filter((lines) => lines.length > 0),
        fc.nat(),
        field,
        bad,
        (lines, at, which, value) => {
          const copy = lines.map((line) => ({ ...line }));
          const index = at % copy.length;
          const target = copy[index] as CalculationLineInput;
          let fee = 0;
          if (which === 'shipping') fee = value;
          else if (which === 'delivery') target.deliveries = [{ date: null, quantity: value }];
          else target[which] = value;
          expect(() => run(copy, fee)).toThrow(RangeError);
        },
      ),
    );
  });
});
