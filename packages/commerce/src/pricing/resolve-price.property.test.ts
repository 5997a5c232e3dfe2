import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from '../money.ts';
import type { LineDiscount, PriceQuery, PriceRule } from './price-rules.ts';
import { compareRules, findPriceRule, resolvePrice } from './resolve-price.ts';

const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06'];
const day = fc.constantFrom(...days);
/** Mostly the first value, so that rules often compete for the same query. */
const mostly = <T>(value: T, ...others: T[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
const maybeDay = mostly<string | null>(null, ...days);
/** Often a shared price point, so ties between equally specific rules happen. */
const amount = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(9995, 19995));
/** Mostly good amounts, sometimes negative or fractional ones that must never surface. */
const anyAmount = fc.oneof(
  { weight: 8, arbitrary: amount },
  { weight: 1, arbitrary: fc.integer({ min: -5000, max: -1 }) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
);

const priceRule: fc.Arbitrary<PriceRule> = fc.record({
  priceGroupCode: mostly<string | null>('G1', 'G2', null),
  customerNumber: fc.constantFrom('C1', 'C2', null),
  currencyCode: mostly('DKK', 'EUR'),
  productId: mostly('P1', 'P2'),
  variantId: fc.constantFrom('V1', 'V2', null),
  unitId: mostly('CU', 'PK3'),
  minQuantity: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 24 })),
  unitPrice: anyAmount,
  beforePrice: fc.option(anyAmount, { nil: null }),
  validFrom: maybeDay,
  validTo: maybeDay,
});

const lineDiscount: fc.Arbitrary<LineDiscount> = fc.record({
  priceGroupCode: fc.constantFrom('G1', 'G2', null),
  customerNumber: fc.constantFrom('C1', 'C2', null),
  productId: mostly(null, 'P1', 'P2'),
  categoryId: fc.constantFrom('K1', 'K2', null),
  discountBasisPoints: fc.integer({ min: -2000, max: 12_000 }),
  validFrom: maybeDay,
  validTo: maybeDay,
});

const priceQuery: fc.Arbitrary<PriceQuery> = fc.record({
  productId: fc.constant('P1'),
  variantId: mostly('V1', 'V2', null),
  unitId: mostly('CU', 'PK3'),
  quantity: fc.integer({ min: 1, max: 30 }),
  customerNumber: mostly('C1', null),
  priceGroupCode: mostly('G1', 'G2'),
  currencyCode: fc.constant('DKK'),
  categoryIds: fc.subarray(['K1', 'K2']),
  date: day,
});

const rules = fc.record({
  prices: fc.array(priceRule, { minLength: 4, maxLength: 40, size: 'medium' }),
  discounts: fc.array(lineDiscount, { maxLength: 8 }),
});

/** The spec's applicability written out independently of the implementation. */
function applicable(rule: PriceRule, q: PriceQuery): boolean {
  const owned =
    (rule.customerNumber !== null || rule.priceGroupCode !== null) &&
    (rule.customerNumber === null || rule.customerNumber === q.customerNumber) &&
    (rule.priceGroupCode === null || rule.priceGroupCode === q.priceGroupCode);
  const valid = (rule.validFrom ?? '0000') <= q.date && q.date <= (rule.validTo ?? '9999');
  const wellFormed =
    Number.isInteger(rule.unitPrice) &&
    rule.unitPrice >= 0 &&
    (rule.beforePrice === null || (Number.isInteger(rule.beforePrice) && rule.beforePrice >= 0));
  return (
    owned &&
    valid &&
    wellFormed &&
    rule.productId === q.productId &&
    rule.unitId === q.unitId &&
    rule.currencyCode === q.currencyCode &&
    (rule.variantId === null || rule.variantId === q.variantId) &&
    rule.minQuantity <= q.quantity
  );
}

/** Specificity as one number: customer, then variant, then the quantity break (below 100). */
const specificity = (rule: PriceRule) =>
  (rule.customerNumber !== null ? 10_000 : 0) + (rule.variantId !== null ? 1_000 : 0) + rule.minQuantity;

/** Make a rule invalid on `date`: it ended the day before or starts the day after. */
function outsideValidity(rule: PriceRule | LineDiscount, date: string, expired: boolean) {
  const index = days.indexOf(date);
  return expired
    ? { ...rule, validFrom: null, validTo: index > 0 ? days[index - 1]! : '2025-12-31' }
    : { ...rule, validFrom: days[index + 1] ?? '2026-02-01', validTo: null };
}

describe('resolvePrice properties', () => {
  it('the most specific valid rule wins (the cheapest among equally specific ones)', () => {
    fc.assert(
      fc.property(rules, priceQuery, (r, q) => {
        const candidates = r.prices.filter((rule) => applicable(rule, q));
        const result = resolvePrice(r, q);
        if (candidates.length === 0) {
          expect(result).toBeNull();
          return;
        }
        const top = Math.max(...candidates.map(specificity));
        const cheapest = Math.min(
          ...candidates.filter((c) => specificity(c) === top).map((c) => c.unitPrice),
        );
        expect(result?.unitPrice).toBe(cheapest);
      }),
    );
  });

  it('does not depend on the order the rules arrive in', () => {
    fc.assert(
      fc.property(rules, priceQuery, (r, q) => {
        const reversed = { prices: [...r.prices].reverse(), discounts: [...r.discounts].reverse() };
        expect(resolvePrice(reversed, q)).toEqual(resolvePrice(r, q));
      }),
    );
  });

  it('a larger quantity never picks a less specific rule, and never loses a price', () => {
    fc.assert(
      fc.property(rules, priceQuery, fc.integer({ min: 0, max: 30 }), (r, q, more) => {
        const small = findPriceRule(r.prices, q);
        const large = findPriceRule(r.prices, { ...q, quantity: q.quantity + more });
        if (small === null) return;
        expect(large).not.toBeNull();
        expect(compareRules(large!, small)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('with descending breaks (a higher break never costs more) more quantity never costs more per unit', () => {
    const breaks = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        breaks,
        fc.array(amount, { minLength: 6, maxLength: 6 }),
        fc.nat(50),
        fc.nat(50),
        (mins, amounts, a, b) => {
          const ascending = [...mins].sort((x, y) => x - y);
          const descendingPrices = [...amounts].sort((x, y) => y - x);
          const prices = ascending.map((minQuantity, i) => ({
            priceGroupCode: 'G1',
            customerNumber: null,
            currencyCode: 'DKK',
            productId: 'P1',
            variantId: null,
            unitId: 'CU',
            minQuantity,
            unitPrice: descendingPrices[i]!,
            beforePrice: null,
            validFrom: null,
            validTo: null,
          }));
          const at = (quantity: number) =>
            resolvePrice(
              { prices, discounts: [] },
              {
                productId: 'P1',
                variantId: 'V1',
                unitId: 'CU',
                quantity,
                customerNumber: 'C1',
                priceGroupCode: 'G1',
                currencyCode: 'DKK',
                categoryIds: [],
                date: '2026-01-01',
              },
            );
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowPrice = at(low);
          const highPrice = at(high);
          if (lowPrice !== null) expect(highPrice!.unitPrice).toBeLessThanOrEqual(lowPrice.unitPrice);
        },
      ),
    );
  });

  it('never answers a negative or fractional amount, nor more decimals than the currency has', () => {
    fc.assert(
      fc.property(rules, priceQuery, (r, q) => {
        const result = resolvePrice(r, q);
        if (result === null) return;
        for (const value of [result.unitPrice, result.netUnitPrice, result.beforePrice ?? 0]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(toMinor(toMajor(value, q.currencyCode), q.currencyCode)).toBe(value);
        }
        if (result.beforePrice !== null) expect(result.beforePrice).toBeGreaterThan(result.unitPrice);
      }),
    );
  });

  it('a discount never raises a price', () => {
    fc.assert(
      fc.property(rules, priceQuery, (r, q) => {
        const result = resolvePrice(r, q);
        if (result !== null) expect(result.netUnitPrice).toBeLessThanOrEqual(result.unitPrice);
      }),
    );
  });

  it('expired and future rules and discounts never apply', () => {
    fc.assert(
      fc.property(
        rules,
        priceQuery,
        fc.array(priceRule, { maxLength: 10 }),
        fc.array(lineDiscount, { maxLength: 5 }),
        fc.boolean(),
        (r, q, extraPrices, extraDiscounts, expired) => {
          const withDead = {
            prices: [
              ...r.prices,
              ...extraPrices.map((p) => outsideValidity(p, q.date, expired) as PriceRule),
            ],
            discounts: [
              ...r.discounts,
              ...extraDiscounts.map((d) => outsideValidity(d, q.date, !expired) as LineDiscount),
            ],
          };
          expect(resolvePrice(withDead, q)).toEqual(resolvePrice(r, q));
        },
      ),
    );
  });
});
