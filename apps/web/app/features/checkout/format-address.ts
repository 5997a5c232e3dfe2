import type { Address, LanguageCode } from '@shop/contracts';
import { countryName } from '../../lib/country-names.ts';

/**
 * One address on one line: name, street, postal code and city, and the country's name in the page language.
 * Its own module because the receipt shows addresses too and must not load the checkout's form code
 * (react-hook-form, zod) for it.
 */
export function formatAddress(address: Address, language: LanguageCode): string {
  return [
    address.name,
    address.address1,
    address.address2,
    `${address.postalCode} ${address.city}`,
    countryName(address.countryCode, language),
  ]
    .filter(Boolean)
    .join(', ');
}
