import { localizePath, type Role, splitLanguagePrefix, type User } from '@shop/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { sessionContext } from './middleware/request-context.ts';
import { redirectCookie } from './session.server.ts';

/**
 * What a screen may ask of its user: the API's roles (`impersonator`, `proposal`, `B2B Manager`), or
 * `customer`, a user acting for a customer (a dealer, or a sales user impersonating one), as the API's
 * `customer` access rule reads it.
 */
export type UserRole = 'customer' | Role;

/** The part of a loader's or action's arguments the helpers read. */
export type AuthArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a wrong role is told: 403, or 404 where the screen should not admit it exists. */
export type WrongRoleStatus = 403 | 404;

export function hasRole(user: User, role: UserRole): boolean {
  return role === 'customer' ? user.customerNumber !== null : user.roles.includes(role);
}

/** The page's own path and query, without React Router's data-request parameter. */
export function pagePath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete('_routes');
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The logged-in user the auth middleware found for this request, or null for a visitor. */
export function getUser({ context }: Pick<AuthArgs, 'context'>): User | null {
  return context.get(sessionContext).user;
}

/**
 * The logged-in user, or a thrown redirect to the login page in the page's language with the page stored
 * as the redirect (spec §4), so logging in comes back here. The auth middleware adds the session's own
 * cookies (an expired token's removal) to whatever response the request ends with.
 */
export function requireUser(args: AuthArgs): User {
  const user = getUser(args);
  if (user) return user;
  const url = new URL(args.request.url);
  const { language } = splitLanguagePrefix(url.pathname);
  throw redirect(localizePath('login', language), {
    headers: { 'Set-Cookie': redirectCookie(pagePath(url)) },
  });
}

/**
 * The logged-in user when they have one of `roles`; a visitor is sent to login (requireUser), a user
 * without the role gets a 403 (or `wrongRole`) error page.
 */
export function requireRole(
  args: AuthArgs,
  roles: UserRole | readonly UserRole[],
  { wrongRole = 403 }: { wrongRole?: WrongRoleStatus } = {},
): User {
  const user = requireUser(args);
  const wanted: readonly UserRole[] = typeof roles === 'string' ? [roles] : roles;
  if (wanted.some((role) => hasRole(user, role))) return user;
  throw data(wrongRole === 404 ? 'Not Found' : 'Forbidden', { status: wrongRole });
}
