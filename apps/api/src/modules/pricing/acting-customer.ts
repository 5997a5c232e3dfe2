import { type CurrencyCode, currencyCodes } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { type CustomerProfile, customerProfileColumns, customers } from '../customer/index.ts';

/** What pricing and stock need to know about the customer a request acts for. */
export type ActingCustomer = {
  customerNumber: string;
  active: boolean;
  currencyCode: CurrencyCode;
  rrpCurrencyCode: CurrencyCode | null;
  priceGroupCode: string;
};

function asCurrency(code: string, customerNumber: string): CurrencyCode {
  if ((currencyCodes as readonly string[]).includes(code)) return code as CurrencyCode;
  // A data error, not the caller's: a 500 that operators see in the log.
  throw new Error(`Customer ${customerNumber} has unknown currency ${code}`);
}

/**
 * The customer the caller acts for: a dealer's own, or the one a sales user impersonates. Null for
 * anonymous callers and sales users acting for nobody. The auth plugin reads the profile with the token;
 * only an auth state made without it costs a query here.
 */
export async function findActingCustomer(ctx: Ctx): Promise<ActingCustomer | null> {
  if (ctx.auth.kind !== 'user' || ctx.auth.customerNumber === null) return null;
  const row =
    ctx.auth.customer !== undefined ? ctx.auth.customer : await readProfile(ctx, ctx.auth.customerNumber);
  if (!row) return null;
  return {
    ...row,
    currencyCode: asCurrency(row.currencyCode, row.customerNumber),
    rrpCurrencyCode:
      row.rrpCurrencyCode === null ? null : asCurrency(row.rrpCurrencyCode, row.customerNumber),
  };
}

async function readProfile(ctx: Ctx, customerNumber: string): Promise<CustomerProfile | null> {
  const [row] = await ctx.db
    .select(customerProfileColumns)
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row ?? null;
}
