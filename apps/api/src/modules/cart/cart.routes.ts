import {
  AddOrUpdateLinesBody,
  CalculateCartResponse,
  CartIdBody,
  CartResponse,
  CartsResponse,
  CreateCartBody,
  DeleteLinesBody,
  ErrorBody,
  GetCartByIdBody,
  GetCartsBySearchBody,
  GetOrCreateCartBody,
  SaveCartBody,
  SetBillingAddressBody,
  SetOrderFieldsBody,
  SetShippingBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculateCart } from './calculate-cart.ts';
import {
  addOrUpdateLines,
  deleteLines,
  emptyCart,
  getCartById,
  getCartsBySearch,
  getOrCreateCart,
} from './cart.service.ts';
import { saveCart, setBillingAddress, setOrderFields, setShipping } from './cart-fields.ts';

/**
 * The cart calls of spec §7. Every route takes any valid token ('visitor': a user's or a not-logged-in
 * visitor's) and the service checks the cart belongs to the caller: a customer's cart to whoever acts for the
 * customer, a visitor's to its token. Prices, fees, totals and customer numbers in a body are never read
 * (unknown keys are stripped). Every change answers the cart as it is after the change.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Cart'];
  const config = { access: 'visitor' as const };
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const ownership =
    '401 without a token; 404 cart-not-found; 403 NotCartOwnerException for a cart of someone else';
  const change = `${ownership}; 409 CartUsedInOrderException once the cart is used in an order`;

  app.post(
    '/api/Cart/CreateCart',
    {
      config,
      schema: {
        tags,
        summary:
          "A cart of the order type for the caller: the acting customer's (their currency, net prices) or the " +
          "visitor token's (area currency, default EUR, retail prices). One open cart per owner and order type: " +
          'when one exists it is answered. 403 for a sales user acting for nobody or a deactivated customer.',
        body: CreateCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await getOrCreateCart(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/GetOrCreateCart',
    {
      config,
      schema: {
        tags,
        summary:
          "The caller's open cart of the order type, created when there is none (race-free: concurrent calls " +
          'get the same cart). 403 for a sales user acting for nobody or a deactivated customer.',
        body: GetOrCreateCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await getOrCreateCart(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/GetCartById',
    {
      config,
      schema: {
        tags,
        summary: `One cart (also one used in an order, usedInOrder true) with products in the area language. ${ownership}.`,
        body: GetCartByIdBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await getCartById(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/GetCartsBySearch',
    {
      config,
      schema: {
        tags,
        summary: "The caller's open carts, optionally only of orderTypes, in order-type order.",
        body: GetCartsBySearchBody,
        response: { 200: CartsResponse, ...errors },
      },
    },
    async (request) => ({ carts: await getCartsBySearch(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/SaveCart',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves the header fields sent (comment, reference, paymentMethod account|card); left-out fields keep ' +
          `their value, null clears. ${change}.`,
        body: SaveCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await saveCart(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/AddOrUpdateLines',
    {
      config,
      schema: {
        tags,
        summary:
          'Adds each quantity to its line (found by lineId, else by productKey; a new line otherwise), or ' +
          'replaces it with overrideExistingQuantity; quantity ≤ 0 deletes the line. 400 naming the product ' +
          "when it, its variant or unit does not exist or its colour does not allow the cart's order type " +
          `(allowPresale for Preorder, allowStockOrder for Stock). Concurrent calls never lose an update. ${change}.`,
        body: AddOrUpdateLinesBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await addOrUpdateLines(request.ctx, request.body) }),
  );

  app.delete(
    '/api/Cart/DeleteLines',
    {
      config,
      schema: {
        tags,
        summary:
          'Removes lines named by lineId or productKey (without variantId: that product and unit in every ' +
          `variant); lines not in the cart are ignored. ${change}.`,
        body: DeleteLinesBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await deleteLines(request.ctx, request.body) }),
  );

  app.post(
    '/api/Cart/CalculateCart',
    {
      config,
      schema: {
        tags,
        summary:
          'Calculates and stores the cart: for Stock carts first the validation of spec §5 (lines cut to what ' +
          'stock delivers, lines in another unit than CU removed; saved and listed in validationChanges), then ' +
          "prices at the lines' quantities (a customer's net prices, a visitor's retail prices), deliveries, " +
          'summary totals, shipping fee, VAT (×1.25) and the minimum check (customer Preorder/Stock carts). ' +
          'usingFallbackStrategy: the ERP failed and prices were calculated internally. 422 ' +
          `CartCalculationException naming a product without a price or no longer sold. ${change}.`,
        body: CartIdBody,
        response: { 200: CalculateCartResponse, ...errors, 422: ErrorBody },
      },
    },
    async (request) => {
      const priced = await calculateCart(request.ctx, request.body.cartId, {
        languageCode: request.body.area.languageCode,
      });
      return {
        cart: priced.cart,
        usingFallbackStrategy: priced.usingFallbackStrategy,
        validationChanges: priced.validationChanges,
      };
    },
  );

  app.delete(
    '/api/Cart/EmptyCart',
    {
      config,
      schema: {
        tags,
        summary: `Removes every line; addresses, shipping and order fields stay. ${change}.`,
        body: CartIdBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await emptyCart(request.ctx, request.body) }),
  );

  app.patch(
    '/api/Cart/SetBillingAddress',
    {
      config,
      schema: {
        tags,
        summary: `Sets the billing address. ${change}.`,
        body: SetBillingAddressBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await setBillingAddress(request.ctx, request.body) }),
  );

  app.patch(
    '/api/Cart/SetShipping',
    {
      config,
      schema: {
        tags,
        summary:
          'Sets the shipping address and method; shippingMethod.internalId must be one GetShippingMethods ' +
          `offers for that address (400 shipping-method-not-offered otherwise); name and fee come from the server. ${change}.`,
        body: SetShippingBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await setShipping(request.ctx, request.body) }),
  );

  app.patch(
    '/api/Cart/SetOrderFields',
    {
      config,
      schema: {
        tags,
        summary: `Sets comment (≤ 2000) and reference (≤ 100); null clears. ${change}.`,
        body: SetOrderFieldsBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ cart: await setOrderFields(request.ctx, request.body) }),
  );
};
