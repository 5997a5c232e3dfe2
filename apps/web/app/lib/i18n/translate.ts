import type { Translations } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { errorPageTextsEn } from '@shop/ui-texts/texts/errors';

export type TranslateParams = Record<string, string | number>;

/**
 * `t('cart.title', { placeholder })`: a shipped UI text by its key (@shop/ui-texts), so a misspelt or missing key
 * fails the typecheck. `t.dynamic(key)` is the one way round that check, for a key made from data the code does
 * not know (a facet field of the area's data, a catalogue's season, a plural category, a server's message);
 * both show the key itself when the dictionary has no text.
 */
export type TranslateFunction = {
  (key: TextKey, params?: TranslateParams): string;
  dynamic(key: string, params?: TranslateParams): string;
};

/**
 * English texts used when the dictionary could not be loaded and the answer brought none (a render error, an
 * error page without its language's texts): the error page's own (@shop/ui-texts/texts/errors, spec §2, §8).
 * The web server's 503 page brings them in the page's language (ADR 96).
 */
export const fallbackTexts = errorPageTextsEn;

/** A text that shows even without the dictionary. */
export type FallbackTextKey = keyof typeof fallbackTexts;

/** Replace `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Look a key up in the dictionary, then in the fallbacks; a missing key shows itself. */
export function createTranslate(dictionary: Translations): TranslateFunction {
  const fallbacks: Translations = fallbackTexts;
  const lookup = (key: string, params?: TranslateParams) =>
    interpolate(dictionary[key] ?? fallbacks[key] ?? key, params);
  // Both paths are the same look-up: only what the typecheck lets through differs.
  return Object.assign(lookup, { dynamic: lookup });
}
