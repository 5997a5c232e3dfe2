import { localizePath, splitLanguagePrefix, type User } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { redirect } from 'react-router';
import { createApiClient } from '../api-client.server.ts';
import { isApiError, isClientError } from '../api-error.ts';
import type { Call } from '../call-endpoint.ts';
import { clientAddress } from '../client-address.server.ts';
import { revokeSessionToken } from '../end-session.server.ts';
import { env } from '../env.server.ts';
import { endImpersonation } from '../impersonation-session.server.ts';
import { isPassThroughPath } from '../pass-through-paths.ts';
import { isMalformedRedirect, storedRedirectTarget } from '../redirect-after-login.ts';
import { isImpersonating } from '../sales-manager-rule.ts';
import {
  clearRedirectCookie,
  clearSessionCookie,
  flashCookie,
  hasMalformedSessionCookie,
  readSessionToken,
  readStoredRedirect,
  redirectCookie,
  redirectCookieName,
} from '../session.server.ts';
import type { Middleware } from './middleware-chain.ts';
import { type RequestSession, sessionContext } from './request-context.ts';

async function loadUser(call: Call): Promise<User | null> {
  try {
    return await call(endpoints.user.getUser, {});
  } catch (error) {
    // An expired or revoked token is a logged-out visitor, not a failure; so is a token that is no user's
    // (a guest checkout's) or one the API refuses to read (ADR 71): the visitor goes on anonymously.
    if (isApiError(error) && isClientError(error.status)) return null;
    throw error;
  }
}

function setsCookie(response: Response, name: string): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
}

function redirectWithCookies(to: string, cookies: string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

/**
 * Auth: turns the session cookie into the request's API client and user. On page requests it also applies
 * the spec §4 rules: an inactive customer is logged out and a stored redirect is honoured. Which screen
 * needs which user is the screen's own loader's business (lib/auth.server.ts, lib/screen-access.server.ts).
 */
export const authMiddleware: Middleware = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const token = readSessionToken(request);
  // The login and guest-token limits of the API host go by this address (ADR 0020).
  const forwardedFor = clientAddress(context);
  // Set by the web server on every request (server-metrics.mjs): the API's log lines carry the same id.
  const requestId = request.headers.get('x-request-id');
  const session: RequestSession = {
    token,
    call: createApiClient({ baseUrl: env.apiUrl, token, forwardedFor, requestId }),
    user: null,
    responseCookies: [],
  };
  context.set(sessionContext, session);
  if (isPassThroughPath(url.pathname)) return next();
  if (hasMalformedSessionCookie(request)) session.responseCookies.push(clearSessionCookie());

  const { language } = splitLanguagePrefix(url.pathname);
  const loginPath = localizePath('login', language);
  if (token) {
    session.user = await loadUser(session.call);
    if (!session.user) {
      session.token = null;
      session.call = createApiClient({ baseUrl: env.apiUrl, token: null, forwardedFor, requestId });
      session.responseCookies.push(clearSessionCookie());
    }
  }

  if (session.user?.customer?.active === false) {
    // A sales person acting for a customer deactivated meanwhile stops acting, rather than being logged out
    // (ADR 45): their own account is fine.
    if (isImpersonating(session.user))
      throw redirectWithCookies(localizePath('sales', language), [await endImpersonation(session, context)]);
    await revokeSessionToken(session);
    throw redirectWithCookies(loginPath, [
      clearSessionCookie(),
      flashCookie('validation.logget-out-account-deactivated'),
    ]);
  }
  const stored = readStoredRedirect(request);
  if (request.method === 'GET') {
    const target = storedRedirectTarget({ pathname: url.pathname, stored, loggedIn: !!session.user });
    if (target) throw redirectWithCookies(target, [...session.responseCookies, redirectCookie('/')]);
  }

  const response = await next();
  for (const cookie of session.responseCookies) response.headers.append('Set-Cookie', cookie);
  // A redirect cookie the shop never wrote (a TAB, a newline, another host) is ignored and cleared, unless
  // this answer stores a new one (a page that needs a login).
  if (isMalformedRedirect(stored) && !setsCookie(response, redirectCookieName))
    response.headers.append('Set-Cookie', clearRedirectCookie());
  // Pages with a user's prices and name must never land in a shared cache.
  if (session.user && !response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
