import { ErrorBody, GetPricesBody, GetPricesResponse } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPrices, getPricesByCustomer } from './price.service.ts';

export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Price'];

  app.post(
    '/api/Price/GetPrices',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'Retail (RRP) prices of 1–100 product keys at quantity 1, minor units without VAT. Anonymous: in ' +
          'currencyCode (default EUR); a logged-in customer: in their retail currency (else their currency), ' +
          'currencyCode ignored. Keys without a price are left out.',
        body: GetPricesBody,
        response: { 200: GetPricesResponse, 400: ErrorBody },
      },
    },
    async (request) => getPrices(request.ctx, request.body),
  );

  app.post(
    '/api/Price/GetPricesByCustomer',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          "The acting customer's net prices (own price group and currency; a sales user gets the " +
          "impersonated customer's) of 1–100 product keys at quantity 1, minor units without VAT; " +
          'currencyCode is ignored. Keys without a price are left out. 403 for a deactivated customer.',
        body: GetPricesBody,
        response: { 200: GetPricesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => getPricesByCustomer(request.ctx, request.body),
  );
};
