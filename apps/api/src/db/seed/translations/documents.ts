import type { LanguageCode } from '@shop/contracts';

/** UI texts of the customer center's files: PDF documents, Excel files and image packs (labels, file names), in English and Danish (merged in ../translations.ts). */
export const documentTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
