import type { Translations } from '@shop/contracts';

export type TranslateParams = Record<string, string | number>;
export type TranslateFunction = (key: string, params?: TranslateParams) => string;

/**
 * English texts used when the dictionary could not be loaded (API down, error page). Only texts that must
 * show even then live here: the error page and its fallback (spec §2, §8).
 */
export const fallbackTexts: Translations = {
  'error.default-message': 'Error',
  'error.status': 'Status {status}',
  'error.page-not-found': 'This page could not be found',
  'error.go-back-home': 'Go back to home',
  'error.unexpected': 'An unexpected server error occurred.',
  'error.fallback-title': 'An error occurred while showing the error page',
  'error.fallback-text':
    'Unfortunately an error occurred and while showing the error page another error occurred',
  'error.fallback-details': 'Error details: {details}',
};

/** Replace `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Look a key up in the dictionary, then in the fallbacks; a missing key shows itself. */
export function createTranslate(dictionary: Translations): TranslateFunction {
  return (key, params) => interpolate(dictionary[key] ?? fallbackTexts[key] ?? key, params);
}
