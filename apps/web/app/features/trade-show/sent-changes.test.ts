import type { QuickOrderResponse } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { changesOfSend, priceChanges, priceKeyOf, pricesByKey } from './sent-changes.ts';
import type { SavedLine } from './trade-show-types.ts';

const line = (size: string, quantity: number, overrides: Partial<SavedLine> = {}): SavedLine => ({
  id: `line-${size}`,
  customerNumber: 'C10001',
  productId: 'NL10001',
  productName: 'Vilma Dress',
  productNumber: 'NL10001',
  variantId: `NL10001-jojoba-${size}`,
  colorCode: 'jojoba',
  colorName: 'Jojoba',
  size,
  unitId: 'CU',
  quantity,
  orderType: 'Stock',
  price: 11828,
  priceVariantId: 'NL10001-jojoba-92',
  currencyCode: 'DKK',
  savedAt: '2026-12-05T10:00:00.000Z',
  batchId: null,
  ...overrides,
});

const added = (lineNo: number, size: string, ordered: number, quantity: number, extra = {}) => ({
  lineNo,
  productId: 'NL10001',
  variantId: `NL10001-jojoba-${size}`,
  unitId: 'CU',
  productNumber: 'NL10001',
  name: 'Vilma Dress',
  colorName: 'Jojoba',
  size,
  orderedQuantity: ordered,
  orderType: 'Stock' as const,
  cartId: 'cart-1',
  quantity,
  reducedBy: quantity < ordered ? ('stock' as const) : null,
  ...extra,
});

const answerOf = (partial: Partial<QuickOrderResponse>): QuickOrderResponse => ({
  carts: [],
  added: [],
  rowErrors: [],
  ...partial,
});

describe('changesOfSend', () => {
  it('lists nothing when every line went in whole into its basket', () => {
    const lines = [line('92', 2), line('98', 3)];
    const answer = answerOf({ added: [added(1, '92', 2, 2), added(2, '98', 3, 3)] });
    expect(changesOfSend(lines, answer)).toEqual([]);
  });

  it('lists a line cut by stock and one cut by the line limit with what was asked and added', () => {
    const lines = [line('92', 9), line('98', 3), line('104', 5)];
    const answer = answerOf({
      added: [
        added(1, '92', 9, 4),
        added(2, '98', 3, 3),
        added(3, '104', 5, 1, { reducedBy: 'quantity-limit' }),
      ],
    });
    expect(changesOfSend(lines, answer)).toEqual([
      { kind: 'stock', line: { name: 'Vilma Dress', color: 'Jojoba', size: '92' }, asked: 9, added: 4 },
      { kind: 'limit', line: { name: 'Vilma Dress', color: 'Jojoba', size: '104' }, asked: 5, added: 1 },
    ]);
  });

  it('lists a refused row with the shop’s reason, by its row, and a line that went into the other basket', () => {
    const lines = [line('92', 2), line('98', 3, { orderType: 'Preorder' })];
    const answer = answerOf({
      added: [added(2, '98', 3, 3)],
      rowErrors: [{ row: 1, text: 'NL10001-jojoba-92 × 2', problem: 'out-of-stock' }],
    });
    expect(changesOfSend(lines, answer)).toEqual([
      {
        kind: 'refused',
        line: { name: 'Vilma Dress', color: 'Jojoba', size: '92' },
        problem: 'out-of-stock',
      },
      {
        kind: 'basket',
        line: { name: 'Vilma Dress', color: 'Jojoba', size: '98' },
        basket: 'Stock',
        expected: 'Preorder',
      },
    ]);
  });
});

describe('priceChanges', () => {
  const today = pricesByKey([
    {
      currencyCode: 'DKK',
      prices: [
        {
          productKey: { productId: 'NL10001', variantId: 'NL10001-jojoba-92', unitOfMeasure: 'CU' },
          price: { unitPrice: 12450, netUnitPrice: 11828, beforePrice: null },
          currencyCode: 'DKK',
        },
        {
          productKey: { productId: 'NL10002', variantId: 'NL10002-rose-92', unitOfMeasure: 'CU' },
          price: { unitPrice: 9900, netUnitPrice: 9405, beforePrice: null },
          currencyCode: 'DKK',
        },
      ],
    },
  ]);

  it('keys today’s prices by product, colour variant and unit, at the net price', () => {
    expect(today.get(priceKeyOf('NL10002', 'NL10002-rose-92', 'CU'))).toEqual({
      price: 9405,
      currencyCode: 'DKK',
    });
  });

  it('lists a new price and a price gone, leaves equal prices and lines saved without one alone', () => {
    const other = {
      productId: 'NL10002',
      productName: 'Ask Dress',
      colorName: 'Rose',
      priceVariantId: 'NL10002-rose-92',
    };
    const gone = {
      productId: 'NL10003',
      productName: 'Bo Shirt',
      colorName: 'Sky',
      priceVariantId: 'NL10003-sky-92',
    };
    const lines = [
      line('92', 1),
      line('92', 1, { ...other, price: 9900 }),
      line('98', 1, { ...gone, price: 5000 }),
      line('98', 1, { ...gone, price: null }),
    ];
    expect(priceChanges(lines, today)).toEqual([
      {
        kind: 'price',
        line: { name: 'Ask Dress', color: 'Rose', size: '92' },
        before: 9900,
        now: 9405,
        currencyCode: 'DKK',
      },
      {
        kind: 'no-price',
        line: { name: 'Bo Shirt', color: 'Sky', size: '98' },
        before: 5000,
        currencyCode: 'DKK',
      },
    ]);
  });

  it('lists a price now in another currency even when the amount is the same', () => {
    const lines = [line('92', 1, { currencyCode: 'EUR' })];
    expect(priceChanges(lines, today)).toEqual([
      {
        kind: 'price',
        line: { name: 'Vilma Dress', color: 'Jojoba', size: '92' },
        before: 11828,
        now: 11828,
        currencyCode: 'DKK',
      },
    ]);
  });
});
