import type { LanguageCode } from '@shop/contracts';

/**
 * Names of page regions that only assistive technology reads (issue 20's axe target, ADR 61), in English
 * and Danish (merged in ../translations.ts).
 */
export const accessibilityTexts: Record<LanguageCode, Record<string, string>> = {
  en: {
    'header.guest-bar': 'Search, basket and log in',
  },
  da: {
    'header.guest-bar': 'Søg, kurv og log ind',
  },
};
