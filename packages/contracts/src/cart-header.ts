import { z } from 'zod';
import { cartOrderTypes, checkoutOrderTypes } from './cart-constants.ts';
import { CurrencyCode, singleLine } from './common.ts';
import { requiredId } from './price.ts';

/** The cart's header beside its lines: order type, id, addresses and shipping method (spec §3 'Cart'). */

/** Order types a cart can hold; Preorder and Stock are the checkout candidates (spec §3). */
export const CartOrderType = z.enum(cartOrderTypes, {
  error: (issue) =>
    issue.input === undefined
      ? 'orderType is required'
      : `Unknown orderType ${JSON.stringify(issue.input)}; expected one of ${cartOrderTypes.join(', ')}`,
});
export type CartOrderType = z.infer<typeof CartOrderType>;
export const CheckoutOrderType = z.enum(checkoutOrderTypes);
export type CheckoutOrderType = z.infer<typeof CheckoutOrderType>;

export const cartIdSchema = requiredId('cartId', 64);

export const Address = z.object({
  name: singleLine('name', 120).min(1, 'name is required'),
  address1: singleLine('address1', 120).min(1, 'address1 is required'),
  address2: singleLine('address2', 120).nullable().default(null),
  postalCode: z.string().trim().min(1, 'postalCode is required').max(20),
  city: z.string().trim().min(1, 'city is required').max(80),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'countryCode must be a two-letter ISO code like DK'),
  email: z.email('email must be an e-mail address').max(200).nullable().default(null),
  phone: z.string().trim().max(40).nullable().default(null),
});
export type Address = z.infer<typeof Address>;

/** Spec §3 'Shipping method'. `fee` is minor units without VAT in the cart's currency. */
export const ShippingMethod = z.object({
  internalId: z.string(),
  name: z.string(),
  fee: z.number().int().nonnegative(),
  countryCode: z.string().nullable(),
  trackAndTrace: z.boolean(),
  extraInfo: z.object({ pickup: z.boolean(), currencyCode: CurrencyCode }),
});
export type ShippingMethod = z.infer<typeof ShippingMethod>;
