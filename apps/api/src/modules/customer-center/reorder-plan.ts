import { orderTypeForColor } from '@shop/commerce';
import {
  type Cart,
  type CheckoutOrderType,
  maxCartLines,
  maxLineQuantity,
  type OrderLine,
  type ReorderedLine,
  type ReorderRefusal,
} from '@shop/contracts';
import type { ProductBase } from '../catalog/index.ts';
import type { ProductStocks } from '../stock/index.ts';

/**
 * The rules of "Order again" without I/O (ADR 43): which cart each order line goes to today and how much of it
 * a cart takes. reorder.ts reads the order, products, stock and carts, and writes through the cart module.
 */

/**
 * A line to order again as the rules need it: an order's line, or any line shaped like one (a proposal's,
 * through `addLinesToCarts`).
 */
export type ReorderSourceLine = Pick<
  OrderLine,
  | 'lineNo'
  | 'productId'
  | 'variantId'
  | 'unitId'
  | 'productNumber'
  | 'name'
  | 'colorName'
  | 'size'
  | 'quantity'
>;

/** Where one order line can go, before the carts are looked at. */
export type Placement =
  | { line: ReorderSourceLine; orderType: CheckoutOrderType; deliverable: number | null }
  | { line: ReorderSourceLine; reason: ReorderRefusal };

const keyOf = (line: Pick<OrderLine, 'productId' | 'variantId' | 'unitId'>) =>
  JSON.stringify([line.productId, line.variantId, line.unitId]);

/** What stock (on hand and arriving, location B2B) can deliver of the line's variant in its unit. */
function deliverableOf(stocks: ProductStocks, line: ReorderSourceLine): number {
  return (stocks.get(line.productId) ?? [])
    .filter((row) => row.variantId === line.variantId && row.unitId === line.unitId && row.volume > 0)
    .reduce((sum, row) => sum + row.volume, 0);
}

/** The cart the line's colour picks today, or why there is none. */
export function placeLine(
  line: ReorderSourceLine,
  base: ProductBase | undefined,
  stocks: ProductStocks,
): Placement {
  if (!base) return { line, reason: 'product-not-sold' };
  const variant = base.variants.find((candidate) => candidate.id === line.variantId);
  if (!variant || !base.units.some((unit) => unit.unitId === line.unitId)) {
    return { line, reason: 'variant-not-sold' };
  }
  const color = base.colors[variant.colorCode];
  const orderType = color ? orderTypeForColor(color) : null;
  if (!orderType) return { line, reason: 'color-not-orderable' };
  if (orderType === 'Preorder') return { line, orderType, deliverable: null };
  const deliverable = deliverableOf(stocks, line);
  return deliverable > 0 ? { line, orderType, deliverable } : { line, reason: 'out-of-stock' };
}

/** The part of a report line that describes the order line as bought. */
export const described = (line: ReorderSourceLine) => ({
  lineNo: line.lineNo,
  productId: line.productId,
  variantId: line.variantId,
  unitId: line.unitId,
  productNumber: line.productNumber,
  name: line.name,
  colorName: line.colorName,
  size: line.size,
  orderedQuantity: line.quantity,
});

export type Fitted =
  | { line: ReorderSourceLine; quantity: number; reducedBy: ReorderedLine['reducedBy'] }
  | { line: ReorderSourceLine; reason: ReorderRefusal };

/**
 * How much of each line the cart takes, in order-line order: never more than stock can deliver beside what the
 * cart already holds of the variant (Stock), never a line above `maxLineQuantity`, never a cart above
 * `maxCartLines` lines. Lines of the order naming the same variant share what is left.
 */
export function fitIntoCart(
  cart: Pick<Cart, 'lines'>,
  placements: ReadonlyArray<Extract<Placement, { orderType: CheckoutOrderType }>>,
): Fitted[] {
  const held = new Map<string, number>();
  for (const cartLine of cart.lines) {
    if (cartLine.type !== 'product') continue;
    const key = keyOf({
      productId: cartLine.productKey.productId,
      variantId: cartLine.productKey.variantId ?? '',
      unitId: cartLine.productKey.unitOfMeasure,
    });
    held.set(key, (held.get(key) ?? 0) + cartLine.quantity);
  }
  let lineCount = cart.lines.length;
  return placements.map(({ line, deliverable }): Fitted => {
    const key = keyOf(line);
    const holding = held.get(key);
    if (holding === undefined && lineCount >= maxCartLines) return { line, reason: 'cart-full' };
    const inCart = holding ?? 0;
    const byStock = deliverable === null ? line.quantity : Math.min(line.quantity, deliverable - inCart);
    if (byStock <= 0) return { line, reason: 'out-of-stock' };
    const quantity = Math.min(byStock, maxLineQuantity - inCart);
    if (quantity <= 0) return { line, reason: 'quantity-limit' };
    if (holding === undefined) lineCount++;
    held.set(key, inCart + quantity);
    const reducedBy =
      quantity === line.quantity ? null : quantity < byStock ? 'quantity-limit' : ('stock' as const);
    return { line, quantity, reducedBy };
  });
}
