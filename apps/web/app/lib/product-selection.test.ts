import type { Product } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { selectedColorCode, selectedVariant, showsAddToBasket, stockOfSize } from './product-selection.ts';

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

describe('selectedVariant in a Stock colour (issue 28: stock truth from the first click)', () => {
  const stockColor = {
    firstVariantId: 'S-black-S',
    allowStockOrder: true,
    hasStock: true,
    allowPresale: false,
  } as unknown as Product['colors'][string];
  const row = (variantId: string, volume: number, availableDate: string | null = null) => ({
    variantId,
    unitId: 'CU',
    locationId: 'B2B',
    volume,
    availableDate,
    level: 'in-stock',
  });
  const stocked = (stocks: ReturnType<typeof row>[]) =>
    ({
      primaryColor: 'black',
      colors: { black: stockColor },
      variants: [
        { id: 'S-black-S', colorCode: 'black', size: 'S' },
        { id: 'S-black-M', colorCode: 'black', size: 'M' },
        { id: 'S-black-L', colorCode: 'black', size: 'L' },
      ],
      unitPrices: [],
      stocks,
    }) as unknown as Product;

  it('never pre-selects a size with nothing on hand: the first size with stock, else one arriving, else none', () => {
    const product = stocked([row('S-black-S', 0), row('S-black-M', 4, '2027-01-11'), row('S-black-L', 6)]);
    expect(selectedVariant(product, 'black', null)?.size).toBe('L');
    expect(selectedVariant(stocked([row('S-black-M', 4, '2027-01-11')]), 'black', null)?.size).toBe('M');
    expect(selectedVariant(stocked([row('S-black-S', 0)]), 'black', null)).toBeNull();
  });

  it('does not keep a chosen size that cannot be delivered, and says what each size has', () => {
    const product = stocked([row('S-black-M', 4, '2027-01-11'), row('S-black-L', 6)]);
    expect(selectedVariant(product, 'black', 'S')?.size).toBe('L');
    expect(selectedVariant(product, 'black', 'M')?.size).toBe('M');
    expect(['S-black-S', 'S-black-M', 'S-black-L'].map((id) => stockOfSize(product, 'black', id))).toEqual([
      'none',
      'arriving',
      'on-hand',
    ]);
  });
});
