import { defineEndpoint } from '../endpoint.ts';
import {
  GetProductsByIdsBody,
  GetProductsByIdsResponse,
  GetUnavailableProductsBody,
  GetUnavailableProductsResponse,
} from '../product.ts';

export const getProductsByIds = defineEndpoint({
  operationId: 'getProductsByIds',
  method: 'POST',
  path: '/api/Product/GetProductsByIds',
  access: 'anonymous',
  tags: ['Product'],
  summary:
    'Products by id (1–200) in the area language, keyed by id in the order asked; unknown ids are left out',
  description:
    '404 "Not Found" when none is found. unitPrices are retail prices (area currency, default EUR; a ' +
    "logged-in customer's retail currency); stocks (location B2B) only for a logged-in customer. Colours " +
    'without stock that cannot be presold are left out unless includeOutOfStockColors.',
  body: GetProductsByIdsBody,
  response: GetProductsByIdsResponse,
  errors: ['not-found'],
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' },
      ids: ['NL10001', 'NL10012'],
      includeOutOfStockColors: false,
    },
  },
});

export const getUnavailableProducts = defineEndpoint({
  operationId: 'getUnavailableProducts',
  method: 'POST',
  path: '/api/Product/GetUnavailableProducts',
  access: 'anonymous',
  tags: ['Product'],
  summary:
    'Variants that cannot be ordered now, keyed by productId then variantId, with the reason ' +
    '(not-found, outphased, out-of-stock, no-price); available ones are left out',
  description:
    "Give productKeys (1–200) or a cartId (the caller's own cart: its lines, priced in its currency; 401 " +
    'without a token, 404 cart-not-found, 403 NotCartOwnerException). A deactivated customer is refused ' +
    'with 403 Forbidden.',
  body: GetUnavailableProductsBody,
  response: GetUnavailableProductsResponse,
  errors: ['Unauthorized', 'Forbidden', 'cart-not-found', 'not-cart-owner'],
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' },
      productKeys: [{ productId: 'NL10003', variantId: 'NL10003-rose-110', unitOfMeasure: 'CU' }],
    },
    response: { products: { NL10003: { 'NL10003-rose-110': 'out-of-stock' } } },
  },
});
