import { z } from 'zod';
import { shopDay } from './backoffice-orders.ts';
import { LanguageCode } from './common.ts';

/**
 * The back office's audit log (issue 31): who changed what, for which customer, newest first. The spec shows
 * none of these payloads: the shapes are ours and documented in the OpenAPI document.
 */

/** Limits of the audit list and its CSV download. */
export const backofficeAuditLimits = {
  pageSize: 100,
  defaultPageSize: 25,
  /** The CSV holds the newest this many entries of the filter at most. */
  csvRows: 10_000,
  customerNumberLength: 50,
  userLength: 254,
} as const;

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} is longer than ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** A day, or absent: an empty field of the form counts as absent (before the day's own checks name it). */
const optionalDay = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    shopDay(name)
      .nullish()
      .transform((value) => value ?? null),
  );

/**
 * The filters of the list and of the CSV; each is optional and they combine with AND. `customerNumber`: the
 * customer the entry concerns (exact, any case). `user`: a user's e-mail address (any case) or id, who made
 * the change or acted for a customer while making it. `from`/`to`: inclusive days of the shop's calendar
 * (Europe/Copenhagen); `from` after `to` is a 400 naming both.
 */
const auditFilterFields = {
  customerNumber: optionalText('customerNumber', backofficeAuditLimits.customerNumberLength),
  user: optionalText('user', backofficeAuditLimits.userLength),
  from: optionalDay('from'),
  to: optionalDay('to'),
};

const rangeInOrder = (filter: { from: string | null; to: string | null }, context: z.RefinementCtx) => {
  if (filter.from && filter.to && filter.from > filter.to) {
    context.addIssue({
      code: 'custom',
      path: ['from'],
      message: `from (${filter.from}) must not be after to (${filter.to})`,
      input: filter.from,
    });
  }
};

const pageNumber = z
  .number({ error: 'pageNr must be a whole number from 1' })
  .int('pageNr must be a whole number from 1')
  .min(1, 'pageNr must be a whole number from 1')
  .max(100_000, 'pageNr is at most 100000')
  .default(1);

const pageSize = z
  .number({ error: `pageSize must be a whole number from 1 to ${backofficeAuditLimits.pageSize}` })
  .int(`pageSize must be a whole number from 1 to ${backofficeAuditLimits.pageSize}`)
  .min(1, `pageSize must be a whole number from 1 to ${backofficeAuditLimits.pageSize}`)
  .max(backofficeAuditLimits.pageSize, `pageSize must be at most ${backofficeAuditLimits.pageSize}`)
  .default(backofficeAuditLimits.defaultPageSize);

export const SearchAuditBody = z
  .object({ ...auditFilterFields, pageNr: pageNumber, pageSize })
  .superRefine(rangeInOrder);
export type SearchAuditBody = z.input<typeof SearchAuditBody>;
export type AuditFilter = Pick<z.output<typeof SearchAuditBody>, 'customerNumber' | 'user' | 'from' | 'to'>;

/** The CSV's filters in the query, and the language of its header row and action names. */
export const AuditCsvQuery = z
  .object({
    ...auditFilterFields,
    languageCode: LanguageCode.default('en'),
  })
  .superRefine(rangeInOrder);
export type AuditCsvQuery = z.input<typeof AuditCsvQuery>;

/** A user as an entry names them; name and e-mail are null when the user no longer exists. */
export const AuditUser = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditUser = z.infer<typeof AuditUser>;

/** One entry of the audit log. */
export const AuditEntryRow = z.object({
  id: z.number().int(),
  /** When, ISO 8601 (UTC). */
  at: z.string(),
  /** What was done: one of `auditActions` (an older entry may hold an action since renamed). */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Who made the change (the sales user while acting for a customer); null for the shop itself. */
  actor: AuditUser.nullable(),
  /** The sales user acting for the customer when the change was made for them; null otherwise. */
  impersonator: AuditUser.nullable(),
  /** The customer the change concerns: the one acted for, or the customer of the order or user staff changed. */
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  /** What the action recorded beside it (before and after, a reason), as stored. */
  details: z.unknown(),
});
export type AuditEntryRow = z.infer<typeof AuditEntryRow>;

/** Newest first, ties by the newest entry: a page never skips or repeats one while the log is read. */
export const SearchAuditResponse = z.object({
  entries: z.array(AuditEntryRow),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  pageNr: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchAuditResponse = z.infer<typeof SearchAuditResponse>;
