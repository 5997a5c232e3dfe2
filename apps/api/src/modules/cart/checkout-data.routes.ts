import {
  AddressesResponse,
  ErrorBody,
  GetAddressesBody,
  GetShippingMethodsBody,
  ShippingMethodsResponse,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCustomerAddresses } from './customer-addresses.ts';
import { getShippingMethods } from './shipping.service.ts';

/** What the checkout asks besides the cart: shipping methods for an address, and the customer's addresses. */
export const checkoutDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Shipping/GetShippingMethods',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['Shipping'],
        summary:
          "The shipping methods for the cart's owner at the address, fees in the cart's currency (minor units " +
          'without VAT): a parcel and express by country group (Denmark, Europe, world), or pickup only (fee 0, ' +
          'extraInfo.pickup) for a customer whose shipment method code is EXW. 404/403 as GetCartById.',
        body: GetShippingMethodsBody,
        response: {
          200: ShippingMethodsResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({ shippingMethods: await getShippingMethods(request.ctx, request.body) }),
  );

  app.post(
    '/api/Customer/GetAddresses',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['Customer'],
        summary:
          'The shipping and billing addresses of the customer acted for, default ones first; an empty list for ' +
          'a not-logged-in visitor; 403 for a sales user acting for nobody.',
        body: GetAddressesBody,
        response: { 200: AddressesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ addresses: await getCustomerAddresses(request.ctx) }),
  );
};
