import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getUnavailableProducts } from './get-unavailable-products.ts';

export const productRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.product.getProductsByIds, async (request) => {
    const { area, ids, includeOutOfStockColors } = request.body;
    const found = await getProductsByIds(request.ctx, {
      languageCode: area.languageCode,
      currencyCode: area.currencyCode,
      ids,
      includeOutOfStockColors,
    });
    if (found.length === 0) throw notFound();
    return { items: Object.fromEntries(found.map((product) => [product.id, product])) };
  });

  route(app, endpoints.product.getUnavailableProducts, async (request) =>
    getUnavailableProducts(request.ctx, request.body),
  );
};
