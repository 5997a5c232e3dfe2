import type { LanguageCode } from '@shop/contracts';

/** URLs (without language prefix) of the demo's content pages, shared by pages, menus and the footer. */
export const pageUrls = {
  home: { en: '/', da: '/' },
  shop: { en: '/shop', da: '/shop' },
  'new-in': { en: '/new-in', da: '/nyheder' },
  'line-sheet': { en: '/line-sheet', da: '/linjeark' },
  about: { en: '/about', da: '/om-os' },
  delivery: { en: '/delivery', da: '/levering' },
  returns: { en: '/returns', da: '/returnering' },
  terms: { en: '/terms', da: '/handelsbetingelser' },
  contact: { en: '/contact', da: '/kontakt' },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type PageKey = keyof typeof pageUrls;
