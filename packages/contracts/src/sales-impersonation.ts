import { z } from 'zod';
import { BlockedStatus } from './common.ts';
import { LoginResponse } from './user.ts';

/**
 * Sales impersonation (customer-center spec §4, §7 "Sales impersonation"; ADR 45): a sales person lists the
 * customers they may act for, acts for one (a new token whose session acts for that customer) and stops (a new
 * token of their own). The spec shows neither payloads nor answers; these are ours.
 */
export const impersonationLimits = {
  /** The longest search text. */
  searchLength: 100,
  /** The largest page; a larger pageSize is refused (400) rather than served smaller. */
  pageSize: 50,
  /** The page size when the body names none. */
  defaultPageSize: 20,
  /** Users listed per customer (the list is for picking; a customer with more shows these, by name). */
  usersPerCustomer: 25,
} as const;

const pageNumber = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/**
 * GetAllowedUsersToImpersonate: `search` matches part of the customer's name, number or city, or of one of its
 * users' names or usernames (case-insensitive). Pages count from 1; a page past the last is empty.
 */
export const AllowedUsersToImpersonateBody = z.object({
  search: z
    .string({ error: 'search must be a text' })
    .max(
      impersonationLimits.searchLength,
      `search is longer than ${impersonationLimits.searchLength} characters`,
    )
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  pageSize: pageNumber('pageSize', impersonationLimits.pageSize)
    .nullish()
    .transform((value) => value ?? impersonationLimits.defaultPageSize),
  pageNr: pageNumber('pageNr', 1_000_000)
    .nullish()
    .transform((value) => value ?? 1),
});
export type AllowedUsersToImpersonateBody = z.input<typeof AllowedUsersToImpersonateBody>;

/** A user of a customer the sales person may act for. */
export const ImpersonationUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type ImpersonationUser = z.infer<typeof ImpersonationUser>;

/**
 * A customer the sales person may act for. `blocked`: blockedStatus is not None (checkout is refused, acting
 * is allowed). `active` false: the customer is deactivated and cannot be acted for (Impersonate answers 409).
 */
export const ImpersonationCustomer = z.object({
  customerNumber: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string(),
  /** The customer's own language (documents, mails); may be one the shop has no screens in. */
  languageCode: z.string(),
  currencyCode: z.string(),
  blockedStatus: BlockedStatus,
  blocked: z.boolean(),
  active: z.boolean(),
  users: z.array(ImpersonationUser),
  /** How many users the customer has in all (users lists at most impersonationLimits.usersPerCustomer). */
  userCount: z.number().int(),
});
export type ImpersonationCustomer = z.infer<typeof ImpersonationCustomer>;

export const AllowedUsersToImpersonateResponse = z.object({
  customers: z.array(ImpersonationCustomer),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.number().int(),
  pageNr: z.number().int(),
});
export type AllowedUsersToImpersonateResponse = z.infer<typeof AllowedUsersToImpersonateResponse>;

const customerNumberField = z
  .string({ error: 'customerNumber must be a text' })
  .trim()
  .min(1, 'customerNumber is empty')
  .max(64, 'customerNumber is longer than 64 characters');
const userIdField = z
  .string({ error: 'userId must be a text' })
  .trim()
  .min(1, 'userId is empty')
  .max(64, 'userId is longer than 64 characters');

/**
 * Impersonate: exactly one of `customerNumber` (act for that customer) or `userId` (act for that user's
 * customer; the user must be active).
 */
export const ImpersonateBody = z
  .object({ customerNumber: customerNumberField.nullish(), userId: userIdField.nullish() })
  .superRefine((body, context) => {
    const named = [body.customerNumber, body.userId].filter((value) => value != null).length;
    if (named !== 1)
      context.addIssue({
        code: 'custom',
        path: ['customerNumber'],
        message: 'name exactly one of customerNumber and userId',
      });
  });
export type ImpersonateBody = z.input<typeof ImpersonateBody>;

/**
 * Impersonate and Unimpersonate answer what a login does: the new bearer token (the one sent is revoked) and
 * the user as the new token sees them (while acting: the customer's number and customer, and
 * extraInfo.impersonatorName). The new token expires when the one it replaces would have.
 */
export const ImpersonationTokenResponse = LoginResponse;
export type ImpersonationTokenResponse = z.infer<typeof ImpersonationTokenResponse>;
