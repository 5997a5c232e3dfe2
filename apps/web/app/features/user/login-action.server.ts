import { type LanguageCode, type LoginResponse, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { invalidValueKey, isApiError, refusalStatus, refusedField } from '../../lib/api-error.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { loginSuccessTarget } from '../../lib/redirect-after-login.ts';
import { isIdleSalesUser } from '../../lib/sales-manager-rule.ts';
import { flashCookie, readStoredRedirect, redirectCookie, sessionCookie } from '../../lib/session.server.ts';

/** What the login form gets back: translation keys, never texts, so it renders in the page's language. */
export type LoginActionData = {
  values: { username: string };
  fieldErrors?: { username?: TextKey; password?: TextKey };
  formError?: TextKey;
  errorCode?: string;
};

function fail(body: LoginActionData, status: number) {
  return data(body, { status });
}

function deactivatedRedirect(language: LanguageCode) {
  return redirect(localizePath('login', language), {
    headers: { 'Set-Cookie': flashCookie('validation.logget-out-account-deactivated') },
  });
}

/** POST /login: validate, log in at the API, set the httpOnly session cookie and go on (spec §4). */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const language = context.get(languageContext);
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const values = { username };

  const fieldErrors: LoginActionData['fieldErrors'] = {};
  if (!username) fieldErrors.username = 'validation.required-field';
  if (!password) fieldErrors.password = 'validation.required-field';
  if (fieldErrors.username || fieldErrors.password) return fail({ values, fieldErrors }, 400);

  let result: LoginResponse;
  try {
    result = await context.get(sessionContext).call(endpoints.user.login, { body: { username, password } });
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      return fail({ values, formError: 'login.error-credentials' }, 401);
    if (isApiError(error) && error.status === 429)
      return fail({ values, formError: 'login.error-too-many' }, 429);
    // The API refuses the login of a deactivated customer's user (ADR 37); the shop says why (spec §4).
    if (isApiError(error) && error.body?.errorCode === 'validation.logget-out-account-deactivated')
      return deactivatedRedirect(language);
    // A value the API cannot take (a NUL, say) is marked beside its field, as the form's own checks are.
    const field = refusedField(error, ['username', 'password'] as const);
    if (field) return fail({ values, fieldErrors: { [field]: invalidValueKey } }, 400);
    const errorCode = isApiError(error) ? (error.body?.errorCode ?? String(error.status)) : 'ApiUnavailable';
    return fail({ values, formError: 'error.unexpected', errorCode }, refusalStatus(error));
  }

  // Should a login answer a deactivated customer all the same, the shop logs them straight out (spec §4).
  if (result.user.customer?.active === false) return deactivatedRedirect(language);

  const stored = readStoredRedirect(request);
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(result.token, result.expiresAt));
  if (stored && stored !== '/') headers.append('Set-Cookie', redirectCookie('/'));
  // Sales staff start on their dashboard (spec §2); staff may then go on to the shop, which the redirect to the
  // dashboard no longer does for them (issue 31).
  const landing = isIdleSalesUser(result.user) ? 'sales' : 'home';
  return redirect(loginSuccessTarget(stored, language, landing), { headers });
}
