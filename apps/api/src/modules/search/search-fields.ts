import { categorySearchFields, pageSearchFields, productSearchFields } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { SearchKind } from './search.tables.ts';

/**
 * A text field: analysed column, raw column, fuzzy dictionary. Its columns are on `search_documents` (alias
 * d), except the description's words, on `search_document_texts` (alias t, joined when `texts` says so).
 */
export type TextField = {
  type: 'text';
  name: string;
  tsv: SQL;
  /** The column is on `search_document_texts` (alias t), which the statement then joins. */
  texts: boolean;
  /** Always analysed in English (name.en), whatever the request language. */
  english: boolean;
  /** Raw text and dictionary source for fuzzy queries; null = fuzzy is not offered on this field. */
  fuzzy: { raw: SQL; source: 'name' | 'name_en' | 'extra' } | null;
};
/** Keyword and boolean fields are `field:value` entries of the document's keywords. */
export type KeywordField = { type: 'keyword' | 'boolean'; name: string };
/** Number fields are computed per request (the price depends on the currency). */
export type NumberField = { type: 'number'; name: string; value: (currencyCode: string) => SQL };
export type SearchField = TextField | KeywordField | NumberField;

/** The one analysed column left on `search_document_texts` (ADR 98): the description's words. */
const textsColumn = 'body_tsv';

const text = (name: string, column: string, fuzzy: TextField['fuzzy'] = null, english = false): TextField => {
  const texts = column === textsColumn;
  return { type: 'text', name, tsv: sql.raw(`${texts ? 't' : 'd'}.${column}`), texts, english, fuzzy };
};
const fuzzyOn = (source: 'name' | 'name_en' | 'extra'): TextField['fuzzy'] => ({
  raw: sql.raw(`d.${source}`),
  source,
});

const textFields: Record<SearchKind, TextField[]> = {
  product: [
    text('text', 'text_tsv'),
    text('name', 'name_tsv', fuzzyOn('name')),
    text('name.en', 'name_en_tsv', fuzzyOn('name_en'), true),
    text('description', 'body_tsv'),
    text('colorName', 'extra_tsv', fuzzyOn('extra')),
  ],
  category: [
    text('text', 'text_tsv'),
    text('title', 'name_tsv', fuzzyOn('name')),
    text('name', 'name_tsv', fuzzyOn('name')),
    text('description', 'body_tsv'),
  ],
  page: [
    text('text', 'text_tsv'),
    text('title', 'name_tsv', fuzzyOn('name')),
    text('menuTitle', 'extra_tsv', fuzzyOn('extra')),
    text('body', 'body_tsv'),
  ],
};

const declared = { product: productSearchFields, category: categorySearchFields, page: pageSearchFields };

const productPrice = (currencyCode: string): SQL => sql`(d.prices ->> ${currencyCode})::int`;

function buildRegistry(kind: SearchKind): Map<string, SearchField> {
  const fields = declared[kind];
  const registry = new Map<string, SearchField>();
  for (const field of textFields[kind]) registry.set(field.name, field);
  for (const name of fields.keyword) registry.set(name, { type: 'keyword', name });
  for (const name of fields.boolean) registry.set(name, { type: 'boolean', name });
  for (const name of fields.number) registry.set(name, { type: 'number', name, value: productPrice });
  return registry;
}

const registries: Record<SearchKind, Map<string, SearchField>> = {
  product: buildRegistry('product'),
  category: buildRegistry('category'),
  page: buildRegistry('page'),
};

const kindNames: Record<SearchKind, string> = { product: 'products', category: 'categories', page: 'pages' };

/** The fields a kind of document offers (the contract's allow-list). */
export function searchFieldsOf(kind: SearchKind): Map<string, SearchField> {
  return registries[kind];
}

/** A field of the kind, or 400 naming it and the fields there are. */
export function searchField(kind: SearchKind, name: string): SearchField {
  const field = registries[kind].get(name);
  if (!field) {
    const known = [...registries[kind].keys()].join(', ');
    throw appError(
      'search.unknown-field',
      `Unknown search field '${name}' for ${kindNames[kind]}; known fields: ${known}`,
    );
  }
  return field;
}
