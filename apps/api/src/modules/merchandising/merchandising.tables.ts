import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Staff's order of a category's products under the default sort 'sorting' (CategorySort/SaveCategorySorting):
 * products listed here come first, by position; the rest follow in their usual order.
 */
export const categoryProductSortings = pgTable(
  'category_product_sortings',
  {
    areaId: text('area_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.categoryId, t.productId] })],
);

/** The colour a product shows first in one category's list (Product/UpdatePrimaryProductColor). */
export const categoryPrimaryColors = pgTable(
  'category_primary_colors',
  {
    areaId: text('area_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    colorCode: text('color_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.categoryId, t.productId] })],
);
