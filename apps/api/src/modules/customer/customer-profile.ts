import { type BlockedStatus, type CurrencyCode, currencyCodes } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { customers } from './customer.tables.ts';

/**
 * The customer as every service sees it: the one a request acts for (`ctx.customer`, read with the token),
 * the one a cart belongs to, the one a user answer describes. One shape, read with `customerProfileColumns`
 * and checked by `toCustomerProfile`.
 */
export type CustomerProfile = {
  customerNumber: string;
  name: string;
  active: boolean;
  currencyCode: CurrencyCode;
  rrpCurrencyCode: CurrencyCode | null;
  priceGroupCode: string;
  minOrderAmount: number;
  minOrderAmountPre: number;
  shipmentMethodCode: string;
  blockedStatus: BlockedStatus;
  countryCode: string;
  /** The customer's VAT number as stored (normalised on save); decides reverse charge (ADR 67). */
  vatNumber: string | null;
};

/** The columns of a `CustomerProfile`, for selects and joins (read the row back with `toCustomerProfile`). */
export const customerProfileColumns = {
  customerNumber: customers.customerNumber,
  name: customers.name,
  active: customers.active,
  currencyCode: customers.currencyCode,
  rrpCurrencyCode: customers.rrpCurrencyCode,
  priceGroupCode: customers.priceGroupCode,
  minOrderAmount: customers.minOrderAmount,
  minOrderAmountPre: customers.minOrderAmountPre,
  shipmentMethodCode: customers.shipmentMethodCode,
  blockedStatus: customers.blockedStatus,
  countryCode: customers.countryCode,
  vatNumber: customers.vatNumber,
};

/** A selected `customerProfileColumns` row as stored (text where the profile has a checked code). */
export type CustomerProfileRow = Omit<
  CustomerProfile,
  'currencyCode' | 'rrpCurrencyCode' | 'blockedStatus'
> & {
  currencyCode: string;
  rrpCurrencyCode: string | null;
  blockedStatus: string;
};

function asCurrency(code: string, customerNumber: string): CurrencyCode {
  if ((currencyCodes as readonly string[]).includes(code)) return code as CurrencyCode;
  // A data error, not the caller's: a 500 that operators see in the log.
  throw new Error(`Customer ${customerNumber} has unknown currency ${code}`);
}

/** A selected row, its currencies checked. */
export function toCustomerProfile(row: CustomerProfileRow): CustomerProfile {
  return {
    ...row,
    currencyCode: asCurrency(row.currencyCode, row.customerNumber),
    rrpCurrencyCode:
      row.rrpCurrencyCode === null ? null : asCurrency(row.rrpCurrencyCode, row.customerNumber),
    blockedStatus: row.blockedStatus as BlockedStatus,
  };
}

/** The customer with that number, or null when there is none. */
export async function loadCustomerProfile(db: Db, customerNumber: string): Promise<CustomerProfile | null> {
  const [row] = await db
    .select(customerProfileColumns)
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row ? toCustomerProfile(row) : null;
}

/**
 * The customer the caller acts for: a dealer's own, or the one a sales user impersonates; null for visitors,
 * anonymous callers and sales users acting for nobody. The auth plugin reads it with the token, so this
 * costs a query only for a ctx made without it (jobs, hand-made test callers).
 */
export async function actingCustomer(ctx: Ctx): Promise<CustomerProfile | null> {
  if (ctx.customer) return ctx.customer;
  if (ctx.customerNumber === null) return null;
  return loadCustomerProfile(ctx.db, ctx.customerNumber);
}
