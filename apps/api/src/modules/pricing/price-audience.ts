import { type CurrencyCode, defaultCurrency } from '@shop/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { CustomerProfile } from '../customer/index.ts';
import type { PriceAudience } from './price-strategy.ts';

/** What prices depend on of a customer. */
type PricedCustomer = Pick<
  CustomerProfile,
  'customerNumber' | 'active' | 'currencyCode' | 'rrpCurrencyCode' | 'priceGroupCode'
>;

/** Retail (RRP) prices of a currency live in the price group `RETAIL <currency>`. */
export const retailPriceGroup = (currencyCode: CurrencyCode) => `RETAIL ${currencyCode}`;

/**
 * Retail prices: a customer sees them in their retail currency, falling back to their currency (spec §9);
 * anyone else in the currency asked, default EUR. Retail prices are never customer-specific.
 */
export function retailAudience(customer: PricedCustomer | null, askedCurrency?: CurrencyCode): PriceAudience {
  const currencyCode = customer
    ? (customer.rrpCurrencyCode ?? customer.currencyCode)
    : (askedCurrency ?? defaultCurrency);
  return { customerNumber: null, priceGroupCode: retailPriceGroup(currencyCode), currencyCode };
}

/** A customer's net prices in their own currency and price group; a deactivated customer gets none (403). */
export function netAudience(customer: PricedCustomer | null): PriceAudience {
  if (!customer?.active) throw forbidden();
  return {
    customerNumber: customer.customerNumber,
    priceGroupCode: customer.priceGroupCode,
    currencyCode: customer.currencyCode,
  };
}
