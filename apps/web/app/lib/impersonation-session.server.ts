import type { ImpersonationTokenResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { RouterContextProvider } from 'react-router';
import { createApiClient } from './api-client.server.ts';
import { isApiError } from './api-error.ts';
import { clientAddress } from './client-address.server.ts';
import { env } from './env.server.ts';
import type { RequestSession } from './middleware/request-context.ts';
import { clearSessionCookie, sessionCookie } from './session.server.ts';

/**
 * The sales user's session changes hands at the API (ADR 45): Impersonate and Unimpersonate each answer a new
 * token and revoke the one sent. This puts the new token into the request's session (its API client and user,
 * for the loaders after) and into the httpOnly cookie of the response the request ends with.
 */
export function adoptSessionToken(
  session: RequestSession,
  context: Readonly<RouterContextProvider>,
  answer: ImpersonationTokenResponse,
): string {
  const cookie = sessionCookie(answer.token, answer.expiresAt);
  session.token = answer.token;
  session.call = createApiClient({
    baseUrl: env.apiUrl,
    token: answer.token,
    forwardedFor: clientAddress(context),
  });
  session.user = answer.user;
  return cookie;
}

/**
 * Unimpersonate: the sales user's own token again, set in the session; answers the cookie to send. A token
 * that died meanwhile (another tab switched customers: 401) leaves a logged-out visitor, as any dead token does.
 */
export async function endImpersonation(
  session: RequestSession,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  try {
    const answer = await session.call(endpoints.salesImpersonation.unimpersonate, {});
    return adoptSessionToken(session, context, answer);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    session.token = null;
    session.user = null;
    session.call = createApiClient({
      baseUrl: env.apiUrl,
      token: null,
      forwardedFor: clientAddress(context),
    });
    return clearSessionCookie();
  }
}
