import type { Product, ProductColor, ProductVariant } from '@shop/contracts';

/** The colour to show: the one asked for in `colorCode` when the product has it, else its primary colour. */
export function selectedColorCode(product: Product, requested: string | null): string {
  const codes = Object.keys(product.colors);
  if (requested && codes.includes(requested)) return requested;
  if (codes.includes(product.primaryColor)) return product.primaryColor;
  return codes[0] ?? product.primaryColor;
}

export function colorEntries(product: Product): Array<[string, ProductColor]> {
  return Object.entries(product.colors);
}

export function variantsOfColor(product: Product, colorCode: string): ProductVariant[] {
  return product.variants.filter((variant) => variant.colorCode === colorCode);
}

/**
 * The size chosen stays chosen across colours when the new colour has it; otherwise the colour's first
 * variant (the API's firstVariantId) is selected.
 */
export function selectedVariant(
  product: Product,
  colorCode: string,
  wantedSize: string | null,
): ProductVariant | null {
  const variants = variantsOfColor(product, colorCode);
  const bySize = wantedSize ? variants.find((variant) => variant.size === wantedSize) : undefined;
  const first = product.colors[colorCode]?.firstVariantId;
  return bySize ?? variants.find((variant) => variant.id === first) ?? variants[0] ?? null;
}

/** Spec §2: the add-to-basket button shows if unit prices exist or the user is logged in. */
export function showsAddToBasket(product: Pick<Product, 'unitPrices'>, loggedIn: boolean): boolean {
  return product.unitPrices.length > 0 || loggedIn;
}

/**
 * Spec §5: the quantity is parsed as an integer ('3.5' → 3) and ignored (the previous value stays) when it
 * is not a number. The add row orders at least `min`.
 */
export function parseQuantity(raw: string, previous: number, min = 1): number {
  const value = Number.parseInt(raw, 10);
  if (!Number.isSafeInteger(value)) return previous;
  return Math.max(min, value);
}

/**
 * The product page's quantity as typed (spec §5: an integer, what is not a number is ignored and the
 * previous one stays). A quantity below 1 is kept as typed but is not valid: the page says so and adds
 * nothing, rather than quietly adding 1.
 */
export function typedQuantity(raw: string, previous: number): { quantity: number; valid: boolean } {
  const value = Number.parseInt(raw, 10);
  const quantity = Number.isSafeInteger(value) ? value : previous;
  return { quantity, valid: quantity >= 1 };
}
