import { type LanguageCode, localizePath, matchRoute } from '@shop/contracts';

/** Only same-origin paths may be stored as a redirect (no `//host` or `/\host` open redirects). */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
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

/** Where a successful login lands: the stored redirect when there is one, otherwise home in the language. */
export function loginSuccessTarget(stored: string | null, language: LanguageCode): string {
  const target = sanitizeRedirect(stored);
  return target && target !== '/' ? target : localizePath('home', language);
}
