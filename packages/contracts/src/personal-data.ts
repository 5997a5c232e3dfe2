import { z } from 'zod';
import { AreaInfo, LanguageCode, PermissionScope, Role } from './common.ts';

/**
 * A customer's user's personal data (issue 31, ADR 83): the copy they download (GDPR Art. 15 and 20), the
 * deletion they ask for (Art. 17) and the back office's handling of those requests. Orders stay for the
 * bookkeeping (Danish Bookkeeping Act, 5 years); the user's personal fields are erased.
 */

export const personalDataLimits = {
  /** The optional reason a user gives, and the reason staff give for a rejection. */
  reasonLength: 1000,
  pageSize: 100,
  defaultPageSize: 25,
} as const;

export const deletionRequestStatuses = ['open', 'done', 'rejected'] as const;
export const DeletionRequestStatus = z.enum(deletionRequestStatuses);
export type DeletionRequestStatus = z.infer<typeof DeletionRequestStatus>;

export { erasedUserName } from './erased-user-name.ts';

/** The format tag of the download, so a reader knows which shape it holds. */
export const personalDataFormat = 'nordlys-personal-data/1';

const iso = z.string().meta({ description: 'ISO 8601 timestamp (UTC)' });

const reasonText = (field: string) =>
  z
    .string()
    .trim()
    .max(
      personalDataLimits.reasonLength,
      `${field} is at most ${personalDataLimits.reasonLength} characters`,
    );

/** One deletion request as its user and staff see it. */
export const DeletionRequest = z.object({
  requestId: z.string(),
  status: DeletionRequestStatus,
  /** What the user wrote, if anything; cleared with the rest when the erasure is carried out. */
  reason: z.string().nullable(),
  requestedAt: iso,
  decidedAt: iso.nullable(),
  /** Why staff rejected it (shown to the user). */
  rejectionReason: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequest>;

export const PersonalDataExport = z.object({
  format: z.literal(personalDataFormat),
  generatedAt: iso,
  user: z.object({
    userId: z.string(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    customerNumber: z.string().nullable(),
    customerName: z.string().nullable(),
    roles: z.array(Role),
    permissionScope: PermissionScope,
    active: z.boolean(),
    createdAt: iso,
    lastLoginAt: iso.nullable(),
  }),
  /** The user's log-ins: when each session began, until when it ran, when it was ended. No token. */
  sessions: z.array(z.object({ startedAt: iso, expiresAt: iso, endedAt: iso.nullable() })),
  /** Orders this user placed: references and totals (minor units), not the lines or other users' data. */
  orders: z.array(
    z.object({
      orderId: z.string(),
      placedAt: iso,
      orderType: z.string(),
      status: z.string(),
      customerNumber: z.string().nullable(),
      currencyCode: z.string(),
      totalWithoutVat: z.number().int(),
      totalWithVat: z.number().int(),
      reference: z.string().nullable(),
      confirmationEmail: z.string().nullable(),
    }),
  ),
  /** Proposals a sales person addressed to this user. */
  proposals: z.array(
    z.object({
      proposalId: z.string(),
      name: z.string(),
      status: z.string(),
      customerNumber: z.string(),
      sentAt: iso,
    }),
  ),
  /**
   * The audit log about this user: changes made to their user (with details) and changes they made (what and
   * when, without details, which may name colleagues).
   */
  auditEntries: z.array(
    z.object({
      at: iso,
      action: z.string(),
      entity: z.string(),
      entityId: z.string(),
      madeByThisUser: z.boolean(),
      details: z.unknown().nullable(),
    }),
  ),
  deletionRequests: z.array(DeletionRequest),
  /**
   * What the shop keeps elsewhere: the cookie choice lives only in the visitor's browser (ADR 79), so the
   * server has none to give.
   */
  notStoredOnServer: z.array(z.string()),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;

export const GetPersonalDataQuery = z.object({ languageCode: LanguageCode.default('en') });

export const DeletionRequestStatusResponse = z.object({
  /** The user's newest request, or null when they have asked for none. */
  request: DeletionRequest.nullable(),
});
export type DeletionRequestStatusResponse = z.infer<typeof DeletionRequestStatusResponse>;

export const RequestDeletionBody = z.object({
  area: AreaInfo,
  reason: reasonText('reason').nullish(),
});
export type RequestDeletionBody = z.input<typeof RequestDeletionBody>;

const numericId = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,15}$/, 'requestId is a number');

export const SearchDeletionRequestsBody = z.object({
  /** null or absent: every status. */
  status: DeletionRequestStatus.nullish(),
  pageNr: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(personalDataLimits.pageSize)
    .default(personalDataLimits.defaultPageSize),
});
export type SearchDeletionRequestsBody = z.input<typeof SearchDeletionRequestsBody>;

/** The user a request is about, as staff see it (after the erasure: the placeholders). */
export const DeletionRequestUser = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  active: z.boolean(),
});

export const DeletionRequestRow = DeletionRequest.extend({ user: DeletionRequestUser });
export type DeletionRequestRow = z.infer<typeof DeletionRequestRow>;

export const SearchDeletionRequestsResponse = z.object({
  requests: z.array(DeletionRequestRow),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  pageNr: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchDeletionRequestsResponse = z.infer<typeof SearchDeletionRequestsResponse>;

export const DeletionRequestIdBody = z.object({ requestId: numericId });

export const DeletionRequestDetail = DeletionRequestRow.extend({
  /** The staff member who carried it out or rejected it. */
  decidedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Orders the user placed: kept for the bookkeeping, their personal fields erased. */
  ordersPlaced: z.number().int(),
  /** The user is the customer's only active user with the scope All: nobody else can manage its users. */
  onlyAllUser: z.boolean(),
});
export type DeletionRequestDetail = z.infer<typeof DeletionRequestDetail>;

export const RejectDeletionBody = z.object({
  requestId: numericId,
  reason: reasonText('reason').min(1, 'reason is required: the user is told why'),
});
export type RejectDeletionBody = z.input<typeof RejectDeletionBody>;
