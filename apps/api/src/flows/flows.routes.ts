import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/app-error.ts';
import { route } from '../lib/route.ts';
import { createOrderFromCart } from './create-order-from-cart.ts';
import { createOrdersFromCarts } from './create-orders-from-carts.ts';
import { getBackofficeOrder } from './get-backoffice-order.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getShippingMethods } from './get-shipping-methods.ts';
import { getUnavailableProducts } from './get-unavailable-products.ts';
import { addGridLines, quickOrder } from './quick-order.ts';
import { searchOrdersForStaff } from './search-orders-for-staff.ts';

/**
 * The calls whose handler runs a flow (work across modules, ADR 29). They are registered here, not in a
 * module, because a module never imports flows/.
 */
export const flowRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.product.getProductsByIds, async (request) => {
    const { area, ids, includeOutOfStockColors } = request.body;
    const found = await getProductsByIds(request.ctx, {
      languageCode: area.languageCode,
      currencyCode: area.currencyCode,
      ids,
      includeOutOfStockColors,
    });
    if (found.length === 0) throw notFound();
    return { items: Object.fromEntries(found.map((product) => [product.id, product])) };
  });

  route(app, endpoints.product.getUnavailableProducts, async (request) =>
    getUnavailableProducts(request.ctx, request.body),
  );

  route(app, endpoints.shipping.getShippingMethods, async (request) => ({
    shippingMethods: await getShippingMethods(request.ctx, request.body),
  }));

  route(app, endpoints.order.createOrderByCartId, async (request) =>
    createOrderFromCart(request.ctx, request.body),
  );
  route(app, endpoints.order.createOrdersByCartIds, async (request) =>
    createOrdersFromCarts(request.ctx, request.body),
  );

  route(app, endpoints.backofficeOrders.getOrder, async (request) =>
    getBackofficeOrder(request.ctx, request.body.orderId),
  );
  route(app, endpoints.backofficeOrders.searchOrders, async (request) =>
    searchOrdersForStaff(request.ctx.db, request.body),
  );

  route(app, endpoints.cart.quickOrder, ({ ctx, body }) => quickOrder(ctx, body.area, body.text));
  route(app, endpoints.cart.addGridLines, ({ ctx, body }) => addGridLines(ctx, body));
};
