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

/** The spec's default VAT (multiplier 1.25) as a rate in basis points: 25 % = 2500. */
export const defaultVatRateBasisPoints = 2500;

/**
 * The VAT of an amount at a rate in basis points (25 % = 2500, 25.5 % = 2550), rounded half away from zero
 * like `roundMinor`, computed exactly in BigInt: `amount × 0.19` in doubles is 9.4999… for 50, not 9.5 → 10.
 */
export function vatAt(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Cannot take VAT of ${amountMinor}`);
  assertRate(rateBasisPoints);
  const magnitude = BigInt(Math.abs(amountMinor)) * BigInt(rateBasisPoints);
  const rounded = Number((2n * magnitude + 10_000n) / 20_000n);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`VAT of ${amountMinor} is too large`);
  return amountMinor < 0 ? -rounded : rounded;
}

/** The amount with VAT at a rate in basis points (default: the spec's 1.25), rounded once. */
export function withVat(amountMinor: number, rateBasisPoints = defaultVatRateBasisPoints): number {
  return amountMinor + vatAt(amountMinor, rateBasisPoints);
}

/** A VAT rate is a whole number of basis points from 0 % to 100 %. */
export function assertRate(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`A VAT rate must be whole basis points from 0 to 10000, got ${rateBasisPoints}`);
  }
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
