import { z } from 'zod';
import { AreaInfo, PermissionScope, Role } from './common.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * What a customer's user may do beyond browsing and filling carts (ADR 41). The spec names five permission
 * scopes and leaves their meaning open; each scope grants a fixed set of these permissions.
 */
export const permissions = ['orders', 'shipments', 'invoices', 'creditMemos', 'checkout', 'users'] as const;
export type Permission = (typeof permissions)[number];

/** The kinds of customer-center document, each a permission of its own. */
export type DocumentKind = Extract<Permission, 'orders' | 'shipments' | 'invoices' | 'creditMemos'>;

/**
 * The one table of what each scope grants (ADR 41). A user has exactly one scope (the spec's single value);
 * the scopes are not a ladder: Shipping and Invoice grant different documents, Release is Shipping plus
 * placing orders, All is everything, managing the company's users included. None browses and fills carts.
 */
export const scopeGrants: Readonly<Record<PermissionScope, readonly Permission[]>> = {
  None: [],
  Shipping: ['orders', 'shipments'],
  Invoice: ['invoices', 'creditMemos'],
  Release: ['orders', 'shipments', 'checkout'],
  All: permissions,
};

/** Whether a user with `scope` may do `permission` (the web hides what the API would refuse). */
export function scopeAllows(scope: PermissionScope, permission: Permission): boolean {
  return scopeGrants[scope].includes(permission);
}

/** The scopes that grant a permission, narrowest first: what a refusal tells the user to ask for. */
export function scopesGranting(permission: Permission): PermissionScope[] {
  return (Object.keys(scopeGrants) as PermissionScope[]).filter((scope) => scopeAllows(scope, permission));
}

/**
 * The 403 code of a refusal, naming the scope the user lacks: orders and shipments need Shipping (or Release),
 * invoices and credit memos Invoice, checkout Release, managing users All. The web translates each code.
 */
export const missingScopeCodes = {
  orders: 'permission-scope.shipping-required',
  shipments: 'permission-scope.shipping-required',
  invoices: 'permission-scope.invoice-required',
  creditMemos: 'permission-scope.invoice-required',
  checkout: 'permission-scope.release-required',
  users: 'permission-scope.all-required',
} as const satisfies Record<Permission, ErrorCode>;
export type MissingScopeCode = (typeof missingScopeCodes)[Permission];

/**
 * Where a company user stands: `Active` can log in; `Invited` has an invitation whose link still works and has
 * not set a password yet; `Deactivated` cannot log in (deactivated, or invited and the invitation expired).
 */
export const companyUserStatuses = ['Active', 'Invited', 'Deactivated'] as const;
export const CompanyUserStatus = z.enum(companyUserStatuses);
export type CompanyUserStatus = z.infer<typeof CompanyUserStatus>;

/** A user of the caller's own customer as GetUsers answers it. */
export const CompanyUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(Role),
  permissionScope: PermissionScope,
  active: z.boolean(),
  status: CompanyUserStatus,
  /** When an invitation's link stops working (`Invited` only), ISO 8601. */
  invitationExpiresAt: z.string().nullable(),
  /** ISO 8601; null for a user who has never logged in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** True for the caller's own row (the page does not offer to deactivate oneself lightly). */
  isCurrentUser: z.boolean(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

export const GetUsersResponse = z.object({ users: z.array(CompanyUser) });
export type GetUsersResponse = z.infer<typeof GetUsersResponse>;

const nameField = z.string().trim().min(1, 'name is required').max(200, 'name is at most 200 characters');

/**
 * InviteUser: a colleague's name, e-mail (also their username) and scope; `tokenUrl` is the page that sets a
 * password from a mailed token, with the placeholders `{token}` and `{username}` (the same rule as
 * RecoverPassword: only the shop's own origin).
 */
export const InviteUserBody = z.object({
  area: AreaInfo,
  name: nameField,
  email: z
    .string()
    .trim()
    .max(254, 'email is at most 254 characters')
    .pipe(z.email({ message: 'email must be an e-mail address' })),
  permissionScope: PermissionScope,
  tokenUrl: z
    .string()
    .trim()
    .min(1, 'tokenUrl is required')
    .max(2000)
    .refine((url) => url.includes('{token}') && url.includes('{username}'), {
      message: 'tokenUrl must contain the placeholders {token} and {username}',
    }),
});
export type InviteUserBody = z.infer<typeof InviteUserBody>;

/** The invited (or invited again) user. */
export const InviteUserResponse = z.object({ user: CompanyUser });
export type InviteUserResponse = z.infer<typeof InviteUserResponse>;

/** UpdateCompanyUser: a new scope, deactivation (`active: false`) or reactivation; at least one of them. */
export const UpdateCompanyUserBody = z
  .object({
    userId: z.string().trim().min(1, 'userId is required').max(100),
    permissionScope: PermissionScope.optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => body.permissionScope !== undefined || body.active !== undefined, {
    message: 'give permissionScope, active or both',
    path: ['permissionScope'],
  });
export type UpdateCompanyUserBody = z.infer<typeof UpdateCompanyUserBody>;

export const UpdateCompanyUserResponse = z.object({ user: CompanyUser });
export type UpdateCompanyUserResponse = z.infer<typeof UpdateCompanyUserResponse>;
