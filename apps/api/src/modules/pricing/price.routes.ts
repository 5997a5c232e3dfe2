import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getPrices, getPricesByCustomer } from './price.service.ts';

export const priceHandlers: Handlers<typeof endpoints.price> = {
  getPrices: async (request) => getPrices(request.ctx, request.body),
  getPricesByCustomer: async (request) => getPricesByCustomer(request.ctx, request.body),
};
