import type { Block } from '@shop/contracts';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas } from '../area/area.tables.ts';

export const translations = pgTable(
  'translations',
  {
    areaId: text('area_id')
      .notNull()
      .references(() => areas.areaId),
    languageCode: text('language_code').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.languageCode, t.key] })],
);

/**
 * Ordinary content pages. `pageId` is shared by the language versions of one page, so the locale switcher
 * can find the same page in the other language.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id').notNull(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.areaId),
    languageCode: text('language_code').notNull(),
    parentPageId: text('parent_page_id'),
    url: text('url').notNull(),
    title: text('title').notNull(),
    template: text('template').notNull(),
    metaDescription: text('meta_description'),
    blocks: jsonb('blocks').$type<Block[]>().notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_url_idx').on(t.areaId, t.languageCode, t.url),
    index('content_pages_page_idx').on(t.pageId),
  ],
);
