/**
 * The standard VAT rates of the 27 EU member states in basis points (25 % = 2500), for distance sales to
 * consumers under the One-Stop-Shop (Art. 33 and 369a ff. Council Directive 2006/112/EC). Clothes are taxed at
 * the standard rate everywhere but Ireland's children's clothes (0 %) and Luxembourg's none; the shop sells all
 * goods at the standard rate (docs/decisions/0067-tax-rules-of-a-danish-seller.md).
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union" (taxation and
 * customs union), with the changes of 2024–2025 it lists: Finland 25.5 % from 1 Sep 2024, Slovakia 23 % from
 * 1 Jan 2025, Estonia 24 % from 1 Jul 2025, Romania 21 % from 1 Aug 2025. Check again before each 1 January
 * and 1 July; a change is one line here and applies to carts calculated from then on (orders keep theirs).
 * Compared on 2026-12-04 with a published table of the 2025 rates of all 27 (calculariva.app, "Tipos de IVA
 * aplicables en 2025"): every standard rate here agrees.
 */
export const euStandardRatesCheckedOn = '2025-08-01';

export const euStandardVatRates: Readonly<Record<EuCountryCode, number>> = Object.freeze({
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
});

/** ISO 3166 codes of the EU member states (Greece is GR here; its VAT numbers start EL). */
export const euCountryCodes = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export type EuCountryCode = (typeof euCountryCodes)[number];

export function isEuCountry(countryCode: string): countryCode is EuCountryCode {
  return (euCountryCodes as readonly string[]).includes(countryCode);
}
