import { roundMinor } from '../money.ts';
import {
  fullDiscountBasisPoints,
  type LineDiscount,
  type PriceQuery,
  type PriceRule,
  type ResolvedPrice,
} from './price-rules.ts';

type Owned = { priceGroupCode: string | null; customerNumber: string | null };
type Dated = { validFrom: string | null; validTo: string | null };

/** Inclusive at both ends; `null` is unbounded. ISO days compare correctly as strings. */
export function isValidOn(rule: Dated, date: string): boolean {
  return (
    (rule.validFrom === null || rule.validFrom <= date) && (rule.validTo === null || date <= rule.validTo)
  );
}

/**
 * A rule names at least one owner and every owner it names must match: a customer number (customer-specific)
 * and/or a price group. A rule naming neither belongs to nobody and never applies.
 */
function isOwnedBy(rule: Owned, query: Pick<PriceQuery, 'customerNumber' | 'priceGroupCode'>): boolean {
  if (rule.customerNumber === null && rule.priceGroupCode === null) return false;
  if (rule.customerNumber !== null && rule.customerNumber !== query.customerNumber) return false;
  return rule.priceGroupCode === null || rule.priceGroupCode === query.priceGroupCode;
}

const isAmount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Malformed entries (negative or fractional amounts) never apply, so a data error cannot yield a negative price. */
function isWellFormed(rule: PriceRule): boolean {
  return isAmount(rule.unitPrice) && (rule.beforePrice === null || isAmount(rule.beforePrice));
}

function appliesTo(rule: PriceRule, query: PriceQuery, quantity: number): boolean {
  return (
    rule.productId === query.productId &&
    rule.unitId === query.unitId &&
    rule.currencyCode === query.currencyCode &&
    (rule.variantId === null || rule.variantId === query.variantId) &&
    rule.minQuantity <= quantity &&
    isOwnedBy(rule, query) &&
    isValidOn(rule, query.date) &&
    isWellFormed(rule)
  );
}

const flag = (value: unknown): number => (value === null ? 0 : 1);

/** Later first; `null` (unbounded) last. */
const compareDatesDescending = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1;

/**
 * Negative when `a` ranks above `b`. Specificity first: customer-specific beats price group, variant beats
 * product, then the highest quantity break. Tie-breaks between equally specific rules, so the answer never
 * depends on the order rules arrive in: the lower unit price (in the customer's favour, like an ERP's
 * best-price rule), then the later `validFrom` (the newer campaign), then the higher before price.
 */
export function compareRules(a: PriceRule, b: PriceRule): number {
  return (
    flag(b.customerNumber) - flag(a.customerNumber) ||
    flag(b.variantId) - flag(a.variantId) ||
    b.minQuantity - a.minQuantity ||
    a.unitPrice - b.unitPrice ||
    compareDatesDescending(a.validFrom, b.validFrom) ||
    (b.beforePrice ?? -1) - (a.beforePrice ?? -1)
  );
}

/** The rule that prices the query, or null when none applies. */
export function findPriceRule(rules: readonly PriceRule[], query: PriceQuery): PriceRule | null {
  const quantity = Math.max(1, query.quantity);
  let best: PriceRule | null = null;
  for (const rule of rules) {
    if (!appliesTo(rule, query, quantity)) continue;
    if (best === null || compareRules(rule, best) < 0) best = rule;
  }
  return best;
}

/** product 2, category 1, every product 0; a discount naming both must match both and counts as product. */
function discountTarget(discount: LineDiscount, query: PriceQuery): number | null {
  if (discount.productId !== null && discount.productId !== query.productId) return null;
  if (discount.categoryId !== null && !query.categoryIds.includes(discount.categoryId)) return null;
  return discount.productId !== null ? 2 : discount.categoryId !== null ? 1 : 0;
}

const isBasisPoints = (value: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= fullDiscountBasisPoints;

/**
 * The line discount that applies: customer beats price group, then product beats category beats every
 * product; between equally specific discounts the larger one wins. Discounts outside 0–100 % are malformed
 * and never apply, so a discount can never raise a price or push it below zero.
 */
export function findLineDiscount(discounts: readonly LineDiscount[], query: PriceQuery): LineDiscount | null {
  let best: LineDiscount | null = null;
  let bestRank = -1;
  for (const discount of discounts) {
    if (!isBasisPoints(discount.discountBasisPoints)) continue;
    if (!isOwnedBy(discount, query) || !isValidOn(discount, query.date)) continue;
    const target = discountTarget(discount, query);
    if (target === null) continue;
    // Basis points stay below 100,000, so one number orders owner, then target, then size.
    const rank = flag(discount.customerNumber) * 1_000_000 + target * 100_000 + discount.discountBasisPoints;
    if (rank > bestRank) {
      best = discount;
      bestRank = rank;
    }
  }
  return best;
}

/** The price after a discount, rounded once with the shop's rounding. */
export function applyDiscount(unitPrice: number, discountBasisPoints: number): number {
  return roundMinor((unitPrice * (fullDiscountBasisPoints - discountBasisPoints)) / fullDiscountBasisPoints);
}

/**
 * Resolve one price: the most specific valid price rule (see `compareRules`), then the best line discount
 * (see `findLineDiscount`) applied to its unit price. The before price is kept only when it is above the unit
 * price (a "was" price below the price is meaningless). Null when no rule applies.
 */
export function resolvePrice(
  rules: { prices: readonly PriceRule[]; discounts: readonly LineDiscount[] },
  query: PriceQuery,
): ResolvedPrice | null {
  const rule = findPriceRule(rules.prices, query);
  if (rule === null) return null;
  const discount = findLineDiscount(rules.discounts, query);
  return {
    unitPrice: rule.unitPrice,
    netUnitPrice: discount ? applyDiscount(rule.unitPrice, discount.discountBasisPoints) : rule.unitPrice,
    beforePrice: rule.beforePrice !== null && rule.beforePrice > rule.unitPrice ? rule.beforePrice : null,
  };
}
