import { z } from 'zod';

const field = z
  .string()
  .min(1)
  .max(64)
  .describe('A search field of the endpoint; unknown fields are answered with 400 naming the field');
const boost = z
  .number()
  .positive()
  .max(1000)
  .optional()
  .describe('Multiplies the score of this clause (default 1)');
const termValue = z.union([z.string().max(200), z.number(), z.boolean()]);

/** Full-text match of `query` against a text field, analysed in the request language (English or Danish stemming). */
export const SearchMatchQuery = z.strictObject({
  field,
  query: z.string().max(200),
  /** 'or' (default): any word matches; 'and': every word must match. */
  operator: z.enum(['and', 'or']).optional(),
  /** The last word also matches as a prefix ('dre' finds 'dress'), for type-ahead. */
  prefix: z.boolean().optional(),
  boost,
});
export type SearchMatchQuery = z.infer<typeof SearchMatchQuery>;

/**
 * Typo-tolerant match: every word of `value` matches a word of the field within `fuzziness` edits
 * (insert, delete, substitute, swap). 'auto' = 0 edits up to 2 letters, 1 up to 5, else 2.
 */
export const SearchFuzzyQuery = z.strictObject({
  field,
  value: z.string().min(1).max(100),
  fuzziness: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal('auto')]).optional(),
  boost,
});
export type SearchFuzzyQuery = z.infer<typeof SearchFuzzyQuery>;

/** Exact value of a keyword, boolean or number field (booleans also as 'True' / 'False'). */
export const SearchTermQuery = z.strictObject({ field, value: termValue, boost });
export type SearchTermQuery = z.infer<typeof SearchTermQuery>;

/** Any of the exact values. */
export const SearchTermsQuery = z.strictObject({
  field,
  values: z.array(termValue).min(1).max(100),
  boost,
});
export type SearchTermsQuery = z.infer<typeof SearchTermsQuery>;

/** Bounds of a number field (price in minor units); every given bound applies. */
export const SearchRangeQuery = z.strictObject({
  field,
  gte: z.number().optional(),
  lte: z.number().optional(),
  gt: z.number().optional(),
  lt: z.number().optional(),
  boost,
});
export type SearchRangeQuery = z.infer<typeof SearchRangeQuery>;

export type SearchBoolQuery = {
  /** Every clause must match; scores add up. */
  must?: SearchQueryNode[];
  /** Clauses that add to the score; see minimumShouldMatch. */
  should?: SearchQueryNode[];
  /** Every clause must match; no score. */
  filter?: SearchQueryNode[];
  /** No clause may match. */
  mustNot?: SearchQueryNode[];
  /** Should clauses that must match: default 1 without must/filter clauses, else 0. */
  minimumShouldMatch?: number;
  boost?: number;
};

/** One node of the boolean query language; exactly one key per node. */
export type SearchQueryNode =
  | { bool: SearchBoolQuery }
  | { match: SearchMatchQuery }
  | { fuzzy: SearchFuzzyQuery }
  | { term: SearchTermQuery }
  | { terms: SearchTermsQuery }
  | { range: SearchRangeQuery };

/**
 * The query tree of a search request, modelled on Elasticsearch's bool query: `bool` combines clauses
 * (must / should / filter / mustNot), leaves are `match` (full text), `fuzzy` (typos), `term`, `terms`
 * (exact values) and `range` (numbers). At most 8 levels deep and 100 nodes.
 */
export const SearchQueryNode: z.ZodType<SearchQueryNode> = z
  .lazy(() =>
    z.union([
      z.strictObject({
        bool: z.strictObject({
          must: z.array(SearchQueryNode).max(50).optional(),
          should: z.array(SearchQueryNode).max(50).optional(),
          filter: z.array(SearchQueryNode).max(50).optional(),
          mustNot: z.array(SearchQueryNode).max(50).optional(),
          minimumShouldMatch: z.number().int().min(0).max(50).optional(),
          boost,
        }),
      }),
      z.strictObject({ match: SearchMatchQuery }),
      z.strictObject({ fuzzy: SearchFuzzyQuery }),
      z.strictObject({ term: SearchTermQuery }),
      z.strictObject({ terms: SearchTermsQuery }),
      z.strictObject({ range: SearchRangeQuery }),
    ]),
  )
  .meta({
    id: 'SearchQueryNode',
    description:
      'One node of the query tree, exactly one key: bool (must / should / filter / mustNot), match, fuzzy, term, terms or range',
  });
