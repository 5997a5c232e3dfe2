import { defineEndpoint } from '../endpoint.ts';
import {
  CategoryMerchandising,
  CategoryResetBody,
  CategoryResetResponse,
  GetCategoryMerchandisingBody,
  GetMerchandisingOverviewBody,
  MerchandisingOverview,
  SaveCategorySortingBody,
  SaveCategorySortingResponse,
  UpdatePrimaryProductColorBody,
  UpdatePrimaryProductColorResponse,
} from '../merchandising.ts';

/**
 * Merchandising (spec shop-front §7, ADR 52): the spec's four calls keep its paths under /api; like every
 * staff call they are for the B2B Manager role only, and every write is audited. Changes show at once on
 * the category page and in any product search scoped to the category.
 */
const access = 'backoffice';
const tags = ['Merchandising'] as const;
const area = { areaId: 'b2b', languageCode: 'en' } as const;
const refusals = '401 anonymous; 403 without the B2B Manager role.';

export const updatePrimaryProductColor = defineEndpoint({
  operationId: 'updatePrimaryProductColor',
  method: 'PUT',
  path: '/api/Product/UpdatePrimaryProductColor',
  access,
  tags,
  summary: "Pick the colour a product shows first in one category's list (its tile's image and swatch)",
  description:
    "The colour must be one of the product's colours and the product must be in the category (or below " +
    `it). Audited. 400 merchandising.color-not-of-product / merchandising.product-not-in-category naming the id; 404 merchandising.category-not-found / merchandising.product-not-found; ${refusals}`,
  body: UpdatePrimaryProductColorBody,
  response: UpdatePrimaryProductColorResponse,
  errors: [
    'merchandising.category-not-found',
    'merchandising.product-not-found',
    'merchandising.product-not-in-category',
    'merchandising.color-not-of-product',
  ],
  example: {
    body: { areaInfo: area, productId: 'NL10001', categoryId: 'girls-dresses', primaryColorCode: 'rose' },
    response: { categoryId: 'girls-dresses', productId: 'NL10001', primaryColorCode: 'rose' },
  },
});

export const resetPrimaryProductColors = defineEndpoint({
  operationId: 'resetPrimaryProductColors',
  method: 'DELETE',
  path: '/api/Product/ResetPrimaryProductColors',
  access,
  tags,
  summary: "Forget every primary colour picked for a category: its tiles show each product's own again",
  description: `Audited. 404 merchandising.category-not-found; ${refusals}`,
  body: CategoryResetBody,
  response: CategoryResetResponse,
  errors: ['merchandising.category-not-found'],
  example: {
    body: { area, categoryId: 'girls-dresses' },
    response: { categoryId: 'girls-dresses', removed: 3 },
  },
});

export const saveCategorySorting = defineEndpoint({
  operationId: 'saveCategorySorting',
  method: 'POST',
  path: '/api/CategorySort/SaveCategorySorting',
  access,
  tags,
  summary: "Save the order of a category's products under the default sort 'sorting'",
  description:
    "sortedProducts (at most 500, no repeats) come first in that order; the category's other products follow " +
    'in their usual order. Replaces the saved order; an empty list resets it. Every product must be in the ' +
    'category or below it. Audited. 400 merchandising.product-not-in-category naming the id; 404 ' +
    `merchandising.category-not-found / merchandising.product-not-found; ${refusals}`,
  body: SaveCategorySortingBody,
  response: SaveCategorySortingResponse,
  errors: [
    'merchandising.category-not-found',
    'merchandising.product-not-found',
    'merchandising.product-not-in-category',
  ],
  example: {
    body: { area, categorySorting: { id: 'girls-dresses', sortedProducts: ['NL10012', 'NL10001'] } },
    response: { categoryId: 'girls-dresses', sortedProducts: ['NL10012', 'NL10001'] },
  },
});

export const resetCategorySorting = defineEndpoint({
  operationId: 'resetCategorySorting',
  method: 'POST',
  path: '/api/CategorySort/ResetCategorySorting',
  access,
  tags,
  summary: "Forget a category's saved order: the catalogue's own order applies again",
  description: `Audited. 404 merchandising.category-not-found; ${refusals}`,
  body: CategoryResetBody,
  response: CategoryResetResponse,
  errors: ['merchandising.category-not-found'],
  example: {
    body: { area, categoryId: 'girls-dresses' },
    response: { categoryId: 'girls-dresses', removed: 2 },
  },
});

export const getCategoryMerchandising = defineEndpoint({
  operationId: 'backofficeGetCategoryMerchandising',
  method: 'POST',
  path: '/backoffice/api/Merchandising/GetCategoryMerchandising',
  access,
  tags,
  summary: "What staff saved for one category: its order and its products' primary colours",
  description: `404 merchandising.category-not-found; ${refusals}`,
  body: GetCategoryMerchandisingBody,
  response: CategoryMerchandising,
  errors: ['merchandising.category-not-found'],
  example: {
    body: { area, categoryId: 'girls-dresses' },
    response: {
      categoryId: 'girls-dresses',
      sortedProducts: ['NL10012', 'NL10001'],
      primaryColors: [{ productId: 'NL10001', colorCode: 'rose' }],
    },
  },
});

export const getMerchandisingOverview = defineEndpoint({
  operationId: 'backofficeGetMerchandisingOverview',
  method: 'POST',
  path: '/backoffice/api/Merchandising/GetMerchandisingOverview',
  access,
  tags,
  summary:
    'Every category in menu order with how much staff arranged in it (sorted products, primary colours)',
  description: `Names and URLs in the area's language. ${refusals}`,
  body: GetMerchandisingOverviewBody,
  response: MerchandisingOverview,
  errors: [],
  example: {
    body: { area },
    response: {
      categories: [
        {
          id: 'girls',
          parentId: null,
          name: 'Girls',
          url: '/girls',
          depth: 0,
          sortedProducts: 0,
          primaryColors: 0,
        },
        {
          id: 'girls-dresses',
          parentId: 'girls',
          name: 'Dresses',
          url: '/girls/dresses',
          depth: 1,
          sortedProducts: 2,
          primaryColors: 1,
        },
      ],
    },
  },
});
