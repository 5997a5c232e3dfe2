import { describe, expect, it } from 'vitest';
import { order } from '../../test-support/checkout-fixture.ts';
import { totalsRows } from './order-totals.ts';

const byKey = (rows: ReturnType<typeof totalsRows>) =>
  Object.fromEntries(rows.map((row) => [row.key, row.amount]));

describe('totalsRows', () => {
  it('shows the server totals without VAT by default: subtotal + shipping = total, then the total to pay', () => {
    expect(byKey(totalsRows(order(), false))).toEqual({
      subtotal: 30000,
      shipping: 7500,
      total: 37500,
      vat: 9375,
      toPay: 46875,
    });
    // What is paid is the last row: the total without VAT plus the VAT.
    const rows = totalsRows(order(), false);
    expect(rows.at(-1)).toEqual({ key: 'toPay', amount: 37500 + 9375 });
  });

  it('shows the same totals with VAT when chosen, still adding up to the minor unit', () => {
    const rows = byKey(totalsRows(order(), true));
    expect(rows).toEqual({ subtotal: 37500, shipping: 9375, total: 46875, vat: 9375 });
    expect((rows.subtotal ?? 0) + (rows.shipping ?? 0)).toBe(rows.total);
  });

  it('leaves shipping out until a method is chosen', () => {
    const rows = totalsRows(order({ shippingFee: { priceWithVat: 0, priceWithoutVat: 0 } }), false, {
      shippingChosen: false,
    });
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'total', 'vat', 'toPay']);
  });

  it('adds a discount row when the lines saved something', () => {
    const discounted = order({
      discount: 5000,
      totalPrice: { priceWithVat: 53125, priceWithoutVat: 42500 },
    });
    expect(byKey(totalsRows(discounted, false)).discount).toBe(5000);
    expect(byKey(totalsRows(discounted, true)).discount).toBe(6250);
    expect(byKey(totalsRows(order(), false)).discount).toBeUndefined();
  });
});
