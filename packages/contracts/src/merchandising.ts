import { z } from 'zod';
import { AreaInfo } from './common.ts';

/**
 * Merchandising (spec shop-front §7, ADR 52): staff order a category's products under the default sort
 * 'sorting' and pick the colour each product shows first in that category's list. Ids are the catalogue's.
 */
const id = z.string().min(1).max(100);

/** The most products one saved order names (a category page in merchandising mode loads at most this many). */
export const maxSortedProducts = 500;

/** PUT /api/Product/UpdatePrimaryProductColor. */
export const UpdatePrimaryProductColorBody = z.object({
  areaInfo: AreaInfo,
  productId: id,
  categoryId: id,
  /** One of the product's colours. */
  primaryColorCode: id,
});
export type UpdatePrimaryProductColorBody = z.infer<typeof UpdatePrimaryProductColorBody>;

export const PrimaryProductColor = z.object({
  productId: z.string(),
  colorCode: z.string(),
});
export type PrimaryProductColor = z.infer<typeof PrimaryProductColor>;

export const UpdatePrimaryProductColorResponse = z.object({
  categoryId: z.string(),
  productId: z.string(),
  primaryColorCode: z.string(),
});

/** DELETE /api/Product/ResetPrimaryProductColors and POST /api/CategorySort/ResetCategorySorting. */
export const CategoryResetBody = z.object({
  area: AreaInfo,
  categoryId: id,
});
export type CategoryResetBody = z.infer<typeof CategoryResetBody>;

/** How many rows a reset removed (0 when the category had none). */
export const CategoryResetResponse = z.object({
  categoryId: z.string(),
  removed: z.number().int().nonnegative(),
});

/** POST /api/CategorySort/SaveCategorySorting. */
export const SaveCategorySortingBody = z.object({
  area: AreaInfo,
  categorySorting: z.object({
    /** The category. */
    id,
    /** Product ids, first shown first; products of the category not named follow in their usual order. */
    sortedProducts: z
      .array(id)
      .max(maxSortedProducts)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'A product is named twice' }),
  }),
});
export type SaveCategorySortingBody = z.infer<typeof SaveCategorySortingBody>;

export const SaveCategorySortingResponse = z.object({
  categoryId: z.string(),
  sortedProducts: z.array(z.string()),
});

/** POST /backoffice/api/Merchandising/GetCategoryMerchandising. */
export const GetCategoryMerchandisingBody = z.object({
  area: AreaInfo,
  categoryId: id,
});

export const CategoryMerchandising = z.object({
  categoryId: z.string(),
  /** The saved order (empty: the catalogue's own order). */
  sortedProducts: z.array(z.string()),
  primaryColors: z.array(PrimaryProductColor),
});
export type CategoryMerchandising = z.infer<typeof CategoryMerchandising>;

/** POST /backoffice/api/Merchandising/GetMerchandisingOverview. */
export const GetMerchandisingOverviewBody = z.object({ area: AreaInfo });

export const MerchandisingOverviewCategory = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  /** In the area's language. */
  name: z.string(),
  /** The category page, without language prefix. */
  url: z.string(),
  /** 0 for a top category. */
  depth: z.number().int().nonnegative(),
  /** Products placed by staff (0: the catalogue's order). */
  sortedProducts: z.number().int().nonnegative(),
  /** Products with a primary colour chosen for this category. */
  primaryColors: z.number().int().nonnegative(),
});
export type MerchandisingOverviewCategory = z.infer<typeof MerchandisingOverviewCategory>;

export const MerchandisingOverview = z.object({
  categories: z.array(MerchandisingOverviewCategory),
});
export type MerchandisingOverview = z.infer<typeof MerchandisingOverview>;
