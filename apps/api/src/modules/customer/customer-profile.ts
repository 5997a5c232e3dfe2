import { isPaymentTermsCode, type PaymentTermsCode } from '@shop/commerce';
import { type BlockedStatus, type CurrencyCode, currencyCodes } from '@shop/contracts';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CustomerProfile } from '../../lib/auth-state.ts';
import type { Ctx } from '../../lib/context.ts';
import { outerColumn } from '../../lib/outer-column.ts';
import { customers } from './customer.tables.ts';

// The ctx carries the profile, so its type lives below the ctx (ADR 29).
export type { CustomerProfile } from '../../lib/auth-state.ts';

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
  paymentTerms: customers.paymentTerms,
};

/**
 * The profile of the customer with the number (a column or expression) as a JSON subquery in the caller's
 * statement, null when there is none: the token lookup and the cart snapshot read it in their one statement.
 * Read the value back with `toCustomerProfile`.
 */
export function customerProfileOf(customerNumber: SQLWrapper): SQL<CustomerProfileRow | null> {
  const fields = Object.entries(customerProfileColumns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`(SELECT json_build_object(${sql.join(fields, sql`, `)}) FROM ${customers} WHERE ${customers.customerNumber} = ${outerColumn(customerNumber)})`;
}

/** A selected `customerProfileColumns` row as stored (text where the profile has a checked code). */
export type CustomerProfileRow = Omit<
  CustomerProfile,
  'currencyCode' | 'rrpCurrencyCode' | 'blockedStatus' | 'paymentTerms'
> & {
  currencyCode: string;
  rrpCurrencyCode: string | null;
  blockedStatus: string;
  paymentTerms: string;
};

function asCurrency(code: string, customerNumber: string): CurrencyCode {
  if ((currencyCodes as readonly string[]).includes(code)) return code as CurrencyCode;
  // A data error, not the caller's: a 500 that operators see in the log.
  throw new Error(`Customer ${customerNumber} has unknown currency ${code}`);
}

function asPaymentTerms(code: string, customerNumber: string): PaymentTermsCode {
  if (isPaymentTermsCode(code)) return code;
  // Only SetPaymentTerms writes them, checked; another value is a data error (a 500 in the log).
  throw new Error(`Customer ${customerNumber} has unknown payment terms ${code}`);
}

/** A selected row, its currencies and payment terms checked. */
export function toCustomerProfile(row: CustomerProfileRow): CustomerProfile {
  return {
    ...row,
    currencyCode: asCurrency(row.currencyCode, row.customerNumber),
    rrpCurrencyCode:
      row.rrpCurrencyCode === null ? null : asCurrency(row.rrpCurrencyCode, row.customerNumber),
    blockedStatus: row.blockedStatus as BlockedStatus,
    paymentTerms: asPaymentTerms(row.paymentTerms, row.customerNumber),
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

/**
 * The customer whose prices, currency and stock volumes the caller sees: the one acted for, else the one staff
 * view the shop as without acting for them (ADR 82). Only reads of the catalogue take this; whatever is done in
 * a customer's name (carts, orders, documents) takes `actingCustomer`, which is null while viewing.
 */
export async function pricedCustomer(ctx: Ctx): Promise<CustomerProfile | null> {
  return (await actingCustomer(ctx)) ?? ctx.priceView?.customer ?? null;
}

/** The name, VAT number and language a customer's documents are made out with, or null when there is none. */
export async function findCustomerDocumentDetails(
  ctx: Ctx,
  customerNumber: string,
): Promise<{ name: string; vatNumber: string | null; languageCode: string } | null> {
  const [row] = await ctx.db
    .select({ name: customers.name, vatNumber: customers.vatNumber, languageCode: customers.languageCode })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row ?? null;
}
