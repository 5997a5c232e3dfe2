import type { CompanyUser, PermissionScope } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { FieldErrors } from '../account/field-errors.ts';

/** What the users page loads: the company's users, or that they could not be read (the page offers a retry). */
export type CompanyUsersLoaderData =
  | { status: 'ok'; users: CompanyUser[]; customerName: string }
  | { status: 'failed' };

/** The invite form's values, given back after a refusal so nothing typed is lost. */
export type InviteValues = { name: string; email: string; permissionScope: PermissionScope };

/**
 * What a change on the users page answers (translation keys and names only): an invitation sent or refused with
 * its field errors; a user's change done, refused, or (deactivation) waiting for the confirmation.
 */
export type CompanyUsersActionData =
  | { intent: 'invite'; status: 'done'; email: string }
  | {
      intent: 'invite';
      status: 'failed';
      values: InviteValues;
      fieldErrors: FieldErrors;
      formError: TextKey | null;
    }
  | { intent: 'deactivate'; status: 'confirm'; userId: string; name: string; self: boolean }
  | {
      intent: 'scope' | 'deactivate' | 'reactivate' | 'reinvite';
      status: 'done';
      userId: string;
      name: string;
      email: string;
      permissionScope: PermissionScope;
    }
  | {
      intent: 'scope' | 'deactivate' | 'reactivate' | 'reinvite';
      status: 'failed';
      userId: string;
      formError: TextKey;
    };

/** The scopes in the order the page offers them, from the narrowest to All. */
export const scopeOrder: readonly PermissionScope[] = ['None', 'Shipping', 'Invoice', 'Release', 'All'];
