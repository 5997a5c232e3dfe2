import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
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
export const cartHandlers = {
  createCart: async (request) => ({ cart: await getOrCreateCart(request.ctx, request.body) }),

  getOrCreateCart: async (request) => ({ cart: await getOrCreateCart(request.ctx, request.body) }),

  getCartById: async (request) => ({ cart: await getCartById(request.ctx, request.body) }),

  getCartsBySearch: async (request) => ({ carts: await getCartsBySearch(request.ctx, request.body) }),

  saveCart: async (request) => ({ cart: await saveCart(request.ctx, request.body) }),

  addOrUpdateLines: (request) => addOrUpdateLines(request.ctx, request.body),

  deleteLines: async (request) => ({ cart: await deleteLines(request.ctx, request.body) }),

  calculateCart: async (request) => {
    const priced = await calculateCart(request.ctx, request.body.cartId);
    return {
      cart: priced.cart,
      usingFallbackStrategy: priced.usingFallbackStrategy,
      validationChanges: priced.validationChanges,
    };
  },

  emptyCart: async (request) => ({ cart: await emptyCart(request.ctx, request.body) }),

  setBillingAddress: async (request) => ({ cart: await setBillingAddress(request.ctx, request.body) }),

  setShipping: async (request) => ({ cart: await setShipping(request.ctx, request.body) }),

  setOrderFields: async (request) => ({ cart: await setOrderFields(request.ctx, request.body) }),
} satisfies Partial<Handlers<typeof endpoints.cart>>;
