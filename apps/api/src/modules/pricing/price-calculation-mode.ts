/**
 * customer-center-and-sales §3 'Price calculation mode': who calculates prices.
 * - InternallyCalculateNotLoggedIn: anonymous visitors from the shop's price rules, logged-in users from
 *   the ERP (the default: see docs/decisions/0009-pricing.md)
 * - ExternallyCalculateAll: everyone from the ERP
 * - InternallyCalculateAll: everyone from the shop's price rules, the ERP is never asked for prices
 */
export const priceCalculationModes = [
  'InternallyCalculateNotLoggedIn',
  'ExternallyCalculateAll',
  'InternallyCalculateAll',
] as const;
export type PriceCalculationMode = (typeof priceCalculationModes)[number];
export const defaultPriceCalculationMode: PriceCalculationMode = 'InternallyCalculateNotLoggedIn';
