import { countPieces } from '@shop/commerce';
import type { Cart, CartOrderType } from '@shop/contracts';

/** One order type's cart as the page shows it. */
export type CartEntry = {
  orderType: CartOrderType;
  /** Null until the order type has a cart (it is created with its first line). */
  cart: Cart | null;
  /** Calls for this order type are queued or running: what is shown may be about to change. */
  busy: boolean;
  calculating: boolean;
  /** Why the last calculation failed; cleared by the next change of the cart. */
  calculationError: string | null;
  usingFallbackStrategy: boolean;
};

export type CartMode = 'server' | 'local' | 'none';

export type CartState = {
  mode: CartMode;
  /** The carts were read once (server or storage). */
  loaded: boolean;
  entries: Readonly<Partial<Record<CartOrderType, CartEntry>>>;
};

export const productLines = (cart: Cart | null) =>
  cart?.lines.filter((line) => line.type === 'product') ?? [];

/** The pieces of a cart's product lines, packs counted by what they hold (2 × Pack of 5 = 10). */
export const cartPieces = (cart: Pick<Cart, 'lines'> | null) =>
  countPieces(
    productLines(cart as Cart | null).map((line) => ({
      quantity: line.quantity,
      quantityPerUnit: line.product?.quantityPerUnit,
    })),
  );

/**
 * Spec §2: the marker shows when the total quantity over all order types is not zero. It counts pieces, as
 * the mini cart and the cart page do (1 piece + 2 × Pack of 5 = 11, not 3; issue 28 item 3). A visitor's
 * line not priced yet (no product known) counts one piece per unit until the basket is priced.
 */
export function totalQuantity(state: CartState): number {
  return Object.values(state.entries).reduce((sum, entry) => sum + cartPieces(entry?.cart ?? null), 0);
}

/** Spec §2: a cart with lines that has not been calculated since its last change (and did not just fail). */
export function needsCalculation(entry: CartEntry | undefined): boolean {
  return Boolean(
    entry?.cart &&
      productLines(entry.cart).length > 0 &&
      entry.cart.calculation === null &&
      entry.calculationError === null &&
      !entry.calculating,
  );
}
