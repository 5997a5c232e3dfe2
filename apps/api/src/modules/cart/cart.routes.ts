import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
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
 * The cart calls of spec §7 (definitions in packages/contracts endpoints/cart.ts). Every call takes any valid
 * token and the service checks the cart belongs to the caller; every change answers the cart after it.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { cart } = endpoints;

  route(app, cart.createCart, async (request) => ({
    cart: await getOrCreateCart(request.ctx, request.body),
  }));

  route(app, cart.getOrCreateCart, async (request) => ({
    cart: await getOrCreateCart(request.ctx, request.body),
  }));

  route(app, cart.getCartById, async (request) => ({ cart: await getCartById(request.ctx, request.body) }));

  route(app, cart.getCartsBySearch, async (request) => ({
    carts: await getCartsBySearch(request.ctx, request.body),
  }));

  route(app, cart.saveCart, async (request) => ({ cart: await saveCart(request.ctx, request.body) }));

  route(app, cart.addOrUpdateLines, (request) => addOrUpdateLines(request.ctx, request.body));

  route(app, cart.deleteLines, async (request) => ({ cart: await deleteLines(request.ctx, request.body) }));

  route(app, cart.calculateCart, async (request) => {
    const priced = await calculateCart(request.ctx, request.body.cartId);
    return {
      cart: priced.cart,
      usingFallbackStrategy: priced.usingFallbackStrategy,
      validationChanges: priced.validationChanges,
    };
  });

  route(app, cart.emptyCart, async (request) => ({ cart: await emptyCart(request.ctx, request.body) }));

  route(app, cart.setBillingAddress, async (request) => ({
    cart: await setBillingAddress(request.ctx, request.body),
  }));

  route(app, cart.setShipping, async (request) => ({ cart: await setShipping(request.ctx, request.body) }));

  route(app, cart.setOrderFields, async (request) => ({
    cart: await setOrderFields(request.ctx, request.body),
  }));
};
