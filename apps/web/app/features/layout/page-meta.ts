import type { MetaDescriptor } from 'react-router';
import { createTranslate, type TranslateFunction } from '../../lib/i18n/translate.ts';
import type { RootData } from '../../lib/root-data.ts';

/** The matches a route's `meta` function receives; only the root's loader data is read here. */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** What a page says about itself: its title (null: the site name alone) and whether search engines skip it. */
export type PageDescription = { title: string | null; noindex?: boolean };

/** The root loader's data (texts, origin, user) as a route's `meta` function sees it; undefined on failure. */
export function rootMetaData(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** `Title | Site name`, or the site name alone. */
export function pageTitle(title: string | null, root: RootData | undefined): string {
  const siteName = createTranslate(root?.translations ?? {})('meta.site-name');
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * A page's meta tags from its title in the visitor's language: `describe` gets the translate function and
 * the root data, and says the title and whether the page is `noindex`.
 *
 * @example export const meta: Route.MetaFunction = ({ matches }) =>
 *   pageMeta(matches, (t) => ({ title: t('cart.title'), noindex: true }));
 */
export function pageMeta(
  matches: MetaMatches,
  describe: (t: TranslateFunction, root: RootData | undefined) => PageDescription,
): MetaDescriptor[] {
  const root = rootMetaData(matches);
  const { title, noindex = false } = describe(createTranslate(root?.translations ?? {}), root);
  const meta: MetaDescriptor[] = [{ title: pageTitle(title, root) }];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
