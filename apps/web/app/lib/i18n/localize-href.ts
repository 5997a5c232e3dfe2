import { type LanguageCode, localizeContentUrl, splitLanguagePrefix } from '@shop/contracts';

/** Content URLs are stored without a language prefix; add the current one unless the URL already has it. */
export function localizeHref(url: string, language: LanguageCode): string {
  if (!url.startsWith('/')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const { language: own } = splitLanguagePrefix(path);
  if (own === 'da') return url;
  return localizeContentUrl(path, language) + rest;
}
