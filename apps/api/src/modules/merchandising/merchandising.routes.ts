import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getCategoryMerchandising, getMerchandisingOverview } from './get-merchandising.ts';
import { resetCategory } from './reset-category.ts';
import { saveCategorySorting } from './save-category-sorting.ts';
import { updatePrimaryProductColor } from './update-primary-product-color.ts';

const calls = endpoints.merchandising;

/** Merchandising (ADR 52): staff's order and primary colours per category; access by each definition. */
export const merchandisingRoutes: FastifyPluginAsync = async (app) => {
  route(app, calls.updatePrimaryProductColor, async (request) =>
    updatePrimaryProductColor(request.ctx, request.body),
  );
  route(app, calls.resetPrimaryProductColors, async (request) =>
    resetCategory(request.ctx, request.body.categoryId, 'primary-colors'),
  );
  route(app, calls.saveCategorySorting, async (request) => saveCategorySorting(request.ctx, request.body));
  route(app, calls.resetCategorySorting, async (request) =>
    resetCategory(request.ctx, request.body.categoryId, 'sorting'),
  );
  route(app, calls.getCategoryMerchandising, async (request) =>
    getCategoryMerchandising(request.ctx, request.body.categoryId),
  );
  route(app, calls.getMerchandisingOverview, async (request) => getMerchandisingOverview(request.ctx));
};
