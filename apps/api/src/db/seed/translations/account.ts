import type { LanguageCode } from '@shop/contracts';

/** UI texts of the account pages: account info, change password, recover password, new customer applications, the login page's link, in English and Danish (merged in ../translations.ts). */
export const accountTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
