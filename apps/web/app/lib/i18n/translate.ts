import type { LanguageCode, Translations } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { errorPageTexts } from '@shop/ui-texts/texts/errors';

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
 * The error page's texts in both languages (@shop/ui-texts/texts/errors), shown when the dictionary could not be
 * loaded: the API host is down or still starting (spec §2, §8).
 */
export function fallbackTexts(language: LanguageCode): Record<FallbackTextKey, string> {
  return errorPageTexts[language];
}

/** A text that shows even without the dictionary. */
export type FallbackTextKey = keyof (typeof errorPageTexts)['en'];

/** Replace `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Look a key up in the dictionary, then in the fallbacks; a missing key shows itself. */
export function createTranslate(dictionary: Translations, language: LanguageCode = 'en'): TranslateFunction {
  const fallbacks: Translations = fallbackTexts(language);
  const lookup = (key: string, params?: TranslateParams) =>
    interpolate(dictionary[key] ?? fallbacks[key] ?? key, params);
  // Both paths are the same look-up: only what the typecheck lets through differs.
  return Object.assign(lookup, { dynamic: lookup });
}
