import type { TextKey } from '@shop/ui-texts';
import { isApiError } from './api-error.ts';

/**
 * The API's refusals a person can meet in the shop, each with its text in both languages under
 * `api-error.<errorCode>` (issue 28: no API message reaches a screen untranslated). The API's own message
 * (English, for developers and logs) is shown only for a code not listed here.
 */
export const translatedErrorCodes = [
  'not-enough-stock',
  'cart-changed-by-validation',
  'cart-prices-changed',
  'cart-not-calculated',
  'cart-empty',
  'customer-blocked',
  'order-type-not-orderable',
  'payment-method-not-allowed',
  'shipping-address-missing',
  'shipping-method-missing',
  'email-missing',
  'cart-calculation-failed',
  'cart-ships-with-other-cart',
  'payment-provider-unavailable',
  'payment-domain-not-allowed',
  'cart-line-quantity',
  'cart-full',
] as const;

type TranslatedErrorCode = (typeof translatedErrorCodes)[number];

const isTranslated = (code: string): code is TranslatedErrorCode =>
  (translatedErrorCodes as readonly string[]).includes(code);

/** The translation key of an error code, or null when it has no text of its own. */
export function errorCodeKey(code: string | null | undefined): TextKey | null {
  return code && isTranslated(code) ? `api-error.${code}` : null;
}

/** The translation key of a failed call, or null when its error code has no text of its own. */
export function apiErrorKey(error: unknown): TextKey | null {
  return errorCodeKey(isApiError(error) ? error.body?.errorCode : null);
}

/** The error codes after which checkout reads the carts again: stock went between basket and order. */
export function isStockChangeError(error: unknown): boolean {
  const code = isApiError(error) ? error.body?.errorCode : null;
  return code === 'not-enough-stock' || code === 'cart-changed-by-validation';
}
