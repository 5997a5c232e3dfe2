import { z } from 'zod';

/** Languages the shop ships with. English is the default and has no URL prefix. */
export const languageCodes = ['en', 'da'] as const;
export const LanguageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof LanguageCode>;
export const defaultLanguage: LanguageCode = 'en';

export const currencyCodes = ['DKK', 'EUR', 'GBP', 'USD', 'SEK', 'NOK'] as const;
export const CurrencyCode = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof CurrencyCode>;
/** Spec §9: default currency EUR. */
export const defaultCurrency: CurrencyCode = 'EUR';

export const defaultAreaId = 'b2b';

/** One error shape for every failure the API answers with (never a stack trace). */
export const ErrorBody = z.object({
  message: z.string(),
  errorCode: z.string(),
  type: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Area info as sent in POST bodies (`area` / `areaInfo`). */
export const AreaInfo = z.object({
  areaId: z.string().min(1),
  languageCode: LanguageCode,
  currencyCode: CurrencyCode.optional(),
});
export type AreaInfo = z.infer<typeof AreaInfo>;

export const roleNames = ['impersonator', 'proposal', 'B2B Manager'] as const;
export const Role = z.enum(roleNames);
export type Role = z.infer<typeof Role>;

export const orderTypes = ['Preorder', 'Stock', 'FutureStock', 'Web'] as const;
export const OrderType = z.enum(orderTypes);
export type OrderType = z.infer<typeof OrderType>;

export const blockedStatuses = ['None', 'Ship', 'Invoice', 'All'] as const;
export const BlockedStatus = z.enum(blockedStatuses);
export type BlockedStatus = z.infer<typeof BlockedStatus>;

export const lookupTemplates = ['page', 'frontpage', 'product', 'member', 'sales-persons'] as const;
export const LookupTemplate = z.enum(lookupTemplates);
export type LookupTemplate = z.infer<typeof LookupTemplate>;
