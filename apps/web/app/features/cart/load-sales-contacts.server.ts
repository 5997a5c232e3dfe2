import { defaultAreaId, type LanguageCode, type SalesContact } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Call } from '../../lib/call-endpoint.ts';

/** The cart page's sales contacts: loaded, or failed (the page says so and the cart still works). */
export type SalesContactsState = { status: 'loaded'; contacts: SalesContact[] } | { status: 'failed' };

/**
 * GetSalesContacts for the customer the session acts for (a dealer, or a sales user impersonating one),
 * through the session's `call`. A failure does not fail the cart page: the contacts are beside the order,
 * not part of it, so the side column shows that they could not be loaded instead.
 */
export async function loadSalesContacts(call: Call, language: LanguageCode): Promise<SalesContactsState> {
  try {
    const answer = await call(endpoints.customer.getSalesContacts, {
      body: { areaInfo: { areaId: defaultAreaId, languageCode: language } },
    });
    return { status: 'loaded', contacts: answer.contacts };
  } catch {
    return { status: 'failed' };
  }
}
