import { defaultVatRateBasisPoints, withVat } from '@shop/commerce';
import type { UnitPrice } from './price-batcher.ts';

/** What a price tag shows, in minor units, already with VAT when the visitor chose prices with VAT. */
export type ShownPrice = {
  amount: number;
  /** The struck-through price before the sale, only when it is higher than the price. */
  beforeAmount: number | null;
  /** '- N%' badge value, only on sale. */
  discountPercent: number | null;
};

/**
 * Spec §2: the discount is the percentage rounded from the before price and the price. Computed from the
 * amounts without VAT, so the badge does not move when the VAT toggle rounds each amount.
 */
export function discountPercent(price: number, beforePrice: number | null): number | null {
  if (beforePrice === null || beforePrice <= 0 || price >= beforePrice) return null;
  return Math.round(((beforePrice - price) / beforePrice) * 100);
}

/**
 * The "prices with VAT" switch applied to display only, through the one rounding function: at the rate of the
 * visitor's VAT decision (a dealer's own, ADR 67: 0 for reverse charge and export), the spec's × 1.25 by default.
 */
export function shownAmount(
  amountWithoutVat: number,
  includeVat: boolean,
  rateBasisPoints: number = defaultVatRateBasisPoints,
): number {
  return includeVat ? withVat(amountWithoutVat, rateBasisPoints) : amountWithoutVat;
}

/** The visitor's price is the net unit price (a dealer's own price; retail for anonymous visitors). */
export function shownPrice(
  price: UnitPrice,
  includeVat: boolean,
  rateBasisPoints: number = defaultVatRateBasisPoints,
): ShownPrice {
  const percent = discountPercent(price.netUnitPrice, price.beforePrice);
  return {
    amount: shownAmount(price.netUnitPrice, includeVat, rateBasisPoints),
    beforeAmount:
      percent === null || price.beforePrice === null
        ? null
        : shownAmount(price.beforePrice, includeVat, rateBasisPoints),
    discountPercent: percent,
  };
}
