import type { Block } from '@shop/contracts';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * Every saved version of a content document (a page, a menu, an area's settings, a translation), written by the
 * back office's Document/Update and DeleteByKey: the document's body as it was after that save (null for a
 * delete). The live tables above hold the current version; restoring writes an older body back as a new
 * version, so history only grows.
 */
export const contentDocumentVersions = pgTable(
  'content_document_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** page, menu, areaSettings, translation */
    documentType: text('document_type').notNull(),
    documentKey: text('document_key').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body'),
    savedByUserId: text('saved_by_user_id'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_document_versions_idx').on(
      t.documentType,
      t.areaId,
      t.languageCode,
      t.documentKey,
      t.version,
    ),
  ],
);
