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

/** Spec §2: the marker shows when the total quantity over all order types is not zero. */
export function totalQuantity(state: CartState): number {
  return Object.values(state.entries).reduce(
    (sum, entry) => sum + productLines(entry?.cart ?? null).reduce((lines, line) => lines + line.quantity, 0),
    0,
  );
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
