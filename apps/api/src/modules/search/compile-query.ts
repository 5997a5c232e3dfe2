import type {
  SearchBoolQuery,
  SearchFuzzyQuery,
  SearchMatchQuery,
  SearchQueryNode,
  SearchRangeQuery,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { keywordValue, searchFieldFor, textConfig } from './query-parts.ts';
import type { SearchKind } from './search.tables.ts';

/** What a query is compiled against: the kind of document, the request language and currency. */
export type QueryEnv = { kind: SearchKind; languageCode: string; currencyCode: string };

/** While compiling: common table expressions the statement must define (computed once per search). */
type CompileEnv = QueryEnv & { ctes: SQL[] };

/**
 * A compiled node: `where` (may be NULL for "no match", so negations coalesce), `score` (a float8
 * expression that is only meaningful where the node matches), whether free text takes part in scoring,
 * and whether it reads the text table (alias t: only the description's words live there).
 */
export type CompiledQuery = { where: SQL; score: SQL; freeText: boolean; texts: boolean };

const zero = sql`0::float8`;
const number = (value: number): SQL => sql.raw(`${Number(value)}::float8`);
const matchesAll: CompiledQuery = { where: sql`true`, score: zero, freeText: false, texts: false };

/** Words of a query: letters and digits, at most 20 (anything else separates words). */
function queryWords(text: string, limit = 20): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, limit);
}

function and(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

function compileMatch(match: SearchMatchQuery, env: CompileEnv): CompiledQuery {
  const field = searchFieldFor(env.kind, match.field, 'text', 'match');
  const words = queryWords(match.query);
  if (words.length === 0) return { where: sql`false`, score: zero, freeText: true, texts: false };
  const config = textConfig(env, field.english);
  const last = words.length - 1;
  const parts = words.map((word, index) =>
    match.prefix && index === last
      ? sql`to_tsquery(${config}, ${`${word}:*`})`
      : sql`plainto_tsquery(${config}, ${word})`,
  );
  const tsquery = sql`(${sql.join(parts, match.operator === 'and' ? sql` && ` : sql` || `)})`;
  return {
    where: sql`${field.tsv} @@ ${tsquery}`,
    score: sql`ts_rank(${field.tsv}, ${tsquery})::float8 * ${number(match.boost ?? 1)}`,
    freeText: true,
    texts: field.texts,
  };
}

/** Edits allowed for a word: 'auto' = none up to 2 letters, 1 up to 5, else 2 (as Elasticsearch does). */
const editsFor = (word: string, fuzziness: SearchFuzzyQuery['fuzziness']): number => {
  if (typeof fuzziness === 'number') return fuzziness;
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
};

function compileFuzzy(fuzzy: SearchFuzzyQuery, env: CompileEnv): CompiledQuery {
  const field = searchFieldFor(env.kind, fuzzy.field, 'text', 'fuzzy');
  const source = field.fuzzy;
  if (!source) {
    throw appError('search.unsupported-query', `Field '${fuzzy.field}' does not support fuzzy queries`);
  }
  const words = queryWords(fuzzy.value, 5);
  if (words.length === 0) return { where: sql`false`, score: zero, freeText: true, texts: false };
  const config = textConfig(env, field.english);
  // Each word becomes the OR of the field's known words within its edit distance; all words must match.
  const perWord = words.map((word) => {
    const edits = editsFor(word, fuzzy.fuzziness);
    // An edit changes at most 3 of the word's trigrams, so a close word shares at least this many; the
    // cheap trigram test then spares most calls of the (slower) edit distance.
    const sharedTrigrams = word.length + 1 - 3 * edits;
    const trigramTest = sharedTrigrams >= 1 ? sql`and similarity(t.term, ${word}) > 0` : sql``;
    return sql`(select case when count(*) = 0 then null
        else to_tsquery(${config}, string_agg(quote_literal(t.term), ' | ')) end
      from search_terms t
      where t.kind = ${env.kind} and t.language_code = ${env.languageCode} and t.source = ${source.source}
        and abs(char_length(t.term) - ${word.length}) <= ${edits} ${trigramTest}
        and search_edit_distance(t.term, ${word}) <= ${edits})`;
  });
  // Computed once in a CTE: the clause's condition may appear twice (filter and score).
  const name = sql.raw(`fuzzy_${env.ctes.length + 1}`);
  env.ctes.push(sql`${name} as materialized (select ${sql.join(perWord, sql` && `)} as q)`);
  const tsquery = sql`(select q from ${name})`;
  return {
    where: sql`${field.tsv} @@ ${tsquery}`,
    score: sql`word_similarity(${words.join(' ')}, lower(${source.raw}))::float8 * ${number(fuzzy.boost ?? 1)}`,
    freeText: true,
    texts: field.texts,
  };
}

function compileValues(
  name: string,
  values: Array<string | number | boolean>,
  boost: number | undefined,
  env: CompileEnv,
  query: 'term' | 'terms',
): CompiledQuery {
  const field = searchFieldFor(env.kind, name, 'exact', query);
  const score = number(boost ?? 1);
  if (field.type === 'number') {
    const numbers = values.map((value) => {
      const parsed = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || !Number.isFinite(parsed)) {
        throw appError('search.invalid-value', `Field '${name}' takes numbers, got '${String(value)}'`);
      }
      return number(parsed);
    });
    const where = sql`${field.value(env.currencyCode)} in (${sql.join(numbers, sql`, `)})`;
    return { where, score, freeText: false, texts: false };
  }
  const keys = values.map((value) => sql`${`${name}:${keywordValue(field, value)}`}`);
  const where =
    keys.length === 1
      ? sql`d.keywords @> array[${keys[0]}]::text[]`
      : sql`d.keywords && array[${sql.join(keys, sql`, `)}]::text[]`;
  return { where, score, freeText: false, texts: false };
}

function compileRange(range: SearchRangeQuery, env: CompileEnv): CompiledQuery {
  const field = searchFieldFor(env.kind, range.field, 'number', 'range');
  if (field.type !== 'number') throw new Error('unreachable: range on a non-number field');
  const value = field.value(env.currencyCode);
  const bounds: SQL[] = [sql`${value} is not null`];
  if (range.gte !== undefined) bounds.push(sql`${value} >= ${number(range.gte)}`);
  if (range.gt !== undefined) bounds.push(sql`${value} > ${number(range.gt)}`);
  if (range.lte !== undefined) bounds.push(sql`${value} <= ${number(range.lte)}`);
  if (range.lt !== undefined) bounds.push(sql`${value} < ${number(range.lt)}`);
  return { where: and(bounds), score: number(range.boost ?? 1), freeText: false, texts: false };
}

function compileBool(bool: SearchBoolQuery, env: CompileEnv): CompiledQuery {
  const must = (bool.must ?? []).map((node) => compileNode(node, env));
  const filter = (bool.filter ?? []).map((node) => compileNode(node, env));
  const should = (bool.should ?? []).map((node) => compileNode(node, env));
  const mustNot = (bool.mustNot ?? []).map((node) => compileNode(node, env));
  const required =
    bool.minimumShouldMatch ?? (must.length + filter.length > 0 || should.length === 0 ? 0 : 1);

  const conditions = [...must, ...filter].map((clause) => clause.where);
  for (const clause of mustNot) conditions.push(sql`not coalesce(${clause.where}, false)`);
  if (required > should.length) conditions.push(sql`false`);
  else if (required === 1) {
    // A plain OR keeps each clause usable by its index.
    conditions.push(
      sql`(${sql.join(
        should.map((clause) => clause.where),
        sql` or `,
      )})`,
    );
  } else if (required > 1) {
    const matched = should.map((clause) => sql`coalesce(${clause.where}, false)::int`);
    conditions.push(sql`(${sql.join(matched, sql` + `)}) >= ${sql.raw(String(required))}`);
  }

  const scores = [
    ...must.map((clause) => clause.score),
    ...should.map(
      (clause) => sql`(case when coalesce(${clause.where}, false) then ${clause.score} else 0 end)`,
    ),
  ];
  const sum = scores.length === 0 ? zero : sql`(${sql.join(scores, sql` + `)})`;
  return {
    where: and(conditions),
    score: bool.boost === undefined ? sum : sql`${sum} * ${number(bool.boost)}`,
    freeText: [...must, ...should].some((clause) => clause.freeText),
    texts: [...must, ...filter, ...should, ...mustNot].some((clause) => clause.texts),
  };
}

function compileNode(node: SearchQueryNode, env: CompileEnv): CompiledQuery {
  if ('bool' in node) return compileBool(node.bool, env);
  if ('match' in node) return compileMatch(node.match, env);
  if ('fuzzy' in node) return compileFuzzy(node.fuzzy, env);
  if ('term' in node) return compileValues(node.term.field, [node.term.value], node.term.boost, env, 'term');
  if ('terms' in node)
    return compileValues(node.terms.field, node.terms.values, node.terms.boost, env, 'terms');
  return compileRange(node.range, env);
}

/** Compile a request's query tree; no query matches every document with score 0. */
export function compileQuery(node: SearchQueryNode | null, env: QueryEnv): CompiledQuery & { ctes: SQL[] } {
  const ctes: SQL[] = [];
  const compiled = node === null ? matchesAll : compileNode(node, { ...env, ctes });
  return { ...compiled, ctes };
}
