import { searchQueryTooLarge } from '@shop/contracts';
import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import type { Handlers, RouteOptions } from '../../lib/route.ts';
import { searchCategories, searchPages, searchProducts } from './search.service.ts';

/** Refuse an oversized query tree before the recursive schema walks into it. */
async function rejectOversizedQuery(request: FastifyRequest): Promise<void> {
  const body = request.body as { search?: unknown } | null | undefined;
  const problem = searchQueryTooLarge(body?.search ?? null);
  if (problem) throw badRequest(`body/${problem}`, 'validation-failed');
}

const guard: RouteOptions = { preValidation: rejectOversizedQuery };

/** Product, category and page search on the app's search engine (wired in wiring.ts). */
export const searchHandlers: Handlers<typeof endpoints.search> = {
  getProductsBySearch: {
    handler: async (request) => searchProducts(request.ctx, request.ctx.services.searchEngine, request.body),
    options: guard,
  },
  getCategoriesBySearch: {
    handler: async (request) =>
      searchCategories(request.ctx, request.ctx.services.searchEngine, request.body),
    options: guard,
  },
  getPagesBySearch: {
    handler: async (request) => searchPages(request.ctx, request.ctx.services.searchEngine, request.body),
    options: guard,
  },
};
