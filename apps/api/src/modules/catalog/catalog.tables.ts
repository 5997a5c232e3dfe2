import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  sortOrder: integer('sort_order').notNull(),
  /** The category tile (home page, search): a 1600 × 900 picture of the department. */
  image: text('image'),
  /** The low lifestyle picture behind the category page's heading (ADR 65); null shows the heading alone. */
  heroImage: text('hero_image'),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    /** Full URL without language prefix, e.g. `/kids/dresses` or `/boern/kjoler`. */
    url: text('url').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.languageCode] }),
    uniqueIndex('category_translations_url_idx').on(t.languageCode, t.url),
  ],
);

/** The swatch colours of spec §3, with their names in both languages. */
export const colors = pgTable('colors', {
  code: text('code').primaryKey(),
  hex: text('hex').notNull(),
  nameEn: text('name_en').notNull(),
  nameDa: text('name_da').notNull(),
});

export const seasons = pgTable('seasons', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** Preorder delivery drops: a season is delivered in drops, each with the date goods become available. */
export const deliveryDrops = pgTable('delivery_drops', {
  code: text('code').primaryKey(),
  seasonCode: text('season_code')
    .notNull()
    .references(() => seasons.code),
  name: text('name').notNull(),
  availableDate: date('available_date').notNull(),
});

/** A style. Colours, variants (sizes) and units hang off it. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    brand: text('brand').notNull(),
    primaryCategoryId: text('primary_category_id')
      .notNull()
      .references(() => categories.id),
    primaryColorCode: text('primary_color_code').notNull(),
    garment: text('garment').notNull(),
    print: text('print'),
    sortOrder: integer('sort_order').notNull(),
    /**
     * When the style or anything hanging off it (texts, colours, variants, media) last changed: the feeds'
     * `newerThan` reads it. Writers of those tables bump it; seeds leave the default.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.primaryCategoryId),
    index('products_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    uniqueIndex('product_translations_url_idx').on(t.languageCode, t.url),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_cat_idx').on(t.categoryId),
  ],
);

/** A colour of a style, with every colour field of spec §3. */
export const productColors = pgTable(
  'product_colors',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text('color_code')
      .notNull()
      .references(() => colors.code),
    hasStock: boolean('has_stock').notNull(),
    firstVariantId: text('first_variant_id').notNull(),
    isPreview: boolean('is_preview').notNull(),
    outphasing: boolean('outphasing').notNull(),
    essential: boolean('essential').notNull(),
    allowPresale: boolean('allow_presale').notNull(),
    allowStockOrder: boolean('allow_stock_order').notNull(),
    seasonCode: text('season_code')
      .notNull()
      .references(() => seasons.code),
    deliveryDropCode: text('delivery_drop_code').references(() => deliveryDrops.code),
    onSale: boolean('on_sale').notNull(),
    topSeller: boolean('top_seller').notNull(),
    heroProduct: boolean('hero_product').notNull(),
    keyProduct: boolean('key_product').notNull(),
    giveawayApplicable: boolean('giveaway_applicable').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorCode] })],
);

/** A size of a style in one colour: the thing that is stocked and priced. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text('color_code').notNull(),
    size: text('size').notNull(),
    ean: text('ean').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.colorCode),
    // Quick order finds sizes by EAN.
    index('variants_ean_idx').on(t.ean),
  ],
);

/** Units a style is sold in: `CU` (single unit) plus packs of several pieces. */
export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameDa: text('name_da').notNull(),
    quantityPerUnit: integer('quantity_per_unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.unitId] })],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text('color_code').notNull(),
    /** Path below the media root, e.g. `products/dress-rose-front.jpg`. */
    path: text('path').notNull(),
    origin: text('origin').$type<'Product' | 'Generated'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('media_product_idx').on(t.productId, t.colorCode)],
);

/**
 * A prepack of a style (issue 33, ADR 90): a named size run sold as a unit, e.g. 'Mini run 1-2-2-1' over
 * 92/98/104/110. `sizes` holds the pieces of each size in one pack, in the style's size order; the grid
 * offers it as a one-click curve and the basket holds a line per size.
 */
export const productPrepacks = pgTable(
  'product_prepacks',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameDa: text('name_da').notNull(),
    sizes: jsonb('sizes').$type<Array<{ size: string; quantity: number }>>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);
