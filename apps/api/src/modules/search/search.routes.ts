import { availableParallelism } from 'node:os';
import {
  CategorySearchResponse,
  categorySearchFields,
  ErrorBody,
  PageSearchResponse,
  ProductSearchResponse,
  pageSearchFields,
  productSearchFields,
  SearchRequest,
  searchQueryTooLarge,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultPoolSize } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { createPostgresSearchEngine } from './postgres-search-engine.ts';
import { searchCategories, searchPages, searchProducts } from './search.service.ts';
import { openSearchReplica } from './search-replica.ts';

const describeFields = (fields: Record<string, readonly string[]>): string =>
  Object.entries(fields)
    .filter(([, names]) => names.length > 0)
    .map(([type, names]) => `${type}: ${names.join(', ')}`)
    .join('; ');

const queryLanguage =
  '`search` is a query tree: `{ bool: { must, should, filter, mustNot, minimumShouldMatch } }`, ' +
  '`{ match: { field, query, operator, prefix, boost } }`, `{ fuzzy: { field, value, fuzziness, boost } }`, ' +
  '`{ term: { field, value } }`, `{ terms: { field, values } }`, `{ range: { field, gte, lte, gt, lt } }`; ' +
  'at most 8 levels and 100 nodes. Facets: CheckboxOr, CheckboxAnd on keyword/boolean fields, Slider on ' +
  'number fields; an unknown facet field answers 400 "Missing search configuration for facet field X", an ' +
  'unknown type 400 "Facet type X is not implemented". Sorting fields: data.name, data.number, score (only ' +
  'with free text), id, sortOrder; ties end in id descending.';

/**
 * Search statements at once on PostgreSQL: one per core, and always fewer than the pool's connections. Ten
 * clients searching at once otherwise held all ten pooled connections, and a product request waited for one
 * (p95 75 ms on two cores; 10.7–11.2 ms with two at once, while searches did 122–135 a second instead of
 * 220–230; ADR 24).
 */
export const postgresSearchConcurrency = (poolSize: number): number =>
  Math.max(1, Math.min(availableParallelism(), poolSize - 1));

/** Refuse an oversized query tree before the recursive schema walks into it. */
async function rejectOversizedQuery(request: FastifyRequest): Promise<void> {
  const body = request.body as { search?: unknown } | null | undefined;
  const problem = searchQueryTooLarge(body?.search ?? null);
  if (problem) throw badRequest(`body/${problem}`, 'validation-failed');
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.config.database;
  const replica =
    database.kind === 'pglite' && database.searchReplica === true ? await openSearchReplica() : null;
  if (replica) app.addHook('onClose', () => replica.close());
  const engine = createPostgresSearchEngine({
    cacheTtlSeconds: 300,
    replica,
    ...(database.kind === 'postgres'
      ? { maxConcurrentStatements: postgresSearchConcurrency(database.poolSize ?? defaultPoolSize) }
      : {}),
  });
  const tags = ['Search'];
  const errors = { 400: ErrorBody, 404: ErrorBody };

  // The documents are derived data: bring them up to date with what the database holds now (a no-op when
  // nothing changed since the last build).
  const started = performance.now();
  const index = await engine.reindex(app.db, app.cache, 'changed');
  app.log.info({ ...index, ms: Math.round(performance.now() - started) }, 'search documents checked');

  app.post(
    '/api/Product/GetProductsBySearch',
    {
      config: { access: 'anonymous' },
      preValidation: rejectOversizedQuery,
      schema: {
        tags,
        summary: 'Search products: free text, facets, category scope, sorting and paging',
        description: `${queryLanguage} Product fields — ${describeFields(productSearchFields)}. The price field is the lowest retail price in minor units of area.currencyCode (default: the area's currency). Items carry no prices.`,
        body: SearchRequest,
        response: { 200: ProductSearchResponse, ...errors },
      },
    },
    async (request) => searchProducts(request.ctx, engine, request.body),
  );

  app.post(
    '/api/Category/GetCategoriesBySearch',
    {
      config: { access: 'anonymous' },
      preValidation: rejectOversizedQuery,
      schema: {
        tags,
        summary: 'Search categories (autocomplete: take 6)',
        description: `${queryLanguage} Category fields — ${describeFields(categorySearchFields)}. \`category\` keeps categories below that one.`,
        body: SearchRequest,
        response: { 200: CategorySearchResponse, ...errors },
      },
    },
    async (request) => searchCategories(request.ctx, engine, request.body),
  );

  app.post(
    '/api/Page/GetPagesBySearch',
    {
      config: { access: 'anonymous' },
      preValidation: rejectOversizedQuery,
      schema: {
        tags,
        summary: 'Search content pages of the area (autocomplete: take 6)',
        description: `${queryLanguage} Page fields — ${describeFields(pageSearchFields)}.`,
        body: SearchRequest,
        response: { 200: PageSearchResponse, ...errors },
      },
    },
    async (request) => searchPages(request.ctx, engine, request.body),
  );
};
