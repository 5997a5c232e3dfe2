import type { LanguageCode } from '@shop/contracts';

/** UI texts of company users: the users page, invitations, permission scopes, in English and Danish (merged in ../translations.ts). */
export const companyUserTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
