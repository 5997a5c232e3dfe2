import type { Address, Cart } from '@shop/contracts';
import type { CustomerAddress } from './checkout-api.ts';
import {
  type BillingStepValues,
  emptyAddress,
  newAddressChoice,
  plainAddress,
  type ShippingStepValues,
  toAddressForm,
} from './checkout-forms.ts';

const sameAddress = (a: Address, b: Address) =>
  JSON.stringify(plainAddress(a)) === JSON.stringify(plainAddress(b));

/** The saved address equal to the cart's, if any. */
function savedMatch(address: Address | null, saved: readonly CustomerAddress[]): CustomerAddress | undefined {
  return address ? saved.find((candidate) => sameAddress(candidate, address)) : undefined;
}

/**
 * What step 2 starts with: what the cart already holds (a checkout left and resumed), else the customer's
 * default shipping address, else a new address in the customer's (or the page's) country.
 */
export function initialShippingValues(
  cart: Pick<Cart, 'shippingAddress' | 'shippingMethod'> | undefined,
  saved: readonly CustomerAddress[],
  defaultCountry: string,
): ShippingStepValues {
  const shippingMethodId = cart?.shippingMethod?.internalId ?? '';
  const current = cart?.shippingAddress ?? null;
  const match = savedMatch(current, saved);
  if (match) return { addressChoice: match.id, address: emptyAddress(defaultCountry), shippingMethodId };
  const typed = toAddressForm(current);
  if (typed) return { addressChoice: newAddressChoice, address: typed, shippingMethodId };
  const preferred = saved.find((address) => address.isDefault) ?? saved[0];
  return {
    addressChoice: preferred?.id ?? newAddressChoice,
    address: emptyAddress(defaultCountry),
    shippingMethodId,
  };
}

/**
 * What step 3 starts with: billing as shipping unless the cart holds another billing address, the cart's
 * comment and reference, and the terms unticked (they are accepted anew for every order).
 */
export function initialBillingValues(
  cart: Pick<Cart, 'billingAddress' | 'comment' | 'reference'> | undefined,
  shippingAddress: Address,
  saved: readonly CustomerAddress[],
  defaultCountry: string,
): BillingStepValues {
  const billing = cart?.billingAddress ?? null;
  const sameAsShipping = !billing || sameAddress(billing, shippingAddress);
  const match = sameAsShipping ? undefined : savedMatch(billing, saved);
  const preferred = saved.find((address) => address.isDefault) ?? saved[0];
  return {
    sameAsShipping,
    addressChoice: match?.id ?? (sameAsShipping ? (preferred?.id ?? newAddressChoice) : newAddressChoice),
    address: (!sameAsShipping && !match ? toAddressForm(billing) : null) ?? emptyAddress(defaultCountry),
    comment: cart?.comment ?? '',
    reference: cart?.reference ?? '',
    acceptTerms: false,
  };
}
