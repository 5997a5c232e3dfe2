import { z } from 'zod';
import {
  blockedStatuses,
  currencyCodes,
  languageCodes,
  lookupTemplates,
  orderTypes,
  permissionScopes,
  roleNames,
} from './constants.ts';

/**
 * The longest id a request may name (ADR 71): areas, documents, products, orders, users and their keys are
 * short; a longer one is refused with a 400 naming the field before any lookup, not carried into a query.
 */
export const idMaxLength = 200;

/** An id in a request: a string of at most `idMaxLength` characters. Every contract's ids are made from it. */
export const BoundedId = z.string().max(idMaxLength, `An id is at most ${idMaxLength} characters`);

/**
 * Text that is one line wherever it is shown (a person's or a company's name, an address line): a new line
 * in it would break a mail's header, a label or a CSV row, so it is refused naming the field (ADR 71).
 */
export function singleLine(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${field} is at most ${max} characters`)
    .regex(/^[^\r\n\u2028\u2029]*$/, `${field} must be on one line`);
}

export const LanguageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof LanguageCode>;
export const CurrencyCode = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** One error shape for every failure the API answers with (never a stack trace). */
export const ValidationIssue = z.object({
  /** Where in the request: `body.shippingAddress.zipCode`, `query.AreaId`. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const ErrorBody = z
  .object({
    message: z.string(),
    errorCode: z.string(),
    type: z.string(),
    /** For `validation-failed`: each field that failed, so forms can show the message beside it. */
    issues: z.array(ValidationIssue).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Area info as sent in POST bodies (`area` / `areaInfo`). */
export const AreaInfo = z.object({
  areaId: BoundedId.min(1),
  languageCode: LanguageCode,
  currencyCode: CurrencyCode.optional(),
});
export type AreaInfo = z.infer<typeof AreaInfo>;

export const Role = z.enum(roleNames);
export type Role = z.infer<typeof Role>;
export const OrderType = z.enum(orderTypes);
export type OrderType = z.infer<typeof OrderType>;
export const BlockedStatus = z.enum(blockedStatuses);
export type BlockedStatus = z.infer<typeof BlockedStatus>;
export const PermissionScope = z.enum(permissionScopes);
export type PermissionScope = z.infer<typeof PermissionScope>;
export const LookupTemplate = z.enum(lookupTemplates);
export type LookupTemplate = z.infer<typeof LookupTemplate>;
