import {
  type AreaInfo,
  type CheckoutOrderType,
  type LanguageCode,
  type RefusedReorderLine,
  type ReorderCart,
  type ReorderedLine,
  type ReorderOrderBody,
  ReorderOrderResponse,
} from '@shop/contracts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { addOnce, addOrUpdateLines, getOrCreateCart } from '../cart/index.ts';
import { loadProductBases } from '../catalog/index.ts';
import { getStockByVariantIds } from '../stock/index.ts';
import { requireCustomerOrder } from './find-orders.ts';
import { described, fitIntoCart, type Placement, placeLine, type ReorderSourceLine } from './reorder-plan.ts';

/**
 * "Order again" (issue 17; docs/decisions/0043-order-again.md): an order's lines into the acting customer's
 * open carts. Each line goes where the storefront's add to cart would put it today (`orderTypeForColor`: the
 * Stock cart for a stock-orderable colour with stock on hand, else the Preorder cart for a presold one); the
 * order's quantity is added to the cart's line through the cart module's AddOrUpdateLines, so the cart's own
 * rules, locks and audit apply and the line is priced like any other when the cart is calculated: today's
 * price, never the order's. What cannot go in is reported per line with a reason, not refused as a whole.
 */

/** The lines of one order type into the customer's open cart of that type (made when there is none). */
async function fillCart(
  ctx: AreaCtx,
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
  const { reduced } = await addOrUpdateLines(ctx, {
    area,
    cartId: open.cartId,
    overrideExistingQuantity: false,
    lines: adding.map(({ line, quantity }) => ({
      lineId: null,
      productKey: { productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitId },
      quantity,
    })),
  });
  // The cart cuts again under its lock (stock may have gone since it was read): its word is the last.
  const cut = new Map(reduced.map((line) => [line.index, line.quantity]));
  const added: ReorderedLine[] = [];
  for (const [index, { line, quantity, reducedBy }] of adding.entries()) {
    const got = cut.get(index) ?? quantity;
    if (got === 0) refused.push({ ...described(line), reason: 'out-of-stock' });
    else
      added.push({
        ...described(line),
        orderType,
        cartId: open.cartId,
        quantity: got,
        reducedBy: got < quantity ? 'stock' : reducedBy,
      });
  }
  if (added.length === 0) return { cart: null, added: [], refused };
  const cart = {
    orderType,
    cartId: open.cartId,
    lineCount: added.length,
    quantity: added.reduce((sum, line) => sum + line.quantity, 0),
  };
  return { cart, added, refused };
}

/** Where each line can go today (products, colours and stock read once for all lines). */
async function placeLines(
  ctx: Ctx,
  lines: readonly ReorderSourceLine[],
  languageCode: LanguageCode,
): Promise<Placement[]> {
  const [bases, stocks] = await Promise.all([
    loadProductBases(
      ctx,
      languageCode,
      lines.map((line) => line.productId),
    ),
    getStockByVariantIds(ctx, [...new Set(lines.map((line) => line.variantId))]),
  ]);
  return lines.map((line) => placeLine(line, bases.get(line.productId), stocks));
}

const byLineNo = (a: { lineNo: number }, b: { lineNo: number }) => a.lineNo - b.lineNo;

/**
 * Lines shaped like order lines into the acting customer's open carts, Stock first, then Preorder, by Order
 * again's rules (ADR 43): the carts changed, the lines added and those not added with the reason, in line
 * order. Proposals (AddProposalToCart) fill carts through this too.
 */
export async function addLinesToCarts(
  ctx: AreaCtx,
  area: AreaInfo,
  lines: readonly ReorderSourceLine[],
): Promise<Omit<ReorderOrderResponse, 'orderId'>> {
  const placements = await placeLines(ctx, lines, ctx.area.languageCode);
  const carts: ReorderCart[] = [];
  const added: ReorderedLine[] = [];
  const notAdded: RefusedReorderLine[] = placements.flatMap((placement) =>
    'reason' in placement ? [{ ...described(placement.line), reason: placement.reason }] : [],
  );
  for (const orderType of ['Stock', 'Preorder'] as const) {
    const placed = placements.flatMap((placement) =>
      'orderType' in placement && placement.orderType === orderType ? [placement] : [],
    );
    if (placed.length === 0) continue;
    const filled = await fillCart(ctx, area, orderType, placed);
    if (filled.cart) carts.push(filled.cart);
    added.push(...filled.added);
    notAdded.push(...filled.refused);
  }
  return { carts, added: added.toSorted(byLineNo), notAdded: notAdded.toSorted(byLineNo) };
}

/**
 * ReorderOrder: the acting customer's order (not-found for a missing one and another customer's alike) into
 * their open carts, Stock first, then Preorder. Every call adds again (ADR 43), except a repeat of a request id,
 * which answers the first call's answer (`addOnce`, issue 31 item 10).
 */
export function reorderOrder(ctx: AreaCtx, body: ReorderOrderBody): Promise<ReorderOrderResponse> {
  const request = { call: 'reorderOrder', requestId: body.requestId, body, answer: ReorderOrderResponse };
  return addOnce(ctx, request, async (scoped) => {
    const order = await requireCustomerOrder(scoped, body.orderId);
    return { orderId: order.orderId, ...(await addLinesToCarts(scoped, body.area, order.lines)) };
  });
}
