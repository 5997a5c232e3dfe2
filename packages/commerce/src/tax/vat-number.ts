import { type EuCountryCode, isEuCountry } from './eu-vat-rates.ts';

/**
 * The format of an EU VAT identification number per member state: the prefix (Greece's is EL) and the pattern
 * of what follows, as the European Commission's VIES help ("VAT number validation", format per country) gives
 * them. Only the format is checked here; whether the number is registered is VIES's answer, which staff check
 * when they approve a dealer (ADR 67).
 */
const formats: Readonly<Record<EuCountryCode, { prefix: string; pattern: RegExp }>> = {
  AT: { prefix: 'AT', pattern: /^U\d{8}$/ },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/ },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/ },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/ },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/ },
  DE: { prefix: 'DE', pattern: /^\d{9}$/ },
  DK: { prefix: 'DK', pattern: /^\d{8}$/ },
  EE: { prefix: 'EE', pattern: /^\d{9}$/ },
  ES: { prefix: 'ES', pattern: /^(?=.*[A-Z])[A-Z\d]\d{7}[A-Z\d]$/ },
  FI: { prefix: 'FI', pattern: /^\d{8}$/ },
  FR: { prefix: 'FR', pattern: /^[A-HJ-NP-Z\d]{2}\d{9}$/ },
  GR: { prefix: 'EL', pattern: /^\d{9}$/ },
  HR: { prefix: 'HR', pattern: /^\d{11}$/ },
  HU: { prefix: 'HU', pattern: /^\d{8}$/ },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { prefix: 'IT', pattern: /^\d{11}$/ },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/ },
  LU: { prefix: 'LU', pattern: /^\d{8}$/ },
  LV: { prefix: 'LV', pattern: /^\d{11}$/ },
  MT: { prefix: 'MT', pattern: /^\d{8}$/ },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/ },
  PL: { prefix: 'PL', pattern: /^\d{10}$/ },
  PT: { prefix: 'PT', pattern: /^\d{9}$/ },
  RO: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/ },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/ },
  SI: { prefix: 'SI', pattern: /^\d{8}$/ },
  SK: { prefix: 'SK', pattern: /^\d{10}$/ },
};

/** A VAT number as people type it (`de 123 456-789`) → as stored and printed (`DE123456789`). */
export function normalizeVatNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-/]/g, '');
}

export type VatNumberProblem = 'format' | 'country';

/**
 * Why a VAT number cannot zero-rate a sale to `countryCode`, or null when it can: `format` when it is no EU
 * VAT number at all (wrong prefix or pattern), `country` when it is one of another member state than the
 * customer's. A country outside the EU has no EU VAT number: every number is a `country` problem there.
 */
export function vatNumberProblem(raw: string, countryCode: string): VatNumberProblem | null {
  const numberCountry = vatNumberCountry(raw);
  if (numberCountry === null) return 'format';
  return numberCountry === countryCode ? null : 'country';
}

/** The member state whose well-formed VAT number this is (EL… is GR), or null when it is none. */
export function vatNumberCountry(raw: string): EuCountryCode | null {
  const number = normalizeVatNumber(raw);
  for (const [country, format] of Object.entries(formats)) {
    if (!number.startsWith(format.prefix)) continue;
    if (format.pattern.test(number.slice(format.prefix.length)) && isEuCountry(country)) return country;
  }
  return null;
}

/** The prefix a member state's VAT numbers start with (for hints in forms), or null outside the EU. */
export function vatNumberPrefix(countryCode: string): string | null {
  return isEuCountry(countryCode) ? formats[countryCode].prefix : null;
}
