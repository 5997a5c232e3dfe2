import type { LanguageCode } from '@shop/contracts';
import { regionNames } from '../../lib/country-names.ts';

/**
 * Countries the shop delivers to (the shipping table's Denmark, Europe and world groups, with the dealers'
 * countries). Names come from the browser's Intl in the page's language, so no list of names is kept here.
 */
export const deliveryCountries = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HK',
  'IE',
  'IS',
  'IT',
  'JP',
  'LT',
  'LU',
  'LV',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'SG',
  'SI',
  'SK',
  'US',
] as const;

export function countryOptions(language: LanguageCode, include: readonly string[] = []) {
  const names = regionNames(language);
  const codes = [...new Set([...deliveryCountries, ...include.filter((code) => /^[A-Z]{2}$/.test(code))])];
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
