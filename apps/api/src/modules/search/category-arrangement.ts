import type { SearchProductItem } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';

/**
 * What staff arranged in one category of an area (ADR 52): products placed first, in this order, under the
 * default sort 'sorting', and the colour a product shows first in the category's list with that colour's
 * first image.
 */
export type CategoryArrangement = {
  sortedProducts: string[];
  primaryColors: Record<string, { colorCode: string; image: string | null }>;
};

/** Reads a category's arrangement (cached by its owner, the merchandising module; wiring.ts connects it). */
export type CategoryArrangementOf = (
  ctx: Ctx,
  areaId: string,
  categoryId: string,
) => Promise<CategoryArrangement>;

declare module '../../lib/context.ts' {
  interface Services {
    /** Search asks it for product lists scoped to a category (ADR 29 port: merchandising sits above search). */
    readonly categoryArrangementOf: CategoryArrangementOf;
  }
}

export const noArrangement: CategoryArrangement = { sortedProducts: [], primaryColors: {} };

/**
 * A tile in the colour staff picked for the category: that colour's image, first variant (its price) and
 * swatch first. A colour the product no longer shows (outphased, sold out) is ignored.
 */
export function withPrimaryColor(
  item: SearchProductItem,
  chosen: { colorCode: string; image: string | null } | undefined,
): SearchProductItem {
  if (!chosen || chosen.colorCode === item.primaryColorCode) return item;
  const color = item.colors.find((candidate) => candidate.code === chosen.colorCode);
  if (!color) return item;
  return {
    ...item,
    primaryColorCode: color.code,
    firstVariantId: color.firstVariantId,
    image: chosen.image ?? item.image,
    colors: [color, ...item.colors.filter((candidate) => candidate !== color)],
  };
}
