import {
  type CompanyUser,
  type InviteUserBody,
  type PermissionScope,
  PermissionScope as PermissionScopeSchema,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, type RouterContextProvider } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, getUser } from '../../lib/auth.server.ts';
import { env } from '../../lib/env.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import type { FieldErrors } from '../account/field-errors.ts';
import { textOf } from '../account/form-data.ts';
import { recoverTokenUrl } from '../account/recover-password.server.ts';
import { userMay } from '../customer-center/customer-center-nav.ts';
import type { CompanyUsersActionData, InviteValues } from './company-users-data.ts';
import { forbiddenScreen } from './load-company-users.server.ts';

type Change = 'scope' | 'deactivate' | 'reactivate' | 'reinvite';

const nameMax = 200;
const emailMax = 254;

/** The translation key of a refusal the page shows above the table (ADR 41 codes, then by status). */
function refusalKey(error: ApiError): TextKey {
  const code = error.body?.errorCode;
  if (code === 'company-user.last-all-user') return 'company-users.error.last-all-user';
  if (code === 'company-user.username-taken') return 'company-users.error.username-taken';
  if (error.status === 403) return 'company-users.error.forbidden';
  if (error.status === 404) return 'company-users.error.not-found';
  if (error.status === 429) return 'company-users.error.rate-limited';
  return 'company-users.error.unexpected';
}

const scopeOf = (form: FormData): PermissionScope | null => {
  const parsed = PermissionScopeSchema.safeParse(textOf(form, 'permissionScope'));
  return parsed.success ? parsed.data : null;
};

/** The fields the API refused, each with the page's own words. */
function inviteFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.body?.issues ?? []) {
    if (issue.path.startsWith('body.email')) errors.email = { key: 'company-users.invite.email-invalid' };
    else if (issue.path.startsWith('body.name')) errors.name = { key: 'validation.required-field' };
  }
  return errors;
}

async function invite(
  request: Request,
  context: Readonly<RouterContextProvider>,
  values: InviteValues,
): Promise<InviteUserBody> {
  const origin = env.publicOrigin ?? new URL(request.url).origin;
  return {
    area: await accountArea(context),
    name: values.name,
    email: values.email,
    permissionScope: values.permissionScope,
    tokenUrl: recoverTokenUrl(origin, context.get(languageContext)),
  };
}

/** The invite form: name and e-mail checked here for the page's own messages, the rest by the API. */
async function inviteColleague(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const values: InviteValues = {
    name: textOf(form, 'name').trim(),
    email: textOf(form, 'email').trim(),
    permissionScope: scopeOf(form) ?? 'None',
  };
  const failed = (status: number, fieldErrors: FieldErrors, formError: TextKey | null) =>
    data<CompanyUsersActionData>(
      { intent: 'invite', status: 'failed', values, fieldErrors, formError },
      { status },
    );
  const fieldErrors: FieldErrors = {};
  if (!values.name) fieldErrors.name = { key: 'validation.required-field' };
  else if (values.name.length > nameMax)
    fieldErrors.name = { key: 'company-users.invite.too-long', params: { max: nameMax } };
  if (!values.email) fieldErrors.email = { key: 'validation.required-field' };
  else if (values.email.length > emailMax || !values.email.includes('@'))
    fieldErrors.email = { key: 'company-users.invite.email-invalid' };
  if (Object.keys(fieldErrors).length > 0) return failed(400, fieldErrors, 'company-users.error.summary');
  try {
    const { user } = await context
      .get(sessionContext)
      .call(endpoints.companyUsers.inviteUser, { body: await invite(request, context, values) });
    return data<CompanyUsersActionData>({ intent: 'invite', status: 'done', email: user.email });
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    const fields = error.status === 400 ? inviteFieldErrors(error) : {};
    if (Object.keys(fields).length > 0) return failed(400, fields, 'company-users.error.summary');
    return failed(error.status >= 500 ? 502 : error.status, {}, refusalKey(error));
  }
}

/** A change to one user: a new scope, deactivation (after the confirmation), reactivation, a new invitation. */
async function changeUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  intent: Change,
  self: string | null,
) {
  const userId = textOf(form, 'userId');
  const call = context.get(sessionContext).call;
  const done = (user: CompanyUser) =>
    data<CompanyUsersActionData>({
      intent,
      status: 'done',
      userId: user.id,
      name: user.name,
      email: user.email,
      permissionScope: user.permissionScope,
    });
  try {
    if (intent === 'reinvite') {
      const values: InviteValues = {
        name: textOf(form, 'name'),
        email: textOf(form, 'email'),
        permissionScope: scopeOf(form) ?? 'None',
      };
      const { user } = await call(endpoints.companyUsers.inviteUser, {
        body: await invite(request, context, values),
      });
      return done(user);
    }
    if (intent === 'deactivate' && textOf(form, 'confirmed') !== 'yes') {
      return data<CompanyUsersActionData>({
        intent,
        status: 'confirm',
        userId,
        name: textOf(form, 'name'),
        self: userId === self,
      });
    }
    const change =
      intent === 'scope'
        ? { permissionScope: scopeOf(form) ?? undefined }
        : { active: intent === 'reactivate' };
    const { user } = await call(endpoints.companyUsers.updateCompanyUser, { body: { userId, ...change } });
    return done(user);
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    return data<CompanyUsersActionData>(
      { intent, status: 'failed', userId, formError: refusalKey(error) },
      { status: error.status >= 500 ? 502 : error.status },
    );
  }
}

/** POST /customer-center/users: invite, set a scope, deactivate (confirmed), reactivate, invite again. */
export async function companyUsersAction(args: AuthArgs) {
  requireScreenAccess(args, 'users');
  const user = getUser(args);
  if (!user || !userMay(user, 'users')) forbiddenScreen();
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  if (intent === 'invite') return inviteColleague(args.request, args.context, form);
  if (intent === 'scope' || intent === 'deactivate' || intent === 'reactivate' || intent === 'reinvite') {
    // A sales user acting for the customer is never one of its users.
    const self = user.extraInfo.impersonatorName ? null : user.id;
    return changeUser(args.request, args.context, form, intent, self);
  }
  throw data('Bad Request', { status: 400 });
}
