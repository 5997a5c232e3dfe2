import { redirect } from 'react-router';
import { endImpersonation } from '../impersonation-session.server.ts';
import { isPassThroughPath } from '../pass-through-paths.ts';
import { salesManagerRedirect, sessionEndsHere } from '../sales-manager-rule.ts';
import type { Middleware } from './middleware-chain.ts';
import { sessionContext } from './request-context.ts';

/**
 * Spec §4 (handle-sales-manager). On a page under the sales dashboard an impersonation or draft-editing
 * session is ended first: the un-impersonate token is fetched, set as the session's token, and the user
 * reloaded (ADR 45). Then an idle sales user (not impersonating, no draft) who is not staff (issue 31) is sent
 * to the dashboard with a 302.
 */
export const handleSalesManagerMiddleware: Middleware = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' || isPassThroughPath(pathname)) return next();
  const session = context.get(sessionContext);
  if (sessionEndsHere(session.user, pathname))
    session.responseCookies.push(await endImpersonation(session, context));
  const target = salesManagerRedirect(session.user, pathname);
  if (target) throw redirect(target, { status: 302, headers: cookieHeaders(session.responseCookies) });
  return next();
};

function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
