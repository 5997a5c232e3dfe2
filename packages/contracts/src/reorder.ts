import { z } from 'zod';
import { CheckoutOrderType } from './cart-header.ts';
import { AreaInfo } from './common.ts';
import { requiredId } from './price.ts';
import { RequestId } from './request-id.ts';

/**
 * "Order again" from the customer center (issue 17, docs/decisions/0043-order-again.md): an order's lines go
 * into the acting customer's open carts again, each into the cart its colour's rules pick today (the
 * storefront's `orderTypeForColor`), at today's prices (the carts price lines when they are calculated; an
 * order's old prices are never copied), with the order's quantities added to what the carts already hold.
 */

export const ReorderOrderBody = z.object({
  area: AreaInfo,
  orderId: requiredId('orderId', 64),
  requestId: RequestId.optional(),
});
export type ReorderOrderBody = z.infer<typeof ReorderOrderBody>;

/**
 * Why a line of the order was not put into a cart:
 * - `product-not-sold`: the product is no longer in the catalogue;
 * - `variant-not-sold`: the product is, but not this colour and size (or not in this unit);
 * - `color-not-orderable`: the colour can be neither stock-ordered with stock on hand nor presold now;
 * - `out-of-stock`: the colour goes to the Stock cart, but this size has nothing on hand or arriving;
 * - `quantity-limit`: the cart's line already holds the most one line may (`maxLineQuantity`);
 * - `cart-full`: the cart already holds the most lines a cart may (`maxCartLines`).
 */
export const reorderRefusals = [
  'product-not-sold',
  'variant-not-sold',
  'color-not-orderable',
  'out-of-stock',
  'quantity-limit',
  'cart-full',
] as const;
export const ReorderRefusal = z.enum(reorderRefusals);
export type ReorderRefusal = z.infer<typeof ReorderRefusal>;

/** An order line as bought (names in the order's language), which the answer reports on. */
const ReorderLineBase = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  productNumber: z.string(),
  name: z.string(),
  colorName: z.string(),
  size: z.string(),
  /** The quantity of the order's line. */
  orderedQuantity: z.number().int(),
});

/**
 * A line put into a cart. `quantity` is what was added: the ordered quantity, or less when a Stock cart's
 * stock (on hand and arriving) cannot deliver it all, or when the cart's line would pass `maxLineQuantity`.
 */
export const ReorderedLine = ReorderLineBase.extend({
  orderType: CheckoutOrderType,
  cartId: z.string(),
  quantity: z.number().int().min(1),
  /** Why less than ordered was added; null when all of it was. */
  reducedBy: z.enum(['stock', 'quantity-limit']).nullable(),
});
export type ReorderedLine = z.infer<typeof ReorderedLine>;

export const RefusedReorderLine = ReorderLineBase.extend({ reason: ReorderRefusal });
export type RefusedReorderLine = z.infer<typeof RefusedReorderLine>;

/** A cart the order's lines went into: how many of them and how many pieces. */
export const ReorderCart = z.object({
  orderType: CheckoutOrderType,
  cartId: z.string(),
  lineCount: z.number().int(),
  quantity: z.number().int(),
});
export type ReorderCart = z.infer<typeof ReorderCart>;

/**
 * The answer: the carts changed (Stock before Preorder), the lines added and the lines not added, each in the
 * order's line order. Nothing added (every line refused) is still 200: the answer says why per line.
 */
export const ReorderOrderResponse = z.object({
  orderId: z.string(),
  carts: z.array(ReorderCart),
  added: z.array(ReorderedLine),
  notAdded: z.array(RefusedReorderLine),
});
export type ReorderOrderResponse = z.infer<typeof ReorderOrderResponse>;
