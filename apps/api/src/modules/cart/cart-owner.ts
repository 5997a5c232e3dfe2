import { type CurrencyCode, defaultCurrency } from '@shop/contracts';
import { forbidden, priceViewNotActing, unauthorized } from '../../lib/app-error.ts';
import type { Caller, Ctx } from '../../lib/context.ts';
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
  const { token, draft } = ctx;
  // A feed key (ADR 51) is no shopper: the access rules refuse it before any cart call.
  if (!token || token.kind === 'feedKey') throw unauthorized();
  if (token.kind === 'visitor') {
    return {
      kind: 'visitor',
      tokenHash: token.hash,
      currencyCode: ctx.area?.currencyCode ?? defaultCurrency,
    };
  }
  // A session editing a proposal draft (ADR 47): the draft's carts, in the draft's currency.
  if (draft) {
    const currencyCode = draft.currencyCode ?? ctx.area?.currencyCode ?? defaultCurrency;
    return { kind: 'draft', draftId: draft.id, currencyCode };
  }
  // Staff viewing a customer's prices act for nobody (ADR 82): no basket in anybody's name.
  if (ctx.priceView) throw priceViewNotActing(ctx.priceView.customer.customerNumber);
  if (ctx.customerNumber === null) throw forbidden();
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
export function isCartOwner(
  caller: Pick<Caller, 'token' | 'draft' | 'customerNumber'>,
  cart: CartOwnership,
): boolean {
  const { token, draft } = caller;
  if (!token || token.kind === 'feedKey') return false;
  // A proposal draft's cart belongs to the sessions editing that draft only (ADR 47).
  if (cart.draftId) return draft?.id === cart.draftId;
  if (draft) return false;
  // Only a user acts for a customer (a visitor's customerNumber is null).
  if (cart.customerNumber !== null) return caller.customerNumber === cart.customerNumber;
  return cart.ownerTokenHash !== null && token.hash === cart.ownerTokenHash;
}
