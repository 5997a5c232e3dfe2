import { z } from 'zod';
import { Address, cartIdSchema, ShippingMethod } from './cart-header.ts';
import { AreaInfo } from './common.ts';

/** What the cart and checkout pages ask besides the cart: shipping methods, addresses, sales contacts. */

export const GetShippingMethodsBody = z.object({ area: AreaInfo, cartId: cartIdSchema, address: Address });
export const ShippingMethodsResponse = z.object({ shippingMethods: z.array(ShippingMethod) });
export const GetAddressesBody = z.object({ areaInfo: AreaInfo });
export const CustomerAddress = Address.extend({
  id: z.string(),
  kind: z.enum(['shipping', 'billing']),
  isDefault: z.boolean(),
});
export const AddressesResponse = z.object({ addresses: z.array(CustomerAddress) });

/**
 * GetSalesContacts: who sells to the customer acted for, for the cart page's side column (spec §2 'a side
 * column with contacts and overview'). Sales persons are users with the impersonator role assigned to the
 * customer; `phone` is null while users have no phone number.
 */
export const GetSalesContactsBody = z.object({ areaInfo: AreaInfo });
export const SalesContact = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type SalesContact = z.infer<typeof SalesContact>;
export const SalesContactsResponse = z.object({ contacts: z.array(SalesContact) });
export type SalesContactsResponse = z.infer<typeof SalesContactsResponse>;
