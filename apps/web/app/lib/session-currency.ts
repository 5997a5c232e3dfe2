import type { CurrencyCode, User } from '@shop/contracts';
import { pricedCustomer } from './price-view.ts';

/**
 * The currency the session's prices are in: a customer's own (dealer, or a sales user acting for one), a session
 * editing a proposal draft the draft's (GetUser's `extraInfo.draftCurrencyCode`; ADR 47), staff viewing a
 * customer's prices that customer's (ADR 82), else the area's.
 * The API prices by the same rule from the token; the page uses it to ask and to format.
 */
export function sessionCurrency(user: User | null | undefined, areaCurrency: CurrencyCode): CurrencyCode {
  return pricedCustomer(user)?.currencyCode ?? user?.extraInfo.draftCurrencyCode ?? areaCurrency;
}
