import { orderTypeForColor } from '@shop/commerce';
import type { CurrencyCode, Product } from '@shop/contracts';
import { priceKeyOf } from './sent-changes.ts';
import type { SavedStyle } from './trade-show-types.ts';

/** Lower case without accents, so 'Blå' is found by 'bla' and 'BLÅ' (the on-device search; ADR 91). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ø/g, 'o').replace(/æ/g, 'ae');
}

type Prices = ReadonlyMap<string, { price: number; currencyCode: CurrencyCode }>;

/** A product of GetProductsByIds with the customer's prices, as the device keeps it. */
export function savedStyleOf(product: Product, prices: Prices): SavedStyle {
  const unitId = product.units[0]?.unitId ?? 'CU';
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  const colors = Object.entries(product.colors).map(([code, color]) => {
    const price = prices.get(priceKeyOf(product.id, color.firstVariantId, unitId));
    return {
      code,
      name: color.colorName,
      image: color.media[0]?.url ?? null,
      firstVariantId: color.firstVariantId,
      orderType: orderTypeForColor(color),
      price: price?.price ?? null,
      currencyCode: price?.currencyCode ?? null,
      sizes: product.variants
        .filter((variant) => variant.colorCode === code)
        .map((variant) => ({ size: variant.size, variantId: variant.id })),
    };
  });
  const currencyCode = colors.find((color) => color.currencyCode !== null)?.currencyCode ?? null;
  const words = [product.name, product.number, product.specifications.brand, ...colors.map((c) => c.name)];
  return {
    id: product.id,
    name: product.name,
    number: product.number,
    brand: product.specifications.brand,
    unitId,
    currencyCode,
    sizes,
    colors: colors.map(({ currencyCode: _, ...color }) => color),
    searchText: foldText(words.join(' ')),
  };
}

/**
 * The saved styles that hold every word of `query` (in any order, anywhere in name, number, brand or a colour's
 * name), in the order they were saved; every style for an empty query.
 */
export function searchSavedStyles(styles: readonly SavedStyle[], query: string): SavedStyle[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...styles];
  return styles.filter((style) => words.every((word) => style.searchText.includes(word)));
}

/** The lowest saved price of a style (its tile's "from" price); null when no colour has one. */
export function lowestPrice(style: SavedStyle): number | null {
  const prices = style.colors.flatMap((color) => (color.price === null ? [] : [color.price]));
  return prices.length === 0 ? null : Math.min(...prices);
}
