import type { Customer, User } from '@shop/contracts';

type PricedUser = Pick<User, 'customer'> & { extraInfo?: Partial<User['extraInfo']> };

/**
 * The customer whose prices staff view the shop with, without acting for them (ADR 82): the API names it on
 * the user (`extraInfo.priceViewCustomer`); null when not viewing.
 */
export function priceViewCustomer(user: PricedUser | null | undefined): Customer | null {
  return user?.extraInfo?.priceViewCustomer ?? null;
}

/**
 * The customer whose prices, currency, VAT and margin the session shows: the one acted for (a dealer's own, the
 * impersonated one), else the one viewed (ADR 82). The API prices by the same rule from the token.
 */
export function pricedCustomer(user: PricedUser | null | undefined): Customer | null {
  return user?.customer ?? priceViewCustomer(user);
}
