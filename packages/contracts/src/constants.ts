/**
 * Plain constants with no zod, so the browser bundle can use them (and the route table) without pulling in
 * the schemas. `common.ts` builds the zod enums from these.
 */

/** Languages the shop ships with. English is the default and has no URL prefix. */
export const languageCodes = ['en', 'da'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const defaultLanguage: LanguageCode = 'en';

export const currencyCodes = ['DKK', 'EUR', 'GBP', 'USD', 'SEK', 'NOK'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
/** Spec §9: default currency EUR. */
export const defaultCurrency: CurrencyCode = 'EUR';

export const defaultAreaId = 'b2b';

export const roleNames = ['impersonator', 'proposal', 'B2B Manager'] as const;
export type Role = (typeof roleNames)[number];

export const orderTypes = ['Preorder', 'Stock', 'FutureStock', 'Web'] as const;
export type OrderType = (typeof orderTypes)[number];

export const blockedStatuses = ['None', 'Ship', 'Invoice', 'All'] as const;
export type BlockedStatus = (typeof blockedStatuses)[number];

/** A customer's user's permission scope (customer-center spec §3; meaning in docs/decisions). */
export const permissionScopes = ['None', 'Shipping', 'Invoice', 'Release', 'All'] as const;
export type PermissionScope = (typeof permissionScopes)[number];

export const lookupTemplates = ['page', 'frontpage', 'product', 'member', 'sales-persons'] as const;
export type LookupTemplate = (typeof lookupTemplates)[number];
