import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const areas = pgTable('areas', {
  areaId: text('area_id').primaryKey(),
  currencyCode: text('currency_code').notNull(),
  imagePrefix: text('image_prefix').notNull(),
  /** Facet configuration used when a list does not name its own: [{ field, type }]. */
  defaultFacets: jsonb('default_facets').$type<Array<{ field: string; type: string }>>().notNull(),
  prints: jsonb('prints').$type<Array<{ printName: string; facetImage: string }>>().notNull(),
});

/** A language of an area, with its locale and the domains it is served on. */
export const areaLanguages = pgTable(
  'area_languages',
  {
    areaId: text('area_id')
      .notNull()
      .references(() => areas.areaId),
    languageCode: text('language_code').notNull(),
    languageId: text('language_id').notNull(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    /** Per-language settings: footer, banner, shop and explore content (validated by the AreaSettings contract). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    footerContent: jsonb('footer_content').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.languageCode] })],
);

export const menuItems = pgTable('menu_items', {
  id: text('id').primaryKey(),
  areaId: text('area_id')
    .notNull()
    .references(() => areas.areaId),
  languageCode: text('language_code').notNull(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  externalLink: boolean('external_link').notNull().default(false),
  menus: text('menus').array().notNull(),
  sortOrder: integer('sort_order').notNull(),
});
