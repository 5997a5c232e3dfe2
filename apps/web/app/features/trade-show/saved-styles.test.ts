import type { Product } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { foldText, lowestPrice, savedStyleOf, searchSavedStyles } from './saved-styles.ts';
import { priceKeyOf } from './sent-changes.ts';

const color = (
  colorName: string,
  flags: { allowStockOrder: boolean; hasStock: boolean; allowPresale: boolean },
) => ({
  colorName,
  name: `Vilma Dress - ${colorName}`,
  media: [{ url: `products/vilma-${colorName}.jpg`, alt: colorName, width: 800, height: 800 }],
  swatchImage: '/images/svg/singlecolor/abc',
  firstVariantId: `NL10001-${colorName}-92`,
  isPreview: false,
  outphasing: false,
  essential: false,
  seasonDescription: 'Autumn/Winter 2026',
  onSale: false,
  topSeller: false,
  heroProduct: false,
  keyProduct: false,
  giveawayApplicable: false,
  deliveryDrop: null,
  ...flags,
});

const product: Product = {
  id: 'NL10001',
  name: 'Vilma Dress',
  url: '/product/vilma-dress-nl10001',
  number: 'NL10001',
  description: '',
  specifications: { brand: 'Nordlys Mini' },
  categories: [],
  primaryColor: 'jojoba',
  variants: [
    { id: 'NL10001-Jojoba-92', colorCode: 'jojoba', size: '92' },
    { id: 'NL10001-Jojoba-98', colorCode: 'jojoba', size: '98' },
    { id: 'NL10001-Blå-98', colorCode: 'bla', size: '98' },
  ],
  units: [{ unitId: 'CU', name: 'Piece' }],
  unitPrices: [],
  stocks: [],
  colors: {
    jojoba: color('Jojoba', { allowStockOrder: true, hasStock: true, allowPresale: false }),
    bla: color('Blå', { allowStockOrder: false, hasStock: false, allowPresale: true }),
  },
};

const prices = new Map([
  [priceKeyOf('NL10001', 'NL10001-Jojoba-92', 'CU'), { price: 11828, currencyCode: 'DKK' as const }],
]);

describe('savedStyleOf', () => {
  const style = savedStyleOf(product, prices);

  it('keeps each colour with its basket (the shop’s rule), price, picture and the sizes it is made in', () => {
    expect(style.sizes).toEqual(['92', '98']);
    expect(style.currencyCode).toBe('DKK');
    expect(style.colors).toEqual([
      {
        code: 'jojoba',
        name: 'Jojoba',
        image: 'products/vilma-Jojoba.jpg',
        firstVariantId: 'NL10001-Jojoba-92',
        orderType: 'Stock',
        price: 11828,
        sizes: [
          { size: '92', variantId: 'NL10001-Jojoba-92' },
          { size: '98', variantId: 'NL10001-Jojoba-98' },
        ],
      },
      {
        code: 'bla',
        name: 'Blå',
        image: 'products/vilma-Blå.jpg',
        firstVariantId: 'NL10001-Blå-92',
        orderType: 'Preorder',
        price: null,
        sizes: [{ size: '98', variantId: 'NL10001-Blå-98' }],
      },
    ]);
    expect(lowestPrice(style)).toBe(11828);
  });

  it('is found by every word of a search, in any order and without accents, and not by a word it lacks', () => {
    const other = savedStyleOf(
      { ...product, id: 'NL10002', name: 'Ask Shirt', number: 'NL10002' },
      new Map(),
    );
    expect(searchSavedStyles([style, other], 'bla vilma').map((s) => s.id)).toEqual(['NL10001']);
    expect(searchSavedStyles([style, other], 'BLÅ').map((s) => s.id)).toEqual(['NL10001', 'NL10002']);
    expect(searchSavedStyles([style, other], 'nl10002').map((s) => s.id)).toEqual(['NL10002']);
    expect(searchSavedStyles([style, other], 'dress shirt')).toEqual([]);
    expect(searchSavedStyles([style, other], '  ')).toHaveLength(2);
    expect(lowestPrice(other)).toBeNull();
  });

  it('folds Danish letters', () => {
    expect(foldText('Sø Æble Blå')).toBe('so aeble bla');
  });
});
