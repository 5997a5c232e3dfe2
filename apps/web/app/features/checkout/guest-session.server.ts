import { endpoints } from '@shop/contracts/endpoints';
import type { RouterContextProvider } from 'react-router';
import { createApiClient } from '../../lib/api-client.server.ts';
import type { Call } from '../../lib/call-endpoint.ts';
import { clientAddress } from '../../lib/client-address.server.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { env } from '../../lib/env.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';

/**
 * A guest's checkout token (GenerateNotLoggedInToken): it owns the server cart the guest's local cart
 * becomes and the order made from it. Like the session token it lives only in an httpOnly cookie and
 * reaches the API as the bearer the BFF adds; it is a cookie of its own because it is not a login (the
 * page loaders must not take the visitor for a logged-in user).
 */
export const guestCookieName = 'shop_guest';

export function readGuestToken(request: Request): string | null {
  return readCookie(request, guestCookieName) || null;
}

/** The bearer for a visitor's API calls: the logged-in session's token, else the guest's. */
export function visitorToken(request: Request, sessionToken: string | null): string | null {
  return sessionToken ?? readGuestToken(request);
}

/** The API as the visitor: the session's `call`, or one with the guest's token when nobody is logged in. */
export function visitorCall(request: Request, context: Readonly<RouterContextProvider>): Call {
  const session = context.get(sessionContext);
  const token = visitorToken(request, session.token);
  if (token === session.token) return session.call;
  return createApiClient({ baseUrl: env.apiUrl, token, forwardedFor: clientAddress(context) });
}

export function guestCookie(token: string, expiresAt: string, now = Date.now()): string {
  const maxAge = Math.max(0, (Date.parse(expiresAt) - now) / 1000) || 60 * 60;
  return serializeCookie(guestCookieName, token, { maxAge, httpOnly: true, secure: env.secureCookies });
}

/**
 * The guest's token, issued when the browser has none yet; `setCookie` is the header that stores a new
 * one. `call` is the anonymous visitor's (the request's session `call`): the API rate-limits issuing per
 * client, and that call tells it the visitor's address.
 */
export async function ensureGuestToken(
  request: Request,
  call: Call,
): Promise<{ token: string; setCookie: string | null }> {
  const existing = readGuestToken(request);
  if (existing) return { token: existing, setCookie: null };
  const issued = await call(endpoints.user.generateNotLoggedInToken, {});
  return { token: issued.token, setCookie: guestCookie(issued.token, issued.expiresAt) };
}
