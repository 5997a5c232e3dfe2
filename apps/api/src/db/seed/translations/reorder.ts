import type { LanguageCode } from '@shop/contracts';

/** UI texts of ordering again from the customer center (the reasons a line could not be added), in English and Danish (merged in ../translations.ts). */
export const reorderTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
