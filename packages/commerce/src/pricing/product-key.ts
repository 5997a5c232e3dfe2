/** What a price is asked for (spec §3 'Product key'); `variantId` null is the product-level price. */
export type ProductKeyParts = { productId: string; variantId: string | null; unitOfMeasure: string };

/**
 * One string per product key, for maps, caches and the web's price state: `NL10001|NL10001-rose-98|CU`,
 * with an empty middle part for the product level. Parts are URI-encoded, so two different keys never make
 * the same string even when an id contains `|`.
 */
export function productKey(key: ProductKeyParts): string {
  return [key.productId, key.variantId ?? '', key.unitOfMeasure].map(encodeURIComponent).join('|');
}
