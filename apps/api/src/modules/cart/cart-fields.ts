import type {
  Cart,
  CurrencyCode,
  SaveCartBody,
  SetBillingAddressBody,
  SetOrderFieldsBody,
  SetShippingBody,
} from '@shop/contracts';
import { paymentMethodIds } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { loadCustomerProfile } from '../customer/index.ts';
import { type ShippingQuery, shippingMethodsFor } from '../shipping/index.ts';
import { carts } from './cart.tables.ts';
import type { CartRow } from './cart-view.ts';
import { writeCart } from './cart-write.ts';
import { getOpenOwnedCart } from './get-owned-cart.ts';

/** The shipment method code that decides a cart's shipping methods: the customer's, none for a visitor. */
export async function cartShipmentMethodCode(ctx: Ctx, cart: CartRow): Promise<string | null> {
  if (cart.customerNumber === null) return null;
  return (await loadCustomerProfile(ctx.db, cart.customerNumber))?.shipmentMethodCode ?? null;
}

/** The methods offered for the cart's owner and currency at an address, named in the call's language. */
export async function cartShippingQuery(
  ctx: AreaCtx,
  cart: CartRow,
  countryCode: string,
): Promise<ShippingQuery> {
  return {
    countryCode,
    currencyCode: cart.currencyCode as CurrencyCode,
    languageCode: ctx.area.languageCode,
    shipmentMethodCode: await cartShipmentMethodCode(ctx, cart),
  };
}

/** SetBillingAddress: the address is validated by the contract and stored as sent. */
export function setBillingAddress(ctx: AreaCtx, body: z.infer<typeof SetBillingAddressBody>): Promise<Cart> {
  return writeCart(ctx, { ...body, action: 'cart.setBillingAddress' }, async ({ ctx: scoped }) => {
    const [cart] = await scoped.db
      .update(carts)
      .set({ billingAddress: body.billingAddress })
      .where(eq(carts.id, body.cartId))
      .returning();
    return { details: { billingAddress: body.billingAddress }, cart };
  });
}

/**
 * SetShipping: the address and one of the methods GetShippingMethods offers for it (by internalId; its name and
 * fee come from the server). 400 naming the id when the method is not offered for that address and owner.
 */
export async function setShipping(ctx: AreaCtx, body: z.infer<typeof SetShippingBody>): Promise<Cart> {
  const cart = await getOpenOwnedCart(ctx, body.cartId);
  const query = await cartShippingQuery(ctx, cart, body.shippingAddress.countryCode);
  const offered = shippingMethodsFor(query);
  const method = offered.find((candidate) => candidate.internalId === body.shippingMethod.internalId);
  if (!method) {
    throw appError(
      'shipping-method-not-offered',
      `shippingMethod.internalId: ${JSON.stringify(body.shippingMethod.internalId)} is not offered for ` +
        `${body.shippingAddress.countryCode}; expected one of ${offered.map((m) => m.internalId).join(', ')}`,
    );
  }
  const shipWithCartId = body.shipWithCartId ?? null;
  if (shipWithCartId !== null) {
    // The cart carrying the fee must be another open cart of the same owner (404 like any cart one cannot see).
    if (shipWithCartId === cart.id) {
      throw appError('bad-request', 'shipWithCartId: a cart cannot carry its own shipping fee');
    }
    await getOpenOwnedCart(ctx, shipWithCartId);
  }
  return writeCart(ctx, { ...body, action: 'cart.setShipping' }, async ({ ctx: scoped }) => {
    const [changed] = await scoped.db
      .update(carts)
      .set({
        shippingAddress: body.shippingAddress,
        shippingMethodId: method.internalId,
        shippingWithCartId: shipWithCartId,
      })
      .where(eq(carts.id, body.cartId))
      .returning();
    return {
      details: { shippingAddress: body.shippingAddress, shippingMethod: method.internalId, shipWithCartId },
      cart: changed,
    };
  });
}

/** SetOrderFields: comment and reference (null clears them). */
export function setOrderFields(ctx: AreaCtx, body: z.infer<typeof SetOrderFieldsBody>): Promise<Cart> {
  return writeCart(ctx, { ...body, action: 'cart.setOrderFields' }, async ({ ctx: scoped }) => {
    const [cart] = await scoped.db
      .update(carts)
      .set({ comment: body.comment, reference: body.reference })
      .where(eq(carts.id, body.cartId))
      .returning();
    return { details: { comment: body.comment, reference: body.reference }, cart };
  });
}

/**
 * SaveCart: the header fields sent (comment, reference, paymentMethod); fields left out keep their value, null
 * clears. The payment method must be one the shop knows (which one a payer may use is checked at payment).
 */
export function saveCart(ctx: AreaCtx, body: z.infer<typeof SaveCartBody>): Promise<Cart> {
  const { paymentMethod } = body;
  if (paymentMethod && !(paymentMethodIds as readonly string[]).includes(paymentMethod)) {
    throw appError(
      'bad-request',
      `paymentMethod: unknown ${JSON.stringify(paymentMethod)}; expected one of ${paymentMethodIds.join(', ')}`,
    );
  }
  const fields = {
    ...(body.comment !== undefined ? { comment: body.comment } : {}),
    ...(body.reference !== undefined ? { reference: body.reference } : {}),
    ...(paymentMethod !== undefined ? { paymentMethod } : {}),
  };
  return writeCart(ctx, { ...body, action: 'cart.save' }, async ({ ctx: scoped }) => {
    if (Object.keys(fields).length === 0) return { details: fields };
    const [cart] = await scoped.db.update(carts).set(fields).where(eq(carts.id, body.cartId)).returning();
    return { details: fields, cart };
  });
}
