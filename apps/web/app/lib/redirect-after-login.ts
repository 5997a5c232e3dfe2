import { type LanguageCode, localizePath, matchRoute } from '@shop/contracts';

/**
 * What a stored redirect may be: an absolute path on the shop's own origin, '/' followed by anything but '/'
 * or '\' (`//host` and `/\host` are other sites), in printable ASCII. The shop only ever stores the encoded
 * path and query of one of its pages, so anything else was written by someone else: a TAB or a newline
 * (browsers drop them from a URL, so `/<TAB>/evil.example` is `//evil.example`, and a newline cannot be in a
 * Location header at all), a space, or a character outside ASCII (not a header value either).
 */
const sameOriginPath = /^\/(?![/\\])[\x21-\x7e]*$/;

/** The stored redirect when the shop may follow it (see sameOriginPath), otherwise null. */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  return value && sameOriginPath.test(value) ? value : null;
}

/** True for a stored redirect the shop will not follow: it is ignored and cleared. */
export function isMalformedRedirect(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && sanitizeRedirect(value) === null;
}

function isLoginFlowPath(pathname: string): boolean {
  const name = matchRoute(pathname)?.name;
  return name === 'login' || name === 'recoverPassword';
}

/**
 * Spec §4: when a logged-in user is not on /login or /recover-password and the stored redirect is not '/',
 * the redirect cookie is reset to '/' and the browser goes to the stored redirect. Returns where to go, or
 * null to stay.
 */
export function storedRedirectTarget(input: {
  pathname: string;
  stored: string | null;
  loggedIn: boolean;
}): string | null {
  const target = sanitizeRedirect(input.stored);
  if (!input.loggedIn || !target || target === '/' || isLoginFlowPath(input.pathname)) return null;
  return target;
}

/**
 * Where a successful login lands: the stored redirect when there is one, otherwise the user's landing page in
 * the language: home, or for sales staff the sales dashboard (spec §2), which staff may leave for the shop.
 */
export function loginSuccessTarget(
  stored: string | null,
  language: LanguageCode,
  landing: 'home' | 'sales' = 'home',
): string {
  const target = sanitizeRedirect(stored);
  return target && target !== '/' ? target : localizePath(landing, language);
}
