import { maxCartLines, maxLineQuantity } from '../cart-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ReorderOrderBody, ReorderOrderResponse } from '../reorder.ts';
import { requestIdDescription } from '../request-id.ts';

/**
 * "Order again" (issue 17; docs/decisions/0043-order-again.md). Part of `endpoints.customerCenter`
 * (customer-center.ts re-exports it).
 */
export const reorderOrder = defineEndpoint({
  operationId: 'customerCenterReorderOrder',
  method: 'POST',
  path: '/api/CustomerCenter/ReorderOrder',
  access: 'customer',
  tags: ['CustomerCenter'],
  summary: "Order again: an order's lines into the acting customer's open carts, at today's prices",
  description:
    "Each line of the order goes into the open cart its colour's rules pick today, as the storefront's add to " +
    'cart picks it: the Stock cart when the colour can be stock-ordered and has stock on hand, else the ' +
    'Preorder cart when it can be presold. The quantity is added to what the cart holds (a cart is created ' +
    'when there is none); prices are not copied: the cart prices its lines when calculated. A Stock line gets ' +
    `what stock (on hand and arriving) can deliver, and no line passes ${maxLineQuantity} pieces or a cart ` +
    `${maxCartLines} lines. Lines not added are listed with the reason (product-not-sold, variant-not-sold, ` +
    'color-not-orderable, out-of-stock, quantity-limit, cart-full). ' +
    requestIdDescription +
    '404 not-found: no such order of this customer (also for another customer’s order). 403 ' +
    'permission-scope.shipping-required: the user’s permission scope does not show orders (ADR 41); filling ' +
    'carts needs no scope.',
  body: ReorderOrderBody,
  response: ReorderOrderResponse,
  errors: [
    'not-found',
    'permission-scope.shipping-required',
    'cart-line-quantity',
    'cart-full',
    'cart-line-invalid',
    'cart-request-reused',
  ],
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' },
      orderId: 'SO100001',
      requestId: '3b241101-e2bb-4255-8caf-4136c566a962',
    },
    response: {
      orderId: 'SO100001',
      carts: [
        { orderType: 'Stock', cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57', lineCount: 1, quantity: 12 },
      ],
      added: [
        {
          lineNo: 1,
          productId: 'NL10001',
          variantId: 'NL10001-jojoba-110',
          unitId: 'CU',
          productNumber: 'NL10001',
          name: 'Vilma Dress',
          colorName: 'Jojoba',
          size: '110',
          orderedQuantity: 20,
          orderType: 'Stock',
          cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
          quantity: 12,
          reducedBy: 'stock',
        },
      ],
      notAdded: [
        {
          lineNo: 2,
          productId: 'NL10002',
          variantId: 'NL10002-rose-116',
          unitId: 'CU',
          productNumber: 'NL10002',
          name: 'Alma Blouse',
          colorName: 'Rose',
          size: '116',
          orderedQuantity: 10,
          reason: 'color-not-orderable',
        },
      ],
    },
  },
});
