import {
  defaultAreaId,
  type LanguageCode,
  type SalesContact,
  type SalesContactsResponse,
} from '@shop/contracts';
import { env } from '../../lib/env.server.ts';

/** The cart page's sales contacts: loaded, or failed (the page says so and the cart still works). */
export type SalesContactsState = { status: 'loaded'; contacts: SalesContact[] } | { status: 'failed' };

/**
 * POST /api/Customer/GetSalesContacts for the customer the session acts for (a dealer, or a sales user
 * impersonating one). A failure does not fail the cart page: the contacts are beside the order, not part
 * of it, so the side column shows that they could not be loaded instead.
 */
export async function loadSalesContacts(input: {
  token: string;
  language: LanguageCode;
  forwardedFor?: string | null;
  fetch?: typeof fetch;
}): Promise<SalesContactsState> {
  const fetchImpl = input.fetch ?? fetch;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${input.token}`,
  };
  if (input.forwardedFor) headers['X-Forwarded-For'] = input.forwardedFor;
  try {
    const response = await fetchImpl(new URL('/api/Customer/GetSalesContacts', env.apiUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ areaInfo: { areaId: defaultAreaId, languageCode: input.language } }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { status: 'failed' };
    const answer = (await response.json()) as SalesContactsResponse;
    return { status: 'loaded', contacts: answer.contacts };
  } catch {
    return { status: 'failed' };
  }
}
