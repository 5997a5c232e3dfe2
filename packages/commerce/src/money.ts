/**
 * Money is an integer amount in minor units plus a currency code. `roundMinor` is the one rounding
 * function of the shop (half away from zero, as invoices expect).
 */
export type Money = { amount: number; currencyCode: string };

/** Minor-unit decimals per currency (ISO 4217). Every currency the shop sells in has 2. */
const decimalsByCurrency: Record<string, number> = { DKK: 2, EUR: 2, GBP: 2, USD: 2, SEK: 2, NOK: 2 };

export function currencyDecimals(currencyCode: string): number {
  const decimals = decimalsByCurrency[currencyCode];
  if (decimals === undefined) throw new Error(`Unknown currency ${currencyCode}`);
  return decimals;
}

/** Round a fractional minor amount to a whole one, half away from zero. */
export function roundMinor(value: number): number {
  if (!Number.isFinite(value)) throw new Error(`Cannot round ${value}`);
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** 1.25 as a ratio: VAT is applied in integers so 19995 × 1.25 is exactly 24993.75 → 24994. */
export const vatNumerator = 5;
export const vatDenominator = 4;

/** The amount with VAT (spec: multiplier 1.25), rounded once. */
export function withVat(amountMinor: number): number {
  return roundMinor((amountMinor * vatNumerator) / vatDenominator);
}

/** Minor units → major units for display (`19995` DKK → 199.95). Only for formatting, never for sums. */
export function toMajor(amountMinor: number, currencyCode: string): number {
  return amountMinor / 10 ** currencyDecimals(currencyCode);
}

/** Major units as typed by a person or an ERP → minor units; refuses more decimals than the currency has. */
export function toMinor(major: number, currencyCode: string): number {
  const decimals = currencyDecimals(currencyCode);
  const scaled = major * 10 ** decimals;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) {
    throw new Error(`${major} has more than ${decimals} decimals for ${currencyCode}`);
  }
  return rounded;
}
