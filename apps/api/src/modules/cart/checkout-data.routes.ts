import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getCustomerAddresses } from './customer-addresses.ts';
import { getShippingMethods } from './shipping.service.ts';

/** What the checkout asks besides the cart: shipping methods for an address, and the customer's addresses. */
export const checkoutDataRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.shipping.getShippingMethods, async (request) => ({
    shippingMethods: await getShippingMethods(request.ctx, request.body),
  }));

  route(app, endpoints.customer.getAddresses, async (request) => ({
    addresses: await getCustomerAddresses(request.ctx),
  }));
};
