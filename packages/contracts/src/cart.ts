import { z } from 'zod';
import { CartCalculation } from './cart-calculation.ts';
import { Address, CartOrderType, ShippingMethod } from './cart-header.ts';
import { CartLine } from './cart-line.ts';
import { CurrencyCode } from './common.ts';
import { ProductKey } from './price.ts';

export * from './cart-calculation.ts';
export * from './cart-checkout-data.ts';
export { cartOrderTypes, checkoutOrderTypes, maxCartLines, maxLineQuantity } from './cart-constants.ts';
export * from './cart-header.ts';
export * from './cart-import.ts';
export * from './cart-line.ts';
export * from './cart-requests.ts';

/**
 * Cart contracts (spec shop-front §3 'Cart', 'Cart line', 'Calculated line', 'Calculated cart', 'Cart summary
 * totals'; §7 cart calls). Amounts are integers in minor units of the cart's currency. Client-sent prices, totals
 * and customer numbers are never part of a request: the server decides them (unknown keys are stripped).
 *
 * This module holds the cart as the calls answer it and re-exports the parts: header (order type, addresses,
 * shipping method), lines, calculation, request bodies, import, and the checkout data calls.
 */

export const Cart = z.object({
  cartId: z.string(),
  orderType: CartOrderType,
  currencyCode: CurrencyCode,
  lines: z.array(CartLine),
  shippingAddress: Address.nullable(),
  billingAddress: Address.nullable(),
  shippingMethod: ShippingMethod.nullable(),
  /**
   * The cart of the same checkout whose order carries the shipping fee (ADR 60): this cart's method then has
   * fee 0, and the cart is ordered only together with that one (CreateOrdersByCartIds). Null otherwise.
   */
  shippingWithCartId: z.string().nullable().optional(),
  paymentMethod: z.string().nullable(),
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  extraInfo: z.object({ draftId: z.string().nullable() }),
  /** Null until CalculateCart ran after the last change. */
  calculation: CartCalculation.nullable(),
  /** True once an order was created from the cart; any further change answers CartUsedInOrderException. */
  usedInOrder: z.boolean(),
  /** Increases with every change; lets a client drop answers older than one it already has. */
  version: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/**
 * A line a Stock cart took less of than asked, at the moment it was added (issue 28, ADR 68): `requested` units
 * were asked for, `quantity` went in (0: none, the size has nothing to deliver). `index` is the line's place in
 * the request (AddOrUpdateLines) or the sheet row (ImportCart). Names in the cart's language, so a screen can
 * say "Only 6 of 8 were added: 6 in stock" about it.
 */
export const ReducedCartLine = z.object({
  index: z.number().int(),
  productKey: ProductKey,
  name: z.string(),
  colorName: z.string(),
  size: z.string(),
  requested: z.number().int(),
  quantity: z.number().int(),
  reducedBy: z.enum(['stock']),
});
export type ReducedCartLine = z.infer<typeof ReducedCartLine>;

/** AddOrUpdateLines' and ImportCart's answer: the cart, and the lines stock cut as they were added. */
export const ChangeLinesResponse = CartResponse.extend({ reduced: z.array(ReducedCartLine) });
export type ChangeLinesResponse = z.infer<typeof ChangeLinesResponse>;
export const CartsResponse = z.object({ carts: z.array(Cart) });

/** What spec §5 validation changed after calculation; the web shows the warning naming the order type. */
export const CartValidationChange = z.object({
  lineId: z.string(),
  productKey: ProductKey,
  kind: z.enum(['cut', 'removed']),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.enum(['delivery', 'quantity', 'unit']),
  /** The line's product in the cart's language, so checkout can name what changed (issue 28). */
  name: z.string().optional(),
  colorName: z.string().optional(),
  size: z.string().optional(),
});
export type CartValidationChange = z.infer<typeof CartValidationChange>;

export const CalculateCartResponse = z.object({
  cart: Cart,
  usingFallbackStrategy: z.boolean(),
  validationChanges: z.array(CartValidationChange),
});
export type CalculateCartResponse = z.infer<typeof CalculateCartResponse>;
