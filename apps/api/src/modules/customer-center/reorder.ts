import { orderTypeForColor } from '@shop/commerce';
import {
  type AreaInfo,
  type Cart,
  type CheckoutOrderType,
  type LanguageCode,
  maxCartLines,
  maxLineQuantity,
  type Order,
  type OrderLine,
  type RefusedReorderLine,
  type ReorderCart,
  type ReorderedLine,
  type ReorderOrderResponse,
  type ReorderRefusal,
} from '@shop/contracts';
import { type Ctx, requireArea } from '../../lib/context.ts';
import { addOrUpdateLines, getOrCreateCart } from '../cart/index.ts';
import { loadProductBases, type ProductBase } from '../catalog/index.ts';
import { getStockByVariantIds, type ProductStocks } from '../stock/index.ts';
import { requireCustomerOrder } from './find-orders.ts';

/**
 * "Order again" (issue 17; docs/decisions/0043-order-again.md): an order's lines into the acting customer's
 * open carts. Each line goes where the storefront's add to cart would put it today (`orderTypeForColor`: the
 * Stock cart for a stock-orderable colour with stock on hand, else the Preorder cart for a presold one); the
 * order's quantity is added to the cart's line through the cart module's AddOrUpdateLines, so the cart's own
 * rules, locks and audit apply and the line is priced like any other when the cart is calculated: today's
 * price, never the order's. What cannot go in is reported per line with a reason, not refused as a whole.
 */

/** Where one order line can go, before the carts are looked at. */
type Placement =
  | { line: OrderLine; orderType: CheckoutOrderType; deliverable: number | null }
  | { line: OrderLine; reason: ReorderRefusal };

const keyOf = (line: Pick<OrderLine, 'productId' | 'variantId' | 'unitId'>) =>
  JSON.stringify([line.productId, line.variantId, line.unitId]);

/** What stock (on hand and arriving, location B2B) can deliver of the line's variant in its unit. */
function deliverableOf(stocks: ProductStocks, line: OrderLine): number {
  return (stocks.get(line.productId) ?? [])
    .filter((row) => row.variantId === line.variantId && row.unitId === line.unitId && row.volume > 0)
    .reduce((sum, row) => sum + row.volume, 0);
}

/** The cart the line's colour picks today, or why there is none. */
function placeLine(line: OrderLine, base: ProductBase | undefined, stocks: ProductStocks): Placement {
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
const described = (line: OrderLine) => ({
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

type Fitted =
  | { line: OrderLine; quantity: number; reducedBy: ReorderedLine['reducedBy'] }
  | { line: OrderLine; reason: ReorderRefusal };

/**
 * How much of each line the cart takes, in order-line order: never more than stock can deliver beside what the
 * cart already holds of the variant (Stock), never a line above `maxLineQuantity`, never a cart above
 * `maxCartLines` lines. Lines of the order naming the same variant share what is left.
 */
function fitIntoCart(
  cart: Cart,
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

/** The lines of one order type into the customer's open cart of that type (made when there is none). */
async function fillCart(
  ctx: Ctx,
  area: AreaInfo,
  orderType: CheckoutOrderType,
  placements: ReadonlyArray<Extract<Placement, { orderType: CheckoutOrderType }>>,
): Promise<{ cart: ReorderCart | null; added: ReorderedLine[]; refused: RefusedReorderLine[] }> {
  const open = await getOrCreateCart(ctx, { area, orderType });
  const fitted = fitIntoCart(open, placements);
  const adding = fitted.flatMap((entry) => ('quantity' in entry ? [entry] : []));
  const refused = fitted.flatMap((entry) =>
    'reason' in entry ? [{ ...described(entry.line), reason: entry.reason }] : [],
  );
  if (adding.length === 0) return { cart: null, added: [], refused };
  await addOrUpdateLines(ctx, {
    area,
    cartId: open.cartId,
    overrideExistingQuantity: false,
    lines: adding.map(({ line, quantity }) => ({
      lineId: null,
      productKey: { productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitId },
      quantity,
    })),
  });
  const added = adding.map(
    ({ line, quantity, reducedBy }): ReorderedLine => ({
      ...described(line),
      orderType,
      cartId: open.cartId,
      quantity,
      reducedBy,
    }),
  );
  const cart = {
    orderType,
    cartId: open.cartId,
    lineCount: added.length,
    quantity: added.reduce((sum, line) => sum + line.quantity, 0),
  };
  return { cart, added, refused };
}

/** Where each of the order's lines can go today (products, colours and stock read once for all lines). */
async function placeLines(ctx: Ctx, order: Order, languageCode: LanguageCode): Promise<Placement[]> {
  const [bases, stocks] = await Promise.all([
    loadProductBases(
      ctx,
      languageCode,
      order.lines.map((line) => line.productId),
    ),
    getStockByVariantIds(ctx, [...new Set(order.lines.map((line) => line.variantId))]),
  ]);
  return order.lines.map((line) => placeLine(line, bases.get(line.productId), stocks));
}

const byLineNo = (a: { lineNo: number }, b: { lineNo: number }) => a.lineNo - b.lineNo;

/**
 * ReorderOrder: the acting customer's order (not-found for a missing one and another customer's alike) into
 * their open carts, Stock first, then Preorder. Every call adds again (ADR 43).
 */
export async function reorderOrder(ctx: Ctx, area: AreaInfo, orderId: string): Promise<ReorderOrderResponse> {
  const order = await requireCustomerOrder(ctx, orderId);
  const placements = await placeLines(ctx, order, requireArea(ctx).languageCode);
  const carts: ReorderCart[] = [];
  const added: ReorderedLine[] = [];
  const notAdded: RefusedReorderLine[] = placements.flatMap((placement) =>
    'reason' in placement ? [{ ...described(placement.line), reason: placement.reason }] : [],
  );
  for (const orderType of ['Stock', 'Preorder'] as const) {
    const lines = placements.flatMap((placement) =>
      'orderType' in placement && placement.orderType === orderType ? [placement] : [],
    );
    if (lines.length === 0) continue;
    const filled = await fillCart(ctx, area, orderType, lines);
    if (filled.cart) carts.push(filled.cart);
    added.push(...filled.added);
    notAdded.push(...filled.refused);
  }
  return {
    orderId: order.orderId,
    carts,
    added: added.toSorted(byLineNo),
    notAdded: notAdded.toSorted(byLineNo),
  };
}
