import type { Product } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  parseQuantity,
  selectedColorCode,
  selectedVariant,
  showsAddToBasket,
  typedQuantity,
} from './product-selection.ts';

const color = (firstVariantId: string) => ({ firstVariantId }) as Product['colors'][string];
const product = {
  primaryColor: 'blue',
  colors: { rose: color('P-rose-104'), blue: color('P-blue-98') },
  variants: [
    { id: 'P-rose-98', colorCode: 'rose', size: '98' },
    { id: 'P-rose-104', colorCode: 'rose', size: '104' },
    { id: 'P-blue-98', colorCode: 'blue', size: '98' },
  ],
  unitPrices: [],
} as unknown as Product;

describe('selectedColorCode', () => {
  it('takes colorCode from the URL when the product has it, else the primary colour', () => {
    expect(selectedColorCode(product, 'rose')).toBe('rose');
    expect(selectedColorCode(product, 'apple-red')).toBe('blue');
    expect(selectedColorCode(product, null)).toBe('blue');
  });
});

describe('selectedVariant', () => {
  it("keeps the chosen size in the new colour, else takes the colour's first variant", () => {
    expect(selectedVariant(product, 'rose', '98')?.id).toBe('P-rose-98');
    expect(selectedVariant(product, 'rose', '140')?.id).toBe('P-rose-104');
    expect(selectedVariant(product, 'rose', null)?.id).toBe('P-rose-104');
    expect(selectedVariant(product, 'black', null)).toBeNull();
  });
});

describe('showsAddToBasket', () => {
  it('shows when unit prices exist or the user is logged in', () => {
    expect(showsAddToBasket({ unitPrices: [] }, false)).toBe(false);
    expect(showsAddToBasket({ unitPrices: [] }, true)).toBe(true);
    const priced = {
      unitPrices: [
        { unitId: 'CU', variantId: null, price: 1, beforePrice: null, currencyCode: 'EUR' as const },
      ],
    };
    expect(showsAddToBasket(priced, false)).toBe(true);
  });
});

describe('parseQuantity', () => {
  it('parses an integer and ignores what is not a number', () => {
    expect(parseQuantity('12', 1)).toBe(12);
    expect(parseQuantity('3.7', 1)).toBe(3);
    expect(parseQuantity('abc', 4)).toBe(4);
    expect(parseQuantity('', 4)).toBe(4);
    expect(parseQuantity('0', 4)).toBe(1);
    expect(parseQuantity('-2', 4)).toBe(1);
  });
});

describe('typedQuantity (the product page adds what is typed, never a silent 1)', () => {
  it('takes an integer, keeps the previous quantity for what is not a number', () => {
    expect(typedQuantity('12', 1)).toEqual({ quantity: 12, valid: true });
    expect(typedQuantity('3.7', 1)).toEqual({ quantity: 3, valid: true });
    expect(typedQuantity('abc', 4)).toEqual({ quantity: 4, valid: true });
  });

  it('marks 0 and negative quantities invalid instead of turning them into 1', () => {
    expect(typedQuantity('0', 4)).toEqual({ quantity: 0, valid: false });
    expect(typedQuantity('-2', 4)).toEqual({ quantity: -2, valid: false });
  });
});
