import { type CurrencyCode, defaultCurrency } from '@shop/contracts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import type { AuthState } from '../../lib/auth-state.ts';
import type { Ctx } from '../../lib/context.ts';
import { actingCustomer, type CustomerProfile } from '../customer/index.ts';
import type { carts } from './cart.tables.ts';

/**
 * Who a new cart belongs to: the customer acted for (a dealer's own, or the one a sales user impersonates), or
 * a not-logged-in visitor's token. Visitors buy in the area's currency (default EUR) at retail prices.
 */
export type CartOwner =
  | { kind: 'customer'; customer: CustomerProfile }
  | { kind: 'draft'; draftId: string; currencyCode: CurrencyCode }
  | { kind: 'visitor'; tokenHash: string; currencyCode: CurrencyCode };

/**
 * The owner a cart call acts as. 401 without a token; 403 for a sales user acting for nobody and for a
 * customer that is missing or deactivated (they get no prices, so no cart either).
 */
export async function requireCartOwner(ctx: Ctx): Promise<CartOwner> {
  const auth = ctx.auth;
  // A feed key (ADR 51) is no shopper: the access rules refuse it before any cart call.
  if (auth.kind === 'none' || auth.kind === 'feedKey') throw unauthorized();
  if (auth.kind === 'anonymous') {
    return {
      kind: 'visitor',
      tokenHash: auth.tokenHash,
      currencyCode: ctx.area?.currencyCode ?? defaultCurrency,
    };
  }
  // A session editing a proposal draft (ADR 47): the draft's carts, in the draft's currency.
  if (auth.draftId) {
    const currencyCode = auth.draftCurrencyCode ?? ctx.area?.currencyCode ?? defaultCurrency;
    return { kind: 'draft', draftId: auth.draftId, currencyCode };
  }
  if (auth.customerNumber === null) throw forbidden();
  const customer = await actingCustomer(ctx);
  if (!customer?.active) throw forbidden();
  return { kind: 'customer', customer };
}

export type CartOwnership = Pick<typeof carts.$inferSelect, 'customerNumber' | 'ownerTokenHash'> &
  Partial<Pick<typeof carts.$inferSelect, 'draftId'>>;

/**
 * A customer's cart belongs to whoever acts for that customer (the dealer, or a sales user impersonating
 * them); a visitor's cart to the token that made it.
 */
export function isCartOwner(auth: AuthState, cart: CartOwnership): boolean {
  if (auth.kind === 'none' || auth.kind === 'feedKey') return false;
  // A proposal draft's cart belongs to the sessions editing that draft only (ADR 47).
  if (cart.draftId) return auth.kind === 'user' && auth.draftId === cart.draftId;
  if (auth.kind === 'user' && auth.draftId) return false;
  if (cart.customerNumber !== null)
    return auth.kind === 'user' && auth.customerNumber === cart.customerNumber;
  return cart.ownerTokenHash !== null && auth.tokenHash === cart.ownerTokenHash;
}
