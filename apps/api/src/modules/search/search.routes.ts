import { searchQueryTooLarge } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { searchCategories, searchPages, searchProducts } from './search.service.ts';

/** Refuse an oversized query tree before the recursive schema walks into it. */
async function rejectOversizedQuery(request: FastifyRequest): Promise<void> {
  const body = request.body as { search?: unknown } | null | undefined;
  const problem = searchQueryTooLarge(body?.search ?? null);
  if (problem) throw badRequest(`body/${problem}`, 'validation-failed');
}

/** Product, category and page search on the app's search engine (wired in wiring.ts). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const guard = { preValidation: rejectOversizedQuery };
  route(
    app,
    endpoints.search.getProductsBySearch,
    async (request) => searchProducts(request.ctx, app.services.searchEngine, request.body),
    guard,
  );
  route(
    app,
    endpoints.search.getCategoriesBySearch,
    async (request) => searchCategories(request.ctx, app.services.searchEngine, request.body),
    guard,
  );
  route(
    app,
    endpoints.search.getPagesBySearch,
    async (request) => searchPages(request.ctx, app.services.searchEngine, request.body),
    guard,
  );
};
