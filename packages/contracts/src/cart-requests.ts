import { z } from 'zod';
import { cartOrderTypes, maxCartLines } from './cart-constants.ts';
import { Address, CartOrderType, cartIdSchema } from './cart-header.ts';
import { AreaInfo } from './common.ts';
import { lineQuantity } from './line-quantity.ts';
import { ProductKey, requiredId } from './price.ts';

/**
 * Request bodies of the cart calls (spec §7). Client-sent prices, totals and customer numbers are never part of
 * a request: the server decides them (unknown keys are stripped).
 */

export const CreateCartBody = z.object({ area: AreaInfo, orderType: CartOrderType });
export const GetOrCreateCartBody = CreateCartBody;
export const GetCartByIdBody = z.object({ areaInfo: AreaInfo, id: cartIdSchema });
export const GetCartsBySearchBody = z.object({
  area: AreaInfo,
  orderTypes: z.array(CartOrderType).max(cartOrderTypes.length).optional(),
});

export const LineChange = z.object({
  /** The line to change; null/absent = find the line by productKey or add one. */
  lineId: z.string().max(64).nullable().default(null),
  productKey: ProductKey,
  /** A whole number from 1 to `maxLineQuantity`; 0 deletes the line (spec §4; a negative one is refused). */
  quantity: lineQuantity('quantity', { removable: true }),
});
export type LineChange = z.infer<typeof LineChange>;

export const AddOrUpdateLinesBody = z.object({
  area: AreaInfo,
  cartId: cartIdSchema,
  lines: z.array(LineChange).min(1, 'lines must hold at least one line').max(maxCartLines),
  /** true: the quantity replaces the line's; false: it is added to it. */
  overrideExistingQuantity: z.boolean().default(false),
});
export type AddOrUpdateLinesBody = z.infer<typeof AddOrUpdateLinesBody>;

export const DeleteLinesBody = z.object({
  area: AreaInfo,
  cartId: cartIdSchema,
  lines: z
    .array(
      z.object({ lineId: z.string().max(64).nullable().default(null), productKey: ProductKey.optional() }),
    )
    .min(1, 'lines must hold at least one line')
    .max(maxCartLines),
});
export const CartIdBody = z.object({ area: AreaInfo, cartId: cartIdSchema });
export const SetBillingAddressBody = CartIdBody.extend({ billingAddress: Address });
export const SetShippingBody = CartIdBody.extend({
  shippingAddress: Address,
  /** The internalId of one of GetShippingMethods' methods; fee and name come from the server. */
  shippingMethod: z.object({ internalId: requiredId('shippingMethod.internalId', 64) }),
  /**
   * One checkout of several carts (ADR 60): the id of another open cart of the same owner whose order carries
   * the shipping fee, with the same address and method. This cart then ships for no fee of its own and can be
   * ordered only with that cart in one CreateOrdersByCartIds. Left out or null: the cart pays its own shipping.
   */
  shipWithCartId: cartIdSchema.nullable().optional(),
});
export const SetOrderFieldsBody = CartIdBody.extend({
  comment: z.string().max(2000).nullable().default(null),
  reference: z.string().max(100).nullable().default(null),
});
/** SaveCart: the editable header fields of a cart in one call (lines go through AddOrUpdateLines). */
export const SaveCartBody = CartIdBody.extend({
  comment: z.string().max(2000).nullable().optional(),
  reference: z.string().max(100).nullable().optional(),
  paymentMethod: z.string().max(40).nullable().optional(),
});
export const ExportCartQuery = z.object({ Area: z.string().min(1), Id: cartIdSchema });
