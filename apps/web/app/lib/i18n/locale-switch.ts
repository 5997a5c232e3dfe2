import {
  type LanguageCode,
  localizeContentUrl,
  localizePath,
  matchRoute,
  splitLanguagePrefix,
} from '@shop/contracts';

export type LocaleSwitchInput = {
  pathname: string;
  search?: string;
  target: LanguageCode;
  /** The current content's URL per language (without prefix), when the page is content. */
  alternates?: Partial<Record<string, string>> | null;
};

/**
 * The URL of the current page in another language: named routes through the route table, content through
 * its alternates, anything else by adding or removing the /da prefix.
 */
export function localeSwitchUrl({ pathname, search = '', target, alternates }: LocaleSwitchInput): string {
  const named = matchRoute(pathname);
  if (named) return localizePath(named.name, target, named.params) + search;
  const alternate = alternates?.[target];
  if (alternate) return localizeContentUrl(alternate, target) + search;
  return localizeContentUrl(splitLanguagePrefix(pathname).path, target) + search;
}
