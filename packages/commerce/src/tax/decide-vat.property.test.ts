import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCartTotals } from '../cart/cart-calculation.ts';
import { vatAt } from '../money.ts';
import { decideVat, type VatInput } from './decide-vat.ts';
import { euCountryCodes } from './eu-vat-rates.ts';

const country = fc.oneof(
  fc.constantFrom(...euCountryCodes),
  fc.constantFrom('GB', 'NO', 'US', 'SG', 'CH', 'JP'),
);
const vatInput: fc.Arbitrary<VatInput> = fc.record({
  buyer: fc.constantFrom('business' as const, 'consumer' as const),
  deliveryCountryCode: fc.option(country, { nil: null }),
  pickup: fc.boolean(),
  // A number of the delivery country, of another one, malformed, or none.
  vatNumber: fc.constantFrom(null, 'DE123456789', 'SE556123456701', 'NL123456789B01', 'FRXX123456789', 'X1'),
});
const line = fc.record({
  quantity: fc.integer({ min: 0, max: 5_000 }),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  discountPercent: fc.integer({ min: 0, max: 99 }),
});
const cart = fc.array(line, { maxLength: 60 }).map((lines) =>
  lines.map(({ discountPercent, ...rest }, index) => ({
    ...rest,
    lineId: `L${index}`,
    unitId: 'CU',
    netUnitPrice: Math.floor((rest.unitPrice * (100 - discountPercent)) / 100),
    stockKind: 'Stock' as const,
    onSale: false,
    summerShop: false,
    deliveries: [],
  })),
);
const shipping = fc.integer({ min: 0, max: 100_000 });
const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);

describe('decided VAT over random carts and countries', () => {
  it('adds up to the øre: lines + shipping = total, VAT once on the total at the decided rate', () => {
    fc.assert(
      fc.property(cart, shipping, vatInput, (lines, fee, input) => {
        const decision = decideVat(input);
        const totals = calculateCartTotals(lines, {
          shippingFeeWithoutVat: fee,
          vatRateBasisPoints: decision.rateBasisPoints,
        });
        const net = totals.totalNetPrice.priceWithoutVat;
        expect(totals.vat).toBe(vatAt(net, decision.rateBasisPoints));
        expect(sum(totals.lines.map((l) => l.vat)) + totals.shippingFee.priceWithVat - fee).toBe(totals.vat);
        expect(
          sum(totals.lines.map((l) => l.netLinePrice.priceWithVat)) + totals.shippingFee.priceWithVat,
        ).toBe(totals.totalNetPrice.priceWithVat);
        expect(totals.totalNetPrice.priceWithVat).toBe(net + totals.vat);
        // A note means no VAT at all: not on a line, not on shipping.
        if (decision.noteKey !== null) {
          expect(totals.vat).toBe(0);
          expect(totals.shippingFee.priceWithVat).toBe(fee);
          expect(totals.lines.every((l) => l.vat === 0)).toBe(true);
        }
      }),
    );
  });

  it('never changes the price without VAT: only the VAT differs between countries', () => {
    fc.assert(
      fc.property(cart, shipping, vatInput, vatInput, (lines, fee, a, b) => {
        const at = (input: VatInput) =>
          calculateCartTotals(lines, {
            shippingFeeWithoutVat: fee,
            vatRateBasisPoints: decideVat(input).rateBasisPoints,
          });
        expect(at(a).totalNetPrice.priceWithoutVat).toBe(at(b).totalNetPrice.priceWithoutVat);
      }),
    );
  });

  it('charges VAT exactly when a country is taxed: DK, or an EU consumer country', () => {
    fc.assert(
      fc.property(vatInput, (input) => {
        const decision = decideVat(input);
        expect(decision.rateBasisPoints > 0).toBe(decision.taxCountryCode !== null);
        expect(decision.noteKey === null).toBe(decision.rateBasisPoints > 0);
      }),
    );
  });
});
