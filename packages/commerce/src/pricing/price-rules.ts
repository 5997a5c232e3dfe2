/**
 * The data prices are made of. Amounts are integer minor units of `currencyCode`; dates are ISO calendar
 * days (`YYYY-MM-DD`) in the shop's time zone, inclusive at both ends, `null` meaning unbounded.
 */

/** One price list entry: for a price group or one customer, on a product or one of its variants. */
export type PriceRule = {
  priceGroupCode: string | null;
  customerNumber: string | null;
  currencyCode: string;
  productId: string;
  /** `null`: the entry prices every variant of the product. */
  variantId: string | null;
  unitId: string;
  /** The quantity break: the entry applies from this quantity up. */
  minQuantity: number;
  unitPrice: number;
  /** The "was" price shown struck through; only meaningful above `unitPrice`. */
  beforePrice: number | null;
  validFrom: string | null;
  validTo: string | null;
};

/**
 * A line discount in basis points (1250 = 12.5 %) for a customer or a price group, on one product, on every
 * product of a category, or (neither set) on every product.
 */
export type LineDiscount = {
  priceGroupCode: string | null;
  customerNumber: string | null;
  productId: string | null;
  categoryId: string | null;
  discountBasisPoints: number;
  validFrom: string | null;
  validTo: string | null;
};

/** What is being priced, for whom, and when. */
export type PriceQuery = {
  productId: string;
  /** `null` asks for the product-level price (entries without a variant only). */
  variantId: string | null;
  unitId: string;
  /** Quantities below 1 are priced as 1. */
  quantity: number;
  /** `null` for prices that are not customer-specific (anonymous visitors, retail prices). */
  customerNumber: string | null;
  priceGroupCode: string;
  currencyCode: string;
  /** Every category the product belongs to, for category discounts. */
  categoryIds: readonly string[];
  /** The day the price is for (`YYYY-MM-DD`). */
  date: string;
};

/** A resolved price in minor units: the list price, the price after the line discount, and the "was" price. */
export type ResolvedPrice = {
  unitPrice: number;
  netUnitPrice: number;
  beforePrice: number | null;
};

/** 100 % in basis points. */
export const fullDiscountBasisPoints = 10_000;
