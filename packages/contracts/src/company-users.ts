import { z } from 'zod';
import { AreaInfo, PermissionScope, Role, singleLine } from './common.ts';

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

const nameField = singleLine('name', 200).min(1, 'name is required');

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
