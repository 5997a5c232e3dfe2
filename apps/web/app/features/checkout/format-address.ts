import type { Address } from '@shop/contracts';

/**
 * One address on one line: name, street, postal code and city, country. Its own module because the receipt
 * shows addresses too and must not load the checkout's form code (react-hook-form, zod) for it.
 */
export function formatAddress(address: Address): string {
  return [
    address.name,
    address.address1,
    address.address2,
    `${address.postalCode} ${address.city}`,
    address.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}
