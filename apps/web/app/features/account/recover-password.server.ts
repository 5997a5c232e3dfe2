import { localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, type RouterContextProvider } from 'react-router';
import { invalidValueKey, isApiError, refusalStatus, refusedField } from '../../lib/api-error.ts';
import { env } from '../../lib/env.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { accountArea } from './account-area.server.ts';
import type { FieldErrors } from './field-errors.ts';
import { textOf } from './form-data.ts';
import { passwordRuleError } from './password-errors.ts';

/** The reset step's link as mailed: `?token=…&username=…` on this page. */
export type ResetLink = { token: string; username: string };

/** What a live link is for, as VerifyToken says: a forgotten password, or a colleague's invitation. */
export type LinkPurpose = 'reset' | 'invite';

/** What the page shows on load: the request step, or the reset step for a live link, or a dead link. */
export type RecoverPasswordLoaderData =
  | { step: 'request' }
  | { step: 'reset'; link: ResetLink; purpose: LinkPurpose }
  | { step: 'invalid' };

export type RecoverPasswordActionData =
  | { step: 'sent'; username: string; validMinutes: number }
  | {
      step: 'request-failed';
      username: string;
      fieldErrors: FieldErrors;
      formError: TextKey | null;
      errorCode?: string;
    }
  | { step: 'reset-failed'; fieldErrors: FieldErrors; formError: TextKey | null; errorCode?: string }
  | { step: 'invalid' }
  | { step: 'done'; purpose: LinkPurpose };

export function resetLinkOf(url: URL): ResetLink | null {
  const token = url.searchParams.get('token')?.trim() ?? '';
  const username = url.searchParams.get('username')?.trim() ?? '';
  return token && username ? { token, username } : null;
}

/**
 * The address the mail's link points at: this page on the shop's public origin in the page's language, with
 * the placeholders RecoverPassword fills in (spec §7: "current page address with token and username
 * placeholders"; the API accepts only the shop's own origin, ADR 40).
 */
export function recoverTokenUrl(origin: string, language: 'en' | 'da'): string {
  return `${origin}${localizePath('recoverPassword', language)}?token={token}&username={username}`;
}

/** GET: a link from the mail is checked (VerifyToken) before the new-password form is shown. */
export async function recoverPasswordLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const link = resetLinkOf(new URL(request.url));
  const headers = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
  if (!link) return data<RecoverPasswordLoaderData>({ step: 'request' }, { headers });
  try {
    const verified = await context.get(sessionContext).call(endpoints.user.verifyToken, {
      body: { area: await accountArea(context), username: link.username, token: link.token },
    });
    return data<RecoverPasswordLoaderData>({ step: 'reset', link, purpose: verified.purpose }, { headers });
  } catch (error) {
    // Wrong, used or expired (401), or a link too mangled to be one (400): the same dead link to the user.
    if (isApiError(error) && (error.status === 401 || error.status === 400))
      return data<RecoverPasswordLoaderData>({ step: 'invalid' }, { headers });
    throw error;
  }
}

async function requestLink(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const username = textOf(form, 'username').trim();
  const failed = (status: number, fieldErrors: FieldErrors, formError: TextKey | null, errorCode?: string) =>
    data<RecoverPasswordActionData>(
      { step: 'request-failed', username, fieldErrors, formError, errorCode },
      { status },
    );
  if (!username) return failed(400, { username: { key: 'validation.required-field' } }, null);
  if (username.length > 200)
    return failed(400, { username: { key: 'account.field.too-long', params: { max: 200 } } }, null);
  const origin = env.publicOrigin ?? new URL(request.url).origin;
  try {
    const answer = await context.get(sessionContext).call(endpoints.user.recoverPassword, {
      body: {
        area: await accountArea(context),
        username,
        tokenUrl: recoverTokenUrl(origin, context.get(languageContext)),
      },
    });
    return data<RecoverPasswordActionData>({ step: 'sent', username, validMinutes: answer.validMinutes });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 429) return failed(429, {}, 'account.form.rate-limited');
    if (refusedField(error, ['username'] as const))
      return failed(400, { username: { key: invalidValueKey } }, null);
    const errorCode = error.body?.errorCode ?? String(error.status);
    return failed(refusalStatus(error), {}, 'account.form.unexpected', errorCode);
  }
}

async function resetPassword(context: Readonly<RouterContextProvider>, form: FormData) {
  const token = textOf(form, 'token').trim();
  const username = textOf(form, 'username').trim();
  const newPassword = textOf(form, 'newPassword');
  const confirmPassword = textOf(form, 'confirmPassword');
  // Only the wording of the answer depends on it; the token alone decides what the API does.
  const purpose: LinkPurpose = textOf(form, 'purpose') === 'invite' ? 'invite' : 'reset';
  const failed = (status: number, fieldErrors: FieldErrors, formError: TextKey | null, errorCode?: string) =>
    data<RecoverPasswordActionData>({ step: 'reset-failed', fieldErrors, formError, errorCode }, { status });
  if (!token || !username) return data<RecoverPasswordActionData>({ step: 'invalid' }, { status: 401 });
  const fieldErrors: FieldErrors = {};
  if (!newPassword) fieldErrors.newPassword = { key: 'validation.required-field' };
  if (!confirmPassword) fieldErrors.confirmPassword = { key: 'validation.required-field' };
  else if (newPassword && confirmPassword !== newPassword)
    fieldErrors.confirmPassword = { key: 'account.password.mismatch' };
  if (Object.keys(fieldErrors).length > 0) return failed(400, fieldErrors, 'account.form.error-summary');
  try {
    await context.get(sessionContext).call(endpoints.user.resetPasswordByToken, {
      body: { area: await accountArea(context), username, token, newPassword },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const ruleError = passwordRuleError(error.payload);
    if (ruleError) return failed(400, { newPassword: ruleError }, 'account.form.error-summary');
    if (error.status === 401 || error.status === 400)
      return data<RecoverPasswordActionData>({ step: 'invalid' }, { status: 401 });
    if (error.status === 429) return failed(429, {}, 'account.form.rate-limited');
    const errorCode = error.body?.errorCode ?? String(error.status);
    return failed(refusalStatus(error), {}, 'account.form.unexpected', errorCode);
  }
  return data<RecoverPasswordActionData>({ step: 'done', purpose });
}

/** POST: `intent=request` mails a link; `intent=reset` sets the new password with the link's token. */
export async function recoverPasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  return textOf(form, 'intent') === 'reset'
    ? resetPassword(context, form)
    : requestLink(request, context, form);
}
