import type { GetShippingMethodsBody, ShippingMethod } from '@shop/contracts';
import type { z } from 'zod';
import type { AreaCtx } from '../lib/context.ts';
import { cartShippingQuery, getOwnedCart } from '../modules/cart/index.ts';
import { shippingMethodsFor } from '../modules/shipping/index.ts';

/**
 * GetShippingMethods, a flow over the cart (its owner, currency and customer) and the shipping rules: the methods for the cart's owner at the address, fees in the cart's currency (minor
 * units without VAT). A customer whose shipment method code is EXW gets pickup only (spec §6).
 */
export async function getShippingMethods(
  ctx: AreaCtx,
  body: z.infer<typeof GetShippingMethodsBody>,
): Promise<ShippingMethod[]> {
  const cart = await getOwnedCart(ctx, body.cartId);
  return shippingMethodsFor(await cartShippingQuery(ctx, cart, body.address.countryCode));
}
