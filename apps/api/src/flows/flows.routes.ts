import type { endpoints } from '@shop/contracts/endpoints';
import { notFound } from '../lib/app-error.ts';
import type { Handlers } from '../lib/route.ts';
import { createOrderFromCart } from './create-order-from-cart.ts';
import { createOrdersFromCarts } from './create-orders-from-carts.ts';
import { getBackofficeOrder } from './get-backoffice-order.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getShippingMethods } from './get-shipping-methods.ts';
import { getUnavailableProducts } from './get-unavailable-products.ts';
import { addGridLines, quickOrder } from './quick-order.ts';
import { searchOrdersForStaff } from './search-orders-for-staff.ts';

// The calls whose handler runs a flow (work across modules, ADR 29), by domain. They are here, not in a
// module, because a module never imports flows/; routes.ts joins them with the modules' handlers.

/** Products with their prices and stock for the caller, and which of a list can no longer be bought. */
export const productHandlers: Handlers<typeof endpoints.product> = {
  getProductsByIds: async (request) => {
    const { area, ids, includeOutOfStockColors } = request.body;
    const found = await getProductsByIds(request.ctx, {
      languageCode: area.languageCode,
      currencyCode: area.currencyCode,
      ids,
      includeOutOfStockColors,
    });
    if (found.length === 0) throw notFound();
    return { items: Object.fromEntries(found.map((product) => [product.id, product])) };
  },

  getUnavailableProducts: async (request) => getUnavailableProducts(request.ctx, request.body),
};

/** The shipping methods a cart may use. */
export const shippingHandlers: Handlers<typeof endpoints.shipping> = {
  getShippingMethods: async (request) => ({
    shippingMethods: await getShippingMethods(request.ctx, request.body),
  }),
};

/** Orders from carts (the other order call is the order module's). */
export const orderFlowHandlers = {
  createOrderByCartId: async (request) => createOrderFromCart(request.ctx, request.body),
  createOrdersByCartIds: async (request) => createOrdersFromCarts(request.ctx, request.body),
} satisfies Partial<Handlers<typeof endpoints.order>>;

/** The back office's order detail and search. */
export const backofficeOrderFlowHandlers = {
  getOrder: async (request) =>
    getBackofficeOrder(request.ctx, request.body.orderId, request.body.languageCode),
  searchOrders: async (request) => searchOrdersForStaff(request.ctx.db, request.body),
} satisfies Partial<Handlers<typeof endpoints.backofficeOrders>>;

/** Quick order and the grid's lines: products found by number, then added to the cart. */
export const cartFlowHandlers = {
  quickOrder: ({ ctx, body }) => quickOrder(ctx, body),
  addGridLines: ({ ctx, body }) => addGridLines(ctx, body),
} satisfies Partial<Handlers<typeof endpoints.cart>>;
