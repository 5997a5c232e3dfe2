import type { CalculateCartResponse, Cart, CartOrderType, ChangeLinesResponse } from '@shop/contracts';
import { checkoutOrderTypes } from '@shop/contracts/cart-constants';
import type { CartApi, LineChangeInput } from './cart-api.ts';

/**
 * Where carts live: on the server for a logged-in customer, in local storage for an anonymous visitor. The
 * cart store drives both the same way (one lane of calls per order type, the same error rules).
 */
export type CartBackend = {
  kind: 'server' | 'local';
  /** The carts that exist now (none is created just to be shown). */
  load(): Promise<Cart[]>;
  /** The cart of an order type, created when there is none yet (before the first line is added). */
  createCart(orderType: CartOrderType): Promise<Cart>;
  /** The changed cart, and the lines a Stock cart cut to its stock as they were added (issue 28). */
  changeLines(cart: Cart, changes: LineChangeInput[], override: boolean): Promise<ChangeLinesResponse>;
  deleteLines(cart: Cart, lineIds: string[]): Promise<Cart>;
  calculate(cart: Cart): Promise<CalculateCartResponse>;
  /** Excel import into the cart of an order type (server carts only). */
  importCart?(orderType: CartOrderType, file: File, override: boolean): Promise<Cart>;
};

/** A logged-in customer's carts through the API (spec §7 Cart calls). */
export function serverCartBackend(api: CartApi): CartBackend {
  return {
    kind: 'server',
    async load() {
      // A cart already turned into an order is history: the next line starts a new cart.
      return (await api.getCarts(checkoutOrderTypes)).filter((cart) => !cart.usedInOrder);
    },
    createCart: (orderType) => api.getOrCreateCart(orderType),
    changeLines: (cart, changes, override) => api.addOrUpdateLines(cart.cartId, changes, override),
    deleteLines: (cart, lineIds) => api.deleteLines(cart.cartId, lineIds),
    calculate: (cart) => api.calculateCart(cart.cartId),
    importCart: (orderType, file, override) => api.importCart(orderType, file, override),
  };
}
