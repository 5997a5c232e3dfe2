import type { Area, LanguageCode, RouteName, Translations, User } from '@shop/contracts';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { ConsentChoice } from './consent-choice.ts';

/** What the root loader hands every page: the area (menus, footer, settings), texts and the user. */
export type RootData = {
  language: LanguageCode;
  area: Area;
  translations: Translations;
  user: User | null;
  /** Banner visibility as the server saw it; the browser re-checks with its own time zone. */
  bannerVisible: boolean;
  /** Public origin for canonical and hreflang links. */
  origin: string;
  /** The staff navigation's links (issue 31): empty for everyone but staff (`staffAreas`). */
  staffAreas: StaffArea[];
  /** The visitor's stored cookie choice (ADR 79); null: none yet, the banner asks. */
  consentChoice: ConsentChoice | null;
};

/** What the header's staff navigation may link to: the shop and the two staff areas. */
export type StaffArea = Extract<RouteName, 'home' | 'sales' | 'backoffice'>;

/** Undefined only while the root loader itself failed (root error boundary). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** Page layouts (spec §2): a user page looks like the login screen, without header and footer. */
export type PageLayout = 'default' | 'user';
export type RouteHandle = { layout?: PageLayout };

export function usePageLayout(): PageLayout {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = (matches[index]?.handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'default';
}

/** The current content's URL per language, when the page is content (for the locale switcher). */
export function useContentAlternates(): Record<string, string> | null {
  const matches = useMatches();
  for (const match of matches) {
    const alternates = (match.loaderData as { alternates?: Record<string, string> } | undefined)?.alternates;
    if (alternates) return alternates;
  }
  return null;
}
