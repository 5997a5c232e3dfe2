/**
 * Which cart a colour's lines belong in (spec §3 colour flags allowPresale / allowStockOrder, §1 "two kinds of
 * orders"). The web uses `orderTypeForColor` to pick the cart an add-to-cart goes to; the API uses
 * `colorAllowsOrderType` to refuse lines a cart of that order type cannot hold.
 */

export type CartOrderTypeName = 'Preorder' | 'Stock' | 'FutureStock' | 'Web';

export type ColorOrderFlags = {
  allowPresale: boolean;
  allowStockOrder: boolean;
  /** On-hand stock at location B2B exists in some size (the colour's `hasStock`). */
  hasStock: boolean;
};

/**
 * The cart for a colour's lines: the Stock cart when stock orders are allowed and something is on hand, else
 * the Preorder cart when it can be presold, else none (null: the colour cannot be ordered now). A stock-orderable
 * colour that is sold out and cannot be presold answers null rather than a Stock cart that could never deliver.
 */
export function orderTypeForColor(color: ColorOrderFlags): 'Stock' | 'Preorder' | null {
  if (color.allowStockOrder && color.hasStock) return 'Stock';
  if (color.allowPresale) return 'Preorder';
  return null;
}

/**
 * Whether a cart of the order type may hold the colour's lines at all (stock on hand is checked by the cart
 * calculation, not here): Preorder needs allowPresale; Stock and FutureStock need allowStockOrder; the Web
 * container takes anything that can be ordered one way or the other.
 */
export function colorAllowsOrderType(
  color: Pick<ColorOrderFlags, 'allowPresale' | 'allowStockOrder'>,
  orderType: CartOrderTypeName,
): boolean {
  switch (orderType) {
    case 'Preorder':
      return color.allowPresale;
    case 'Stock':
    case 'FutureStock':
      return color.allowStockOrder;
    case 'Web':
      return color.allowPresale || color.allowStockOrder;
  }
}
