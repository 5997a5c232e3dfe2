import { maxCartLines, maxLineQuantity } from '../cart-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  AddGridLinesBody,
  maxQuickOrderRows,
  maxQuickOrderTextLength,
  QuickOrderBody,
  QuickOrderResponse,
} from '../quick-order.ts';
import { requestIdDescription } from '../request-id.ts';

/**
 * Quick order and the size × colour grid (issue 20; docs/decisions/0057-quick-order-and-grid.md). Part of
 * `endpoints.cart` (cart.ts re-exports them).
 */

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;
const addedLine = {
  lineNo: 2,
  productId: 'NL10001',
  variantId: 'NL10001-jojoba-110',
  unitId: 'CU',
  productNumber: 'NL10001',
  name: 'Vilma Dress',
  colorName: 'Jojoba',
  size: '110',
  orderedQuantity: 4,
  orderType: 'Stock',
  cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
  quantity: 4,
  reducedBy: null,
} as const;
const answer = {
  carts: [{ orderType: 'Stock', cartId: addedLine.cartId, lineCount: 1, quantity: 4 }],
  added: [addedLine],
  rowErrors: [{ row: 3, text: 'NL99999;110;2', problem: 'unknown-item' }],
} as const;

const placement =
  'Each line goes into the open cart its colour picks (as add to cart and "Order again" pick it): the Stock ' +
  'cart when the colour can be stock-ordered and has stock, else the Preorder cart when it can be presold; a ' +
  'cart is made when there is none and quantities are added to what it holds. A Stock line gets what stock ' +
  `can deliver; no line passes ${maxLineQuantity} pieces or a cart ${maxCartLines} lines. Good lines are ` +
  'added even when other rows are refused; every refused row is answered with its problem.';

export const quickOrder = defineEndpoint({
  operationId: 'cartQuickOrder',
  method: 'POST',
  path: '/api/Cart/QuickOrder',
  access: 'customer',
  tags: ['Cart'],
  summary: 'Quick order: pasted rows or a CSV file’s text into the acting customer’s carts in one call',
  description:
    'Rows are "item number or EAN; size; quantity" or "item number; colour; size; quantity", separated by ' +
    'tabs (as copied from Excel), semicolons or commas; a header row and blank lines are skipped. The item is ' +
    'an EAN (8–14 digits, the size cell may be empty), a style number with its colour (`NL10001-jojoba`), or a ' +
    'style number alone when the style has one orderable colour. ' +
    `At most ${maxQuickOrderRows} rows and ${maxQuickOrderTextLength} characters. ${placement} ` +
    requestIdDescription,
  body: QuickOrderBody,
  response: QuickOrderResponse,
  errors: ['cart-request-reused'],
  example: {
    body: {
      area,
      text: 'Item;Size;Quantity\nNL10001-jojoba;110;4\nNL99999;110;2',
      requestId: '3b241101-e2bb-4255-8caf-4136c566a962',
    },
    response: answer,
  },
});

export const addGridLines = defineEndpoint({
  operationId: 'cartAddGridLines',
  method: 'POST',
  path: '/api/Cart/AddGridLines',
  access: 'customer',
  tags: ['Cart'],
  summary: 'The size × colour grid of one product into the acting customer’s carts in one call',
  description:
    'Every cell of the grid (a variant of the product and a quantity, in one unit of measure) becomes a line ' +
    `of the cart its colour picks. ${placement} A row of the answer is the cell's place in \`lines\` (from 1). ` +
    requestIdDescription,
  body: AddGridLinesBody,
  response: QuickOrderResponse,
  errors: ['not-found', 'cart-request-reused'],
  example: {
    body: {
      area,
      productId: 'NL10001',
      unitId: 'CU',
      lines: [{ variantId: 'NL10001-jojoba-110', quantity: 4 }],
    },
    response: { ...answer, added: [{ ...addedLine, lineNo: 1 }], rowErrors: [] },
  },
});
