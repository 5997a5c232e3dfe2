import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getCategoryMerchandising, getMerchandisingOverview } from './get-merchandising.ts';
import { resetCategory } from './reset-category.ts';
import { saveCategorySorting } from './save-category-sorting.ts';
import { updatePrimaryProductColor } from './update-primary-product-color.ts';

/** Merchandising (ADR 52): staff's order and primary colours per category; access by each definition. */
export const merchandisingHandlers: Handlers<typeof endpoints.merchandising> = {
  updatePrimaryProductColor: async (request) => updatePrimaryProductColor(request.ctx, request.body),
  resetPrimaryProductColors: async (request) =>
    resetCategory(request.ctx, request.body.categoryId, 'primary-colors'),
  saveCategorySorting: async (request) => saveCategorySorting(request.ctx, request.body),
  resetCategorySorting: async (request) => resetCategory(request.ctx, request.body.categoryId, 'sorting'),
  getCategoryMerchandising: async (request) => getCategoryMerchandising(request.ctx, request.body.categoryId),
  getMerchandisingOverview: async (request) => getMerchandisingOverview(request.ctx),
};
