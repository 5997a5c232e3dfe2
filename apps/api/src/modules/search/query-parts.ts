import { type SQL, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { SearchKind } from './search.tables.ts';
import {
  type KeywordField,
  type NumberField,
  type SearchField,
  searchField,
  type TextField,
} from './search-fields.ts';

type Expectation = 'text' | 'exact' | 'number';
type FieldOf<E extends Expectation> = E extends 'text'
  ? TextField
  : E extends 'number'
    ? NumberField
    : KeywordField | NumberField;

const accepts = (field: SearchField, expectation: Expectation): boolean =>
  expectation === 'text'
    ? field.type === 'text'
    : expectation === 'number'
      ? field.type === 'number'
      : field.type !== 'text';

const advice: Record<SearchField['type'], string> = {
  text: 'it is full text; use match or fuzzy',
  keyword: 'it holds exact values; use term or terms',
  boolean: 'it holds True or False; use term',
  number: 'it holds numbers; use range, term or terms',
};

/** The field named in a query node, if it supports that kind of query; else 400 naming both. */
export function searchFieldFor<E extends Expectation>(
  kind: SearchKind,
  name: string,
  expectation: E,
  query: string,
): FieldOf<E> {
  const field = searchField(kind, name);
  if (!accepts(field, expectation)) {
    throw appError(
      'search.unsupported-query',
      `Field '${name}' does not support ${query} queries (${advice[field.type]})`,
    );
  }
  return field as FieldOf<E>;
}

/** The stored form of an exact value: booleans are 'True' / 'False' (spec §3 option keys). */
export function keywordValue(field: KeywordField, value: string | number | boolean): string {
  if (field.type === 'keyword') return String(value);
  const normalized = String(value).toLowerCase();
  if (normalized === 'true') return 'True';
  if (normalized === 'false') return 'False';
  throw appError('search.invalid-value', `Field '${field.name}' takes True or False, got '${String(value)}'`);
}

/** The request language's text search configuration, or English for English-only fields. */
export function textConfig(env: { languageCode: string }, english: boolean): SQL {
  if (english || env.languageCode === 'en') return sql`'english'::regconfig`;
  if (env.languageCode === 'da') return sql`'danish'::regconfig`;
  return sql`'simple'::regconfig`;
}
