import { AddressesResponse, GetAddressesBody, GetSalesContactsBody, SalesContactsResponse } from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';
import { exampleAddress, exampleArea } from './cart-examples.ts';

/** What the cart and checkout pages ask about the customer acted for: addresses and sales contacts. */

export const getAddresses = defineEndpoint({
  operationId: 'getAddresses',
  method: 'POST',
  path: '/api/Customer/GetAddresses',
  access: 'visitor',
  tags: ['Customer'],
  summary: 'The shipping and billing addresses of the customer acted for, default ones first',
  description: 'An empty list for a not-logged-in visitor; 403 for a sales user acting for nobody.',
  body: GetAddressesBody,
  response: AddressesResponse,
  errors: ['Forbidden'],
  example: {
    body: { areaInfo: exampleArea },
    response: {
      addresses: [
        {
          ...exampleAddress,
          id: '3f1c2a9e-5b7d-4e0a-9c61-2d8f4b6a1e07',
          kind: 'billing',
          isDefault: true,
          address1: 'Bogholderiet, Søndergade 21',
        },
        { ...exampleAddress, id: 'a8e0d4b2-71c3-4f95-8b2e-6c0f9d3a5b18', kind: 'shipping', isDefault: true },
      ],
    },
  },
});

export const getSalesContacts = defineEndpoint({
  operationId: 'getSalesContacts',
  method: 'POST',
  path: '/api/Customer/GetSalesContacts',
  access: 'customer',
  tags: ['Customer'],
  summary: 'The sales persons of the customer acted for (own or impersonated), by name',
  description:
    'Name, e-mail and phone (null: users have no phone number). 401 without a token; 403 for a not-logged-in ' +
    'visitor or a sales user acting for nobody.',
  body: GetSalesContactsBody,
  response: SalesContactsResponse,
  errors: [],
  example: {
    body: { areaInfo: exampleArea },
    response: {
      contacts: [
        { name: 'Peter Nordby', email: 'manager@nordlys.demo', phone: null },
        { name: 'Sofie Sælger', email: 'sales@nordlys.demo', phone: null },
      ],
    },
  },
});
