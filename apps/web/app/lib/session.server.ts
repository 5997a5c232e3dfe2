import type { LanguageCode } from '@shop/contracts';
import { expireCookie, readCookie, serializeCookie } from './cookies.ts';
import { env } from './env.server.ts';

/** The bearer token lives only in this httpOnly cookie, never in browser storage. */
export const sessionCookieName = 'shop_session';
/** Spec §4: the page to return to after login. '/' means none. */
export const redirectCookieName = 'redirect';
/** Spec §9: the chosen locale, 365 days, path /, lax. */
export const localeCookieName = 'locale';
/** A one-shot message key for the next page (e.g. why the user was logged out). */
export const flashCookieName = 'shop_flash';

const oneYear = 365 * 24 * 60 * 60;

/** Translation keys that may travel in the flash cookie; anything else is ignored. */
export const flashMessageKeys = ['validation.logget-out-account-deactivated'] as const;
export type FlashMessageKey = (typeof flashMessageKeys)[number];

/**
 * A bearer token as RFC 6750 writes it (b64token), and no longer than any the API issues (43 characters): a
 * cookie value outside it was never written by the shop and is dropped before it reaches a header (a NUL
 * there makes the call itself fail).
 */
const tokenShape = /^[A-Za-z0-9._~+/-]+=*$/;
const tokenMaxLength = 512;

export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, sessionCookieName);
  return value && value.length <= tokenMaxLength && tokenShape.test(value) ? value : null;
}

/** True when the request carries a session cookie that is not a token at all (ADR 71: it is cleared). */
export function hasMalformedSessionCookie(request: Request): boolean {
  const value = readCookie(request, sessionCookieName);
  return value !== null && value !== '' && readSessionToken(request) === null;
}

export function sessionCookie(token: string, expiresAt: string, now = Date.now()): string {
  const maxAge = Math.max(0, (Date.parse(expiresAt) - now) / 1000) || 60 * 60;
  return serializeCookie(sessionCookieName, token, { maxAge, httpOnly: true, secure: env.secureCookies });
}

export function clearSessionCookie(): string {
  return expireCookie(sessionCookieName, { httpOnly: true, secure: env.secureCookies });
}

export function readStoredRedirect(request: Request): string | null {
  return readCookie(request, redirectCookieName);
}

export function redirectCookie(path: string): string {
  return serializeCookie(redirectCookieName, path, { maxAge: oneYear, secure: env.secureCookies });
}

/** Removes a stored redirect the shop will not follow (lib/redirect-after-login.ts). */
export function clearRedirectCookie(): string {
  return expireCookie(redirectCookieName, { secure: env.secureCookies });
}

export function localeCookie(language: LanguageCode): string {
  return serializeCookie(localeCookieName, language, { maxAge: oneYear, secure: env.secureCookies });
}

export function readLocaleCookie(request: Request): string | null {
  return readCookie(request, localeCookieName);
}

export function flashCookie(key: FlashMessageKey): string {
  return serializeCookie(flashCookieName, key, { maxAge: 60, httpOnly: true, secure: env.secureCookies });
}

export function readFlash(request: Request): FlashMessageKey | null {
  const value = readCookie(request, flashCookieName);
  return (flashMessageKeys as readonly string[]).includes(value ?? '') ? (value as FlashMessageKey) : null;
}

export function clearFlashCookie(): string {
  return expireCookie(flashCookieName, { httpOnly: true, secure: env.secureCookies });
}
