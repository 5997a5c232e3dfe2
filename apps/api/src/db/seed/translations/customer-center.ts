import type { LanguageCode } from '@shop/contracts';

/** UI texts of the customer center's lists and details (orders, invoices, credit memos, shipments, downloads, order again), in English and Danish (merged in ../translations.ts). */
export const customerCenterTexts: Record<LanguageCode, Record<string, string>> = {
  en: {},
  da: {},
};
