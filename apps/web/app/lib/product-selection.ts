import { orderTypeForColor } from '@shop/commerce';
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

/** What stock says of a size: pieces on hand now, only arriving later, or nothing at all (location B2B). */
export type SizeStock = 'on-hand' | 'arriving' | 'none';

/**
 * The size's stock as the product call answers it: `sizeStock` for everyone (a visitor gets no volumes), else
 * from the customer's B2B rows (a row without a date is on hand).
 */
export function sizeStock(product: Pick<Product, 'stocks' | 'sizeStock'>, variantId: string): SizeStock {
  const said = product.sizeStock?.[variantId];
  if (said) return said;
  const rows = product.stocks.filter((row) => row.variantId === variantId && row.volume > 0);
  if (rows.some((row) => row.availableDate === null)) return 'on-hand';
  return rows.length > 0 ? 'arriving' : 'none';
}

/**
 * What a size of the colour says about its stock before it is chosen, or null when stock does not decide (a
 * colour that goes to the Preorder basket is made to order). Issue 28: in the Stock basket a size with
 * nothing on hand or arriving cannot be chosen.
 */
export function stockOfSize(product: Product, colorCode: string, variantId: string): SizeStock | null {
  const color = product.colors[colorCode];
  if (!color || orderTypeForColor(color) !== 'Stock') return null;
  return sizeStock(product, variantId);
}

/**
 * The size chosen stays chosen across colours when the new colour has it and can deliver it; otherwise the
 * colour's first size that can be delivered into its basket (issue 28: for a Stock colour, the first size with
 * stock on hand, else the first one arriving; none when none can be delivered).
 */
export function selectedVariant(
  product: Product,
  colorCode: string,
  wantedSize: string | null,
): ProductVariant | null {
  const variants = variantsOfColor(product, colorCode);
  const stock = (variant: ProductVariant) => stockOfSize(product, colorCode, variant.id);
  const choosable = variants.filter((variant) => stock(variant) !== 'none');
  const bySize = wantedSize ? choosable.find((variant) => variant.size === wantedSize) : undefined;
  if (bySize) return bySize;
  const first = product.colors[colorCode]?.firstVariantId;
  const preferred = choosable.filter((variant) => (stock(variant) ?? 'on-hand') === 'on-hand');
  return (
    preferred.find((variant) => variant.id === first) ??
    preferred[0] ??
    choosable.find((variant) => variant.id === first) ??
    choosable[0] ??
    null
  );
}

/** Spec §2: the add-to-basket button shows if unit prices exist or the user is logged in. */
export function showsAddToBasket(product: Pick<Product, 'unitPrices'>, loggedIn: boolean): boolean {
  return product.unitPrices.length > 0 || loggedIn;
}
