import { describe, expect, it } from 'vitest';
import type { LineDiscount, PriceQuery, PriceRule } from './price-rules.ts';
import { productKey } from './product-key.ts';
import { applyDiscount, resolvePrice } from './resolve-price.ts';

const rule = (fields: Partial<PriceRule>): PriceRule => ({
  priceGroupCode: 'B2B DKK',
  customerNumber: null,
  currencyCode: 'DKK',
  productId: 'P1',
  variantId: null,
  unitId: 'CU',
  minQuantity: 1,
  unitPrice: 10000,
  beforePrice: null,
  validFrom: null,
  validTo: null,
  ...fields,
});

const discount = (fields: Partial<LineDiscount>): LineDiscount => ({
  priceGroupCode: null,
  customerNumber: null,
  productId: null,
  categoryId: null,
  discountBasisPoints: 1000,
  validFrom: null,
  validTo: null,
  ...fields,
});

const query: PriceQuery = {
  productId: 'P1',
  variantId: 'P1-rose-98',
  unitId: 'CU',
  quantity: 1,
  customerNumber: 'C1',
  priceGroupCode: 'B2B DKK',
  currencyCode: 'DKK',
  categoryIds: ['girls-dresses', 'girls'],
  date: '2026-11-21',
};

const price = (prices: PriceRule[], discounts: LineDiscount[] = [], q: Partial<PriceQuery> = {}) =>
  resolvePrice({ prices, discounts }, { ...query, ...q });

describe('resolvePrice: which rule wins', () => {
  it('prefers a customer price over the group price, even a dearer one', () => {
    const prices = [rule({ unitPrice: 9000 }), rule({ customerNumber: 'C1', unitPrice: 9500 })];
    expect(price(prices)?.unitPrice).toBe(9500);
    expect(price(prices, [], { customerNumber: 'C2' })?.unitPrice).toBe(9000);
  });

  it('prefers a variant price over the product price and keeps its before price', () => {
    const prices = [rule({}), rule({ variantId: 'P1-rose-98', unitPrice: 7000, beforePrice: 10000 })];
    expect(price(prices)).toEqual({ unitPrice: 7000, netUnitPrice: 7000, beforePrice: 10000 });
    expect(price(prices, [], { variantId: 'P1-black-98' })).toEqual({
      unitPrice: 10000,
      netUnitPrice: 10000,
      beforePrice: null,
    });
    expect(price(prices, [], { variantId: null })?.unitPrice).toBe(10000);
  });

  it('takes the highest quantity break not above the quantity', () => {
    const prices = [
      rule({}),
      rule({ minQuantity: 12, unitPrice: 9500 }),
      rule({ minQuantity: 50, unitPrice: 9000 }),
    ];
    expect(price(prices, [], { quantity: 11 })?.unitPrice).toBe(10000);
    expect(price(prices, [], { quantity: 12 })?.unitPrice).toBe(9500);
    expect(price(prices, [], { quantity: 49 })?.unitPrice).toBe(9500);
    expect(price(prices, [], { quantity: 50 })?.unitPrice).toBe(9000);
    expect(price(prices, [], { quantity: 0 })?.unitPrice).toBe(10000);
  });

  it('applies rules on the first and the last valid day, not the day before or after', () => {
    const campaign = rule({ unitPrice: 8000, validFrom: '2026-12-01', validTo: '2026-12-24' });
    const prices = [rule({}), campaign];
    expect(price(prices, [], { date: '2026-11-30' })?.unitPrice).toBe(10000);
    expect(price(prices, [], { date: '2026-12-01' })?.unitPrice).toBe(8000);
    expect(price(prices, [], { date: '2026-12-24' })?.unitPrice).toBe(8000);
    expect(price(prices, [], { date: '2026-12-25' })?.unitPrice).toBe(10000);
  });

  it('breaks ties between equally specific rules: lower price, newer campaign, higher before price', () => {
    const standing = rule({ unitPrice: 9000 });
    const campaign = rule({ unitPrice: 9000, validFrom: '2026-11-01', beforePrice: 12000 });
    expect(price([standing, rule({ unitPrice: 8800 })])?.unitPrice).toBe(8800);
    expect(price([standing, campaign])?.beforePrice).toBe(12000);
    expect(price([campaign, standing])?.beforePrice).toBe(12000);
    const lowerBefore = { ...campaign, beforePrice: 11000 };
    expect(price([lowerBefore, campaign])?.beforePrice).toBe(12000);
    expect(price([campaign, lowerBefore])?.beforePrice).toBe(12000);
  });

  it('answers null when nothing matches: other unit, currency, group or product', () => {
    const prices = [rule({})];
    expect(price(prices, [], { unitId: 'PK3' })).toBeNull();
    expect(price(prices, [], { currencyCode: 'EUR' })).toBeNull();
    expect(price(prices, [], { priceGroupCode: 'B2B EUR' })).toBeNull();
    expect(price(prices, [], { productId: 'P2' })).toBeNull();
    expect(price([])).toBeNull();
  });

  it('ignores malformed rules: no owner, negative or fractional prices', () => {
    const prices = [
      rule({ unitPrice: 5000 }),
      rule({ priceGroupCode: null, unitPrice: 1 }),
      rule({ variantId: 'P1-rose-98', unitPrice: -100 }),
      rule({ customerNumber: 'C1', unitPrice: 12.5 }),
    ];
    expect(price(prices)?.unitPrice).toBe(5000);
  });

  it('drops a before price that is not above the price', () => {
    expect(price([rule({ unitPrice: 9000, beforePrice: 9000 })])?.beforePrice).toBeNull();
  });
});

describe('resolvePrice: line discounts', () => {
  const prices = [rule({ unitPrice: 19995 })];

  it('applies a group category discount rounded half away from zero', () => {
    const discounts = [
      discount({ priceGroupCode: 'B2B DKK', categoryId: 'girls-dresses', discountBasisPoints: 500 }),
    ];
    // 19995 × 0.95 = 18995.25
    expect(price(prices, discounts)).toEqual({ unitPrice: 19995, netUnitPrice: 18995, beforePrice: null });
    expect(applyDiscount(10, 500)).toBe(10); // 9.5 rounds up
    expect(applyDiscount(10, 10_000)).toBe(0);
  });

  it('prefers customer over group and product over category, then the larger discount', () => {
    const groupProduct = discount({ priceGroupCode: 'B2B DKK', productId: 'P1', discountBasisPoints: 3000 });
    const customerCategory = discount({
      customerNumber: 'C1',
      categoryId: 'girls',
      discountBasisPoints: 1000,
    });
    const customerProduct = discount({ customerNumber: 'C1', productId: 'P1', discountBasisPoints: 200 });
    const customerAll = discount({ customerNumber: 'C1', discountBasisPoints: 5000 });
    expect(price(prices, [groupProduct, customerCategory])?.netUnitPrice).toBe(17996); // 10 %
    expect(price(prices, [customerCategory, customerProduct])?.netUnitPrice).toBe(19595); // 2 %
    expect(price(prices, [customerAll, customerCategory])?.netUnitPrice).toBe(17996);
    const biggerCategory = discount({
      customerNumber: 'C1',
      categoryId: 'girls-dresses',
      discountBasisPoints: 1500,
    });
    expect(price(prices, [customerCategory, biggerCategory])?.netUnitPrice).toBe(16996); // 15 %
  });

  it('ignores discounts for other categories, expired ones and ones above 100 %', () => {
    const discounts = [
      discount({ priceGroupCode: 'B2B DKK', categoryId: 'boys' }),
      discount({ customerNumber: 'C1', validTo: '2026-11-20' }),
      discount({ customerNumber: 'C1', discountBasisPoints: 12_000 }),
      discount({ customerNumber: 'C2' }),
    ];
    expect(price(prices, discounts)?.netUnitPrice).toBe(19995);
  });
});

describe('productKey', () => {
  it('makes one string per key, with an empty part for the product level', () => {
    expect(productKey({ productId: 'NL10001', variantId: 'NL10001-rose-98', unitOfMeasure: 'CU' })).toBe(
      'NL10001|NL10001-rose-98|CU',
    );
    expect(productKey({ productId: 'NL10001', variantId: null, unitOfMeasure: 'CU' })).toBe('NL10001||CU');
    expect(productKey({ productId: 'a|b', variantId: 'c', unitOfMeasure: 'CU' })).not.toBe(
      productKey({ productId: 'a', variantId: 'b|c', unitOfMeasure: 'CU' }),
    );
  });
});
