import { defineTexts } from '../define-texts.ts';

/**
 * Names of page regions that only assistive technology reads (issue 20's axe target, ADR 61), in English
 * and Danish (merged in ../ui-texts.ts).
 */
export const accessibilityTexts = defineTexts({
  en: {
    'header.guest-bar': 'Search, basket and log in',
  },
  da: {
    'header.guest-bar': 'Søg, kurv og log ind',
  },
});
