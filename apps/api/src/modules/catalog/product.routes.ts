import {
  ErrorBody,
  GetProductsByIdsBody,
  GetProductsByIdsResponse,
  GetUnavailableProductsBody,
  GetUnavailableProductsResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getUnavailableProducts } from './get-unavailable-products.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Product'];

  app.post(
    '/api/Product/GetProductsByIds',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'Products by id (1–200) in the area language, keyed by id in the order asked; unknown ids are ' +
          'left out, 404 "Not Found" when none is found. unitPrices are retail prices (area currency, default ' +
          "EUR; a logged-in customer's retail currency); stocks (location B2B) only for a logged-in customer. " +
          'Colours without stock that cannot be presold are left out unless includeOutOfStockColors.',
        body: GetProductsByIdsBody,
        response: { 200: GetProductsByIdsResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { area, ids, includeOutOfStockColors } = request.body;
      const found = await getProductsByIds(request.ctx, {
        languageCode: area.languageCode,
        currencyCode: area.currencyCode,
        ids,
        includeOutOfStockColors,
      });
      if (found.length === 0) throw notFound();
      return { items: Object.fromEntries(found.map((product) => [product.id, product])) };
    },
  );

  app.post(
    '/api/Product/GetUnavailableProducts',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'Variants that cannot be ordered now, keyed by productId then variantId, with the reason ' +
          '(not-found, outphased, out-of-stock, no-price); available ones are left out. Give productKeys ' +
          "(1–200) or a cartId (the caller's own cart: its lines, priced in its currency; 401 without a token, " +
          '404 cart-not-found, 403 NotCartOwnerException).',
        body: GetUnavailableProductsBody,
        response: {
          200: GetUnavailableProductsResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => getUnavailableProducts(request.ctx, request.body),
  );
};
