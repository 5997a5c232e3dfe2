import type { LanguageCode } from '@shop/contracts';

/** UI texts of account e-mails: password recovery and company-user invitations, in English and Danish (merged in ../translations.ts). */
export const accountMailTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
