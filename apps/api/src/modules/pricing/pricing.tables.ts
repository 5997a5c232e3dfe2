import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A price group has one currency: `B2B DKK`, `B2B EUR`, `B2B APAC` (EUR), `RETAIL DKK`… */
export const priceGroups = pgTable('price_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  /** Retail (RRP) groups price what consumers pay; wholesale groups are dealers' net prices. */
  kind: text('kind').$type<'wholesale' | 'retail'>().notNull(),
});

/**
 * Price rules. The most specific valid rule wins: customer beats price group, variant beats product,
 * the highest `minQuantity` not above the ordered quantity is the quantity break. Amounts in minor units.
 */
export const priceListEntries = pgTable(
  'price_list_entries',
  {
    id: serial('id').primaryKey(),
    priceGroupCode: text('price_group_code'),
    customerNumber: text('customer_number'),
    currencyCode: text('currency_code').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    unitId: text('unit_id').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    unitPrice: integer('unit_price').notNull(),
    beforePrice: integer('before_price'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [index('price_list_product_idx').on(t.productId, t.currencyCode)],
);

/** Line discounts in basis points (1250 = 12.5 %) for a customer or price group on a product or category. */
export const lineDiscounts = pgTable('line_discounts', {
  id: serial('id').primaryKey(),
  priceGroupCode: text('price_group_code'),
  customerNumber: text('customer_number'),
  productId: text('product_id'),
  categoryId: text('category_id'),
  discountBasisPoints: integer('discount_basis_points').notNull(),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
});
