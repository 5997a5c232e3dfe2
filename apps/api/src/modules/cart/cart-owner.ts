import { type CurrencyCode, currencyCodes, defaultCurrency } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import type { AuthState } from '../../plugins/auth.ts';
import { customers } from '../customer/index.ts';
import type { carts } from './cart.tables.ts';

/** What a cart needs to know about the customer it belongs to: currency, price group, minimums, pickup. */
export type CartCustomer = {
  customerNumber: string;
  active: boolean;
  currencyCode: CurrencyCode;
  rrpCurrencyCode: CurrencyCode | null;
  priceGroupCode: string;
  minOrderAmount: number;
  minOrderAmountPre: number;
  shipmentMethodCode: string;
  blockedStatus: string;
};

/**
 * Who a new cart belongs to: the customer acted for (a dealer's own, or the one a sales user impersonates), or
 * a not-logged-in visitor's token. Visitors buy in the area's currency (default EUR) at retail prices.
 */
export type CartOwner =
  | { kind: 'customer'; customer: CartCustomer }
  | { kind: 'visitor'; tokenHash: string; currencyCode: CurrencyCode };

function asCurrency(code: string, customerNumber: string): CurrencyCode {
  if ((currencyCodes as readonly string[]).includes(code)) return code as CurrencyCode;
  throw new Error(`Customer ${customerNumber} has unknown currency ${code}`);
}

/** The customer columns a cart needs (select them with `toCartCustomer` to read the row). */
export const cartCustomerColumns = {
  customerNumber: customers.customerNumber,
  active: customers.active,
  currencyCode: customers.currencyCode,
  rrpCurrencyCode: customers.rrpCurrencyCode,
  priceGroupCode: customers.priceGroupCode,
  minOrderAmount: customers.minOrderAmount,
  minOrderAmountPre: customers.minOrderAmountPre,
  shipmentMethodCode: customers.shipmentMethodCode,
  blockedStatus: customers.blockedStatus,
};

type CartCustomerRow = Omit<CartCustomer, 'currencyCode' | 'rrpCurrencyCode'> & {
  currencyCode: string;
  rrpCurrencyCode: string | null;
};

/** A selected `cartCustomerColumns` row, its currencies checked. */
export function toCartCustomer(row: CartCustomerRow): CartCustomer {
  return {
    ...row,
    currencyCode: asCurrency(row.currencyCode, row.customerNumber),
    rrpCurrencyCode:
      row.rrpCurrencyCode === null ? null : asCurrency(row.rrpCurrencyCode, row.customerNumber),
  };
}

/** The customer row a cart belongs to, or null when it does not exist. */
export async function loadCartCustomer(ctx: Ctx, customerNumber: string): Promise<CartCustomer | null> {
  const [row] = await ctx.db
    .select(cartCustomerColumns)
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row ? toCartCustomer(row) : null;
}

/**
 * The owner a cart call acts as. 401 without a token; 403 for a sales user acting for nobody and for a
 * customer that is missing or deactivated (they get no prices, so no cart either).
 */
export async function requireCartOwner(ctx: Ctx, areaCurrency?: CurrencyCode): Promise<CartOwner> {
  const auth = ctx.auth;
  if (auth.kind === 'none') throw unauthorized();
  if (auth.kind === 'anonymous') {
    return { kind: 'visitor', tokenHash: auth.tokenHash, currencyCode: areaCurrency ?? defaultCurrency };
  }
  if (auth.customerNumber === null) throw forbidden();
  const customer = await loadCartCustomer(ctx, auth.customerNumber);
  if (!customer?.active) throw forbidden();
  return { kind: 'customer', customer };
}

export type CartOwnership = Pick<typeof carts.$inferSelect, 'customerNumber' | 'ownerTokenHash'>;

/**
 * A customer's cart belongs to whoever acts for that customer (the dealer, or a sales user impersonating
 * them); a visitor's cart to the token that made it.
 */
export function isCartOwner(auth: AuthState, cart: CartOwnership): boolean {
  if (auth.kind === 'none') return false;
  if (cart.customerNumber !== null)
    return auth.kind === 'user' && auth.customerNumber === cart.customerNumber;
  return cart.ownerTokenHash !== null && auth.tokenHash === cart.ownerTokenHash;
}
