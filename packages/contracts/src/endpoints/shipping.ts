import { GetShippingMethodsBody, ShippingMethodsResponse } from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';
import { exampleAddress, exampleArea, exampleCartId, exampleShippingMethod } from './cart-examples.ts';

/** The checkout's shipping step asks which methods reach an address before it sets one on the cart. */

export const getShippingMethods = defineEndpoint({
  operationId: 'getShippingMethods',
  method: 'POST',
  path: '/api/Shipping/GetShippingMethods',
  access: 'visitor',
  tags: ['Shipping'],
  summary: "The shipping methods for the cart's owner at the address, fees in the cart's currency",
  description:
    'Fees are minor units without VAT: a parcel and express by country group (Denmark, Europe, world), or ' +
    'pickup only (fee 0, extraInfo.pickup) for a customer whose shipment method code is EXW. 404/403 as ' +
    'GetCartById.',
  body: GetShippingMethodsBody,
  response: ShippingMethodsResponse,
  errors: ['cart-not-found', 'not-cart-owner'],
  example: {
    body: { area: exampleArea, cartId: exampleCartId, address: exampleAddress },
    response: {
      shippingMethods: [
        exampleShippingMethod,
        { ...exampleShippingMethod, internalId: 'express-dk', name: 'Express (DHL Express)', fee: 15000 },
      ],
    },
  },
});
