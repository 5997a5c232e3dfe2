import {
  AddOrUpdateLinesBody,
  CalculateCartResponse,
  CartIdBody,
  CartResponse,
  CartsResponse,
  ChangeLinesResponse,
  CreateCartBody,
  DeleteLinesBody,
  GetCartByIdBody,
  GetCartsBySearchBody,
  GetOrCreateCartBody,
  SaveCartBody,
  SetBillingAddressBody,
  SetOrderFieldsBody,
  SetShippingBody,
} from '../cart.ts';
import { maxLineQuantity } from '../cart-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { ErrorCode } from '../error-codes.ts';
import {
  exampleArea as area,
  exampleCartId as cartId,
  exampleAddress,
  exampleCalculatedCart,
  exampleCart,
  exampleProductKey,
  exampleShippingMethod,
} from './cart-examples.ts';

/**
 * The cart calls of spec §7. Every call takes any valid token ('visitor': a user's or a not-logged-in
 * visitor's) and the API checks the cart belongs to the caller: a customer's cart to whoever acts for the
 * customer, a visitor's to its token. Prices, fees, totals and customer numbers in a body are never read
 * (unknown keys are stripped). Every change answers the cart as it is after the change.
 */

const ownership =
  '401 without a token; 404 cart-not-found; 403 NotCartOwnerException for a cart of someone else';
const change = `${ownership}; 409 CartUsedInOrderException once the cart is used in an order`;

/** The failures of a call on one cart the caller names. */
const ownedCart = ['cart-not-found', 'not-cart-owner'] as const satisfies readonly ErrorCode[];
/** …and of a change to it. */
const openCart = [...ownedCart, 'cart-used-in-order'] as const satisfies readonly ErrorCode[];

/** ExportCartAsExcel and ImportCart are `endpoints.cart` calls too. */
export { exportCartAsExcel, importCart } from './cart-excel.ts';
export { addGridLines, quickOrder } from './quick-order.ts';

export const createCart = defineEndpoint({
  operationId: 'createCart',
  method: 'POST',
  path: '/api/Cart/CreateCart',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'A cart of the order type for the caller',
  description:
    "The acting customer's (their currency, net prices) or the visitor token's (area currency, default EUR, " +
    'retail prices). One open cart per owner and order type: when one exists it is answered. 403 for a sales ' +
    'user acting for nobody or a deactivated customer.',
  body: CreateCartBody,
  response: CartResponse,
  errors: ['Forbidden'],
  example: { body: { area, orderType: 'Stock' }, response: { cart: { ...exampleCart, lines: [] } } },
});

export const getOrCreateCart = defineEndpoint({
  operationId: 'getOrCreateCart',
  method: 'POST',
  path: '/api/Cart/GetOrCreateCart',
  access: 'visitor',
  tags: ['Cart'],
  summary: "The caller's open cart of the order type, created when there is none",
  description:
    'Race-free: concurrent calls get the same cart. 403 for a sales user acting for nobody or a deactivated ' +
    'customer.',
  body: GetOrCreateCartBody,
  response: CartResponse,
  errors: ['Forbidden'],
  example: { body: { area, orderType: 'Stock' }, response: { cart: exampleCart } },
});

export const getCartById = defineEndpoint({
  operationId: 'getCartById',
  method: 'POST',
  path: '/api/Cart/GetCartById',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'One cart (also one used in an order, usedInOrder true) with products in the area language',
  description: `${ownership}.`,
  body: GetCartByIdBody,
  response: CartResponse,
  errors: ownedCart,
  example: { body: { areaInfo: area, id: cartId }, response: { cart: exampleCart } },
});

export const getCartsBySearch = defineEndpoint({
  operationId: 'getCartsBySearch',
  method: 'POST',
  path: '/api/Cart/GetCartsBySearch',
  access: 'visitor',
  tags: ['Cart'],
  summary: "The caller's open carts, optionally only of orderTypes, in order-type order",
  body: GetCartsBySearchBody,
  response: CartsResponse,
  errors: ['Forbidden'],
  example: { body: { area, orderTypes: ['Stock'] }, response: { carts: [exampleCart] } },
});

export const saveCart = defineEndpoint({
  operationId: 'saveCart',
  method: 'POST',
  path: '/api/Cart/SaveCart',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Saves the header fields sent (comment, reference, paymentMethod account|card)',
  description: `Left-out fields keep their value, null clears. ${change}.`,
  body: SaveCartBody,
  response: CartResponse,
  errors: ['bad-request', ...openCart],
  example: {
    body: { area, cartId, reference: 'PO-4711', paymentMethod: 'account' },
    response: { cart: { ...exampleCart, reference: 'PO-4711', paymentMethod: 'account', version: 3 } },
  },
});

export const addOrUpdateLines = defineEndpoint({
  operationId: 'addOrUpdateLines',
  method: 'POST',
  path: '/api/Cart/AddOrUpdateLines',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Adds each quantity to its line, or replaces it with overrideExistingQuantity',
  description:
    'The line is found by lineId, else by productKey; a new line otherwise. Quantity 0 deletes the line. ' +
    "400 naming the product when it, its variant or unit does not exist or its colour does not allow the cart's " +
    'order type (allowPresale for Preorder, allowStockOrder for Stock). Concurrent calls never lose an update. ' +
    `Quantities are whole numbers from 1 to ${maxLineQuantity} (0 removes the line); anything else is 400 naming ` +
    'the field. Into a Stock cart a line gets at most what stock (on hand and arriving) can deliver beside what ' +
    'the cart holds of the variant; `reduced` lists each line cut so, with what was asked and what went in (0: ' +
    `nothing, the line is left as it was). ${change}.`,
  body: AddOrUpdateLinesBody,
  response: ChangeLinesResponse,
  errors: ['cart-line-invalid', 'cart-line-quantity', 'cart-full', ...openCart],
  example: {
    body: { area, cartId, lines: [{ productKey: exampleProductKey, quantity: 2 }] },
    response: { cart: exampleCart, reduced: [] },
  },
});

export const deleteLines = defineEndpoint({
  operationId: 'deleteLines',
  method: 'DELETE',
  path: '/api/Cart/DeleteLines',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Removes lines named by lineId or productKey',
  description:
    'A productKey without variantId names that product and unit in every variant; lines not in the cart are ' +
    `ignored. ${change}.`,
  body: DeleteLinesBody,
  response: CartResponse,
  errors: ['bad-request', ...openCart],
  example: {
    body: { area, cartId, lines: [{ productKey: exampleProductKey }] },
    response: { cart: { ...exampleCart, lines: [], version: 3 } },
  },
});

export const calculateCart = defineEndpoint({
  operationId: 'calculateCart',
  method: 'POST',
  path: '/api/Cart/CalculateCart',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Calculates and stores the cart',
  description:
    'For Stock carts first the validation of spec §5 (lines cut to what stock delivers, lines in another unit ' +
    "than CU removed; saved and listed in validationChanges), then prices at the lines' quantities (a " +
    "customer's net prices, a visitor's retail prices), deliveries, summary totals, shipping fee, VAT (×1.25) " +
    'and the minimum check (customer Preorder/Stock carts). usingFallbackStrategy: the ERP failed and prices ' +
    'were calculated internally. 422 CartCalculationException naming a product without a price or no longer ' +
    `sold. ${change}.`,
  body: CartIdBody,
  response: CalculateCartResponse,
  errors: ['cart-calculation-failed', ...openCart],
  example: {
    body: { area, cartId },
    response: { cart: exampleCalculatedCart, usingFallbackStrategy: false, validationChanges: [] },
  },
});

export const emptyCart = defineEndpoint({
  operationId: 'emptyCart',
  method: 'DELETE',
  path: '/api/Cart/EmptyCart',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Removes every line; addresses, shipping and order fields stay',
  description: `${change}.`,
  body: CartIdBody,
  response: CartResponse,
  errors: openCart,
  example: { body: { area, cartId }, response: { cart: { ...exampleCart, lines: [], version: 3 } } },
});

export const setBillingAddress = defineEndpoint({
  operationId: 'setBillingAddress',
  method: 'PATCH',
  path: '/api/Cart/SetBillingAddress',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Sets the billing address',
  description: `${change}.`,
  body: SetBillingAddressBody,
  response: CartResponse,
  errors: openCart,
  example: {
    body: { area, cartId, billingAddress: exampleAddress },
    response: { cart: { ...exampleCart, billingAddress: exampleAddress, version: 3 } },
  },
});

export const setShipping = defineEndpoint({
  operationId: 'setShipping',
  method: 'PATCH',
  path: '/api/Cart/SetShipping',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Sets the shipping address and method',
  description:
    'shippingMethod.internalId must be one GetShippingMethods offers for that address (400 ' +
    `shipping-method-not-offered otherwise); name and fee come from the server. ${change}.`,
  body: SetShippingBody,
  response: CartResponse,
  errors: ['shipping-method-not-offered', ...openCart],
  example: {
    body: { area, cartId, shippingAddress: exampleAddress, shippingMethod: { internalId: 'parcel-dk' } },
    response: {
      cart: {
        ...exampleCart,
        shippingAddress: exampleAddress,
        shippingMethod: exampleShippingMethod,
        version: 3,
      },
    },
  },
});

export const setOrderFields = defineEndpoint({
  operationId: 'setOrderFields',
  method: 'PATCH',
  path: '/api/Cart/SetOrderFields',
  access: 'visitor',
  tags: ['Cart'],
  summary: 'Sets comment (≤ 2000) and reference (≤ 100); null clears',
  description: `${change}.`,
  body: SetOrderFieldsBody,
  response: CartResponse,
  errors: openCart,
  example: {
    body: { area, cartId, comment: 'Please deliver before noon', reference: 'PO-4711' },
    response: {
      cart: { ...exampleCart, comment: 'Please deliver before noon', reference: 'PO-4711', version: 3 },
    },
  },
});
