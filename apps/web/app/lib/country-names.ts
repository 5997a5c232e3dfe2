import type { LanguageCode } from '@shop/contracts';

/** Country names from the browser's Intl in the page's language, so no list of names is kept here. */
export function regionNames(language: LanguageCode): Intl.DisplayNames {
  return new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' });
}

/** A country's name in the page's language (the code itself when the browser does not know it). */
export function countryName(code: string, language: LanguageCode): string {
  return regionNames(language).of(code) ?? code;
}
