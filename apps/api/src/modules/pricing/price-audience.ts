import { type CurrencyCode, defaultCurrency } from '@shop/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
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

/** The currency of the proposal draft the caller's session edits (ADR 47), else null. */
export function sessionDraftCurrency(ctx: Pick<Ctx, 'draft'>): CurrencyCode | null {
  return ctx.draft?.currencyCode ?? null;
}

/**
 * The retail prices a caller sees: `retailAudience`, except that a session editing a proposal draft (which acts
 * for no customer) sees the draft's list `RETAIL <draft currency>` whatever currency the call names, so the shop
 * shows the prices its baskets will have (ADR 47).
 */
export function callerRetailAudience(
  ctx: Pick<Ctx, 'draft'>,
  customer: PricedCustomer | null,
  askedCurrency?: CurrencyCode,
): PriceAudience {
  return retailAudience(customer, sessionDraftCurrency(ctx) ?? askedCurrency);
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
