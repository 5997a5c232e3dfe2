import type { MoneyPair, VatDecision } from '@shop/contracts';

/** The figures a calculated cart and an order share (packages/contracts CartCalculation, Order). */
export type Totals = {
  totalPrice: MoneyPair;
  totalNetPrice: MoneyPair;
  shippingFee: MoneyPair;
  vat: number;
  /** The VAT decision behind `vat` (ADR 67): its rate labels the VAT row, its note follows the list. */
  tax: VatDecision;
};

export type TotalsRow = {
  key: 'subtotal' | 'discount' | 'shipping' | 'total' | 'vat' | 'toPay';
  /** Minor units; with VAT when the visitor chose prices with VAT (spec §1), except the VAT row itself. */
  amount: number;
};

/**
 * The rows under an order's lines in the VAT mode the visitor chose. Every row is taken from the server's
 * figures, never recomputed with another rounding: the subtotal is the total less shipping, so subtotal +
 * shipping is the total to the minor unit in both modes. After the total come what it includes: the
 * discount the lines got (when any) and the VAT; with prices shown without VAT, the total to pay (with VAT)
 * closes the list, so the buyer sees the amount actually paid. Shipping shows once a method is chosen (before, its fee is
 * not known, and 0 would be a promise).
 */
export function totalsRows(
  totals: Totals,
  includeVat: boolean,
  options: { shippingChosen: boolean } = { shippingChosen: true },
): TotalsRow[] {
  const pick = (pair: MoneyPair) => (includeVat ? pair.priceWithVat : pair.priceWithoutVat);
  const total = pick(totals.totalNetPrice);
  const shipping = pick(totals.shippingFee);
  const discount = pick(totals.totalPrice) - total;
  const rows: TotalsRow[] = [{ key: 'subtotal', amount: total - shipping }];
  if (options.shippingChosen) rows.push({ key: 'shipping', amount: shipping });
  rows.push({ key: 'total', amount: total });
  if (discount > 0) rows.push({ key: 'discount', amount: discount });
  rows.push({ key: 'vat', amount: totals.vat });
  // Without VAT shown, the total is not what is paid: the amount to pay follows, with VAT.
  if (!includeVat) rows.push({ key: 'toPay', amount: totals.totalNetPrice.priceWithVat });
  return rows;
}
