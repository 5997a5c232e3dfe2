import { defineEndpoint } from '../endpoint.ts';
import { GetPricesBody, GetPricesResponse } from '../price.ts';

const productKey = { productId: 'NL10001', variantId: null, unitOfMeasure: 'CU' };

export const getPrices = defineEndpoint({
  operationId: 'getPrices',
  method: 'POST',
  path: '/api/Price/GetPrices',
  access: 'anonymous',
  tags: ['Price'],
  summary: 'Retail (RRP) prices of 1–100 product keys at quantity 1, minor units without VAT',
  description:
    'Anonymous: in currencyCode (default EUR); a logged-in customer: in their retail currency (else their ' +
    "currency), currencyCode ignored; a session editing a proposal draft: in the draft's currency and list " +
    '(`RETAIL <currency>`), currencyCode ignored. Keys without a price are left out.',
  body: GetPricesBody,
  response: GetPricesResponse,
  errors: [],
  example: {
    body: { currencyCode: 'DKK', products: [productKey] },
    response: {
      prices: [
        {
          productKey,
          price: { unitPrice: 24900, netUnitPrice: 24900, beforePrice: null },
          currencyCode: 'DKK',
        },
      ],
      currencyCode: 'DKK',
    },
  },
});

export const getPricesByCustomer = defineEndpoint({
  operationId: 'getPricesByCustomer',
  method: 'POST',
  path: '/api/Price/GetPricesByCustomer',
  access: 'customer',
  tags: ['Price'],
  summary:
    "The acting customer's net prices (own price group and currency; a sales user gets the impersonated " +
    "customer's) of 1–100 product keys at quantity 1, minor units without VAT",
  description: 'currencyCode is ignored. Keys without a price are left out. 403 for a deactivated customer.',
  body: GetPricesBody,
  response: GetPricesResponse,
  errors: [],
  example: {
    // Customer C10001 (dealer@nordlys.demo) pays its B2B DKK group price less 5 % on girls' dresses.
    body: { products: [productKey] },
    response: {
      prices: [
        {
          productKey,
          price: { unitPrice: 12450, netUnitPrice: 11828, beforePrice: null },
          currencyCode: 'DKK',
        },
      ],
      currencyCode: 'DKK',
    },
  },
});
