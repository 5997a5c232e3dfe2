import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type SearchKind = 'product' | 'category' | 'page';

/**
 * One searchable document per product, category and page and language, rebuilt from the catalogue and
 * content by `rebuildSearchDocuments` (search reads only these tables). This table holds what every search
 * reads (filters, facets, sorting, the analysed fields a query matches); only the description's words (a
 * field rarely searched alone) and the list item live in `search_document_texts`, read for a page of hits.
 * Facet values are `field:value` strings in `keywords`, so one GIN index answers every term filter and one
 * grouped query counts every facet. Each analysed field has a GIN index led by language and kind
 * (btree_gin), so a query's words and its language are one index scan, and its hits one read of this table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    id: text('id').notNull(),
    languageCode: text('language_code').notNull(),
    /** Pages belong to an area; products and categories are shared by every area (null). */
    areaId: text('area_id'),
    /** `data.name`: product name, category or page title. */
    name: text('name').notNull(),
    /** The name lower-cased once, so sorting by name compares bytes. */
    sortName: text('sort_name').notNull(),
    /** `data.number`: the item number ('' for categories and pages). */
    number: text('number').notNull(),
    sortOrder: integer('sort_order').notNull(),
    keywords: text('keywords').array().notNull(),
    /** Products: lowest retail price per currency in minor units ({ "DKK": 29995, … }). */
    prices: jsonb('prices').$type<Record<string, number>>(),
    /** The English name (fuzzy source of `name.en`). */
    nameEn: text('name_en').notNull(),
    /** Colour names (products) or menu title (pages): fuzzy source of `colorName` / `menuTitle`. */
    extra: text('extra').notNull(),
    /** The name analysed in the document language's configuration. */
    nameTsv: tsvector('name_tsv').notNull(),
    /** The English name analysed in English whatever the document language (autocomplete's fuzzy field). */
    nameEnTsv: tsvector('name_en_tsv').notNull(),
    /** `extra` analysed. */
    extraTsv: tsvector('extra_tsv').notNull(),
    /** Everything, weighted: name A, extra B, number/brand C, description D. */
    textTsv: tsvector('text_tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.languageCode, t.id] }),
    index('search_documents_keywords_idx').using('gin', t.keywords),
    index('search_documents_text_idx').using('gin', t.languageCode, t.kind, t.textTsv),
    index('search_documents_name_idx').using('gin', t.languageCode, t.kind, t.nameTsv),
    index('search_documents_name_en_idx').using('gin', t.languageCode, t.kind, t.nameEnTsv),
    index('search_documents_extra_idx').using('gin', t.languageCode, t.kind, t.extraTsv),
  ],
);

/** The rest of a search document: the description's words and the list item of a page of hits. */
export const searchDocumentTexts = pgTable(
  'search_document_texts',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    id: text('id').notNull(),
    languageCode: text('language_code').notNull(),
    /** Description or body text (not indexed: searched alone it is rare, and scanning it is cheap enough). */
    bodyTsv: tsvector('body_tsv').notNull(),
    /** The list item the endpoint answers with, precomputed so a page of hits needs no further queries. */
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.languageCode, t.kind] })],
);

/**
 * The words of fuzzy-searchable fields per kind and language: a fuzzy query first finds the words within
 * the allowed edit distance here (a small table), then the documents containing them through a GIN index.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    languageCode: text('language_code').notNull(),
    /** The text column the word comes from: name, name_en or extra. */
    source: text('source').notNull(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.languageCode, t.source, t.term] })],
);

/**
 * Facet counts of the documents in a category (`scope`, '' for all documents) without a query or selection:
 * what a category page opens with, and what a CheckboxOr facet with the only selection counts over.
 * Built with the documents; per document area ('' for documents shared by every area), so a search adds
 * the shared rows and its own area's. The unique `id` and `number` keywords are not counted.
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    languageCode: text('language_code').notNull(),
    scope: text('scope').notNull(),
    areaId: text('area_id').notNull(),
    field: text('field').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.languageCode, t.scope, t.field, t.key, t.areaId] })],
);

/**
 * When the documents were last built and from what: a fingerprint of the source tables (file, size and
 * change counters) and of the document queries, so a restart skips the rebuild when nothing changed.
 */
export const searchIndexState = pgTable('search_index_state', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});
