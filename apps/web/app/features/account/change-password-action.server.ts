import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, type RouterContextProvider } from 'react-router';
import { invalidValueKey, isApiError, refusalStatus, refusedField } from '../../lib/api-error.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { accountArea } from './account-area.server.ts';
import type { FieldErrors } from './field-errors.ts';
import { textOf } from './form-data.ts';
import { passwordRuleError } from './password-errors.ts';

/** What the change-password form gets back: translation keys only, never the passwords. */
export type ChangePasswordActionData =
  | { status: 'changed' }
  | { status: 'failed'; fieldErrors: FieldErrors; formError: TextKey | null; errorCode?: string };

const fail = (status: number, fieldErrors: FieldErrors, formError: TextKey | null, errorCode?: string) =>
  data<ChangePasswordActionData>({ status: 'failed', fieldErrors, formError, errorCode }, { status });

/**
 * POST /customer-center/change-password: the two new passwords must match (a typing check of the page); the
 * rule itself is the server's (spec §5), and a wrong current password is its 401, shown as
 * `change-password-failed` (spec §8).
 */
export async function changePasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const currentPassword = textOf(form, 'currentPassword');
  const newPassword = textOf(form, 'newPassword');
  const confirmPassword = textOf(form, 'confirmPassword');
  const fieldErrors: FieldErrors = {};
  if (!currentPassword) fieldErrors.currentPassword = { key: 'validation.required-field' };
  if (!newPassword) fieldErrors.newPassword = { key: 'validation.required-field' };
  if (!confirmPassword) fieldErrors.confirmPassword = { key: 'validation.required-field' };
  else if (newPassword && confirmPassword !== newPassword)
    fieldErrors.confirmPassword = { key: 'account.password.mismatch' };
  if (Object.keys(fieldErrors).length > 0) return fail(400, fieldErrors, 'account.form.error-summary');

  try {
    await context.get(sessionContext).call(endpoints.user.changePassword, {
      body: { area: await accountArea(context), currentPassword, newPassword },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) return fail(401, {}, 'change-password-failed');
    const ruleError = passwordRuleError(error.payload);
    if (ruleError) return fail(400, { newPassword: ruleError }, 'account.form.error-summary');
    if (error.status === 403) return fail(403, {}, 'account.change-password.impersonating');
    if (error.status === 429) return fail(429, {}, 'account.form.rate-limited');
    const field = refusedField(error, ['currentPassword', 'newPassword'] as const);
    if (field) return fail(400, { [field]: { key: invalidValueKey } }, 'account.form.error-summary');
    const errorCode = error.body?.errorCode ?? String(error.status);
    return fail(refusalStatus(error), {}, 'account.form.unexpected', errorCode);
  }
  return data<ChangePasswordActionData>({ status: 'changed' });
}
