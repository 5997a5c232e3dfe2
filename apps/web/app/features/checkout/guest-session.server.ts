import type { NotLoggedInTokenResponse } from '@shop/contracts';
import { ApiError, isErrorBody } from '../../lib/api-error.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { env } from '../../lib/env.server.ts';

/**
 * A guest's checkout token (POST /api/User/GenerateNotLoggedInToken): it owns the server cart the guest's
 * local cart becomes and the order made from it. Like the session token it lives only in an httpOnly cookie
 * and reaches the API as the bearer the BFF adds; it is a cookie of its own because it is not a login (the
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

export function guestCookie(token: string, expiresAt: string, now = Date.now()): string {
  const maxAge = Math.max(0, (Date.parse(expiresAt) - now) / 1000) || 60 * 60;
  return serializeCookie(guestCookieName, token, { maxAge, httpOnly: true, secure: env.secureCookies });
}

/**
 * The guest's token, issued when the browser has none yet; `setCookie` is the header that stores a new
 * one. The API rate-limits issuing per client, so the visitor's address (`clientAddress`, as the web
 * server resolved it) is passed on.
 */
export async function ensureGuestToken(
  request: Request,
  clientAddress: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<{ token: string; setCookie: string | null }> {
  const existing = readGuestToken(request);
  if (existing) return { token: existing, setCookie: null };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress;
  const response = await fetchImpl(new URL('/api/User/GenerateNotLoggedInToken', env.apiUrl), {
    method: 'POST',
    headers,
    signal: AbortSignal.timeout(15_000),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, isErrorBody(payload) ? payload : null);
  const issued = payload as NotLoggedInTokenResponse;
  return { token: issued.token, setCookie: guestCookie(issued.token, issued.expiresAt) };
}
