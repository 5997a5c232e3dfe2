import { DealerApplication, type SubmitDealerApplicationResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, type RouterContextProvider } from 'react-router';
import { createApiClient } from '../../lib/api-client.server.ts';
import { isApiError, refusalStatus } from '../../lib/api-error.ts';
import type { Call } from '../../lib/call-endpoint.ts';
import { clientAddress } from '../../lib/client-address.server.ts';
import { env } from '../../lib/env.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { ensureGuestToken, guestCookie } from '../checkout/guest-session.server.ts';
import { accountArea } from './account-area.server.ts';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfApiIssues } from './field-errors.ts';
import { nestedValues, textOf } from './form-data.ts';

/** Who files the application: the company itself (/new-customer) or a sales person for a prospect. */
export type ApplicationVariant = 'dealer' | 'prospect';

/** The form's field names, as posted (`shippingSame` says the shipping address is the billing one). */
const addressFields = ['address1', 'address2', 'postalCode', 'city', 'countryCode'] as const;
export const applicationFieldNames = [
  'companyName',
  'vatNumber',
  ...addressFields.map((field) => `billingAddress.${field}`),
  ...addressFields.map((field) => `shippingAddress.${field}`),
  'contact.name',
  'contact.email',
  'contact.phone',
  'currencyCode',
  'message',
] as const;

/** What the form gets back: the values to show again with field errors, or the received application. */
export type ApplicationActionData =
  | {
      status: 'invalid';
      values: Record<string, string>;
      shippingSame: boolean;
      fieldErrors: FieldErrors;
      formError: TextKey;
      errorCode?: string;
    }
  | { status: 'received'; applicationId: string; companyName: string; contactEmail: string };

function flatValues(form: FormData): Record<string, string> {
  return Object.fromEntries(applicationFieldNames.map((name) => [name, textOf(form, name)]));
}

type ApplicantCall = { call: Call; setCookie: string | null; guest: boolean };

/**
 * The API as the applicant: a visitor's own application needs a token of theirs (the session's, else the
 * guest token, issued here into its cookie when there is none, or anew when `freshGuest`); a prospect's is
 * filed with the session.
 */
async function applicantCall(
  request: Request,
  context: Readonly<RouterContextProvider>,
  variant: ApplicationVariant,
  freshGuest = false,
): Promise<ApplicantCall> {
  const session = context.get(sessionContext);
  if (variant === 'prospect' || session.token) return { call: session.call, setCookie: null, guest: false };
  const { token, setCookie } = freshGuest
    ? await session.call(endpoints.user.generateNotLoggedInToken, {}).then((issued) => ({
        token: issued.token,
        setCookie: guestCookie(issued.token, issued.expiresAt),
      }))
    : await ensureGuestToken(request, session.call);
  const forwardedFor = clientAddress(context);
  return { call: createApiClient({ baseUrl: env.apiUrl, token, forwardedFor }), setCookie, guest: true };
}

/** POST of /new-customer and /new-customer-salesmanager: check the form as the contract does, then send it. */
export async function dealerApplicationAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  variant: ApplicationVariant,
) {
  const form = await request.formData();
  const values = flatValues(form);
  const shippingSame = form.get('shippingSame') === 'on';
  // A guest token issued on the way is kept in its cookie whatever the answer, so the next try reuses it.
  let setCookie: string | null = null;
  const cookieHeaders = () => (setCookie ? { 'Set-Cookie': setCookie } : undefined);
  const invalid = (
    fieldErrors: FieldErrors,
    status: number,
    formError: TextKey = 'account.form.error-summary',
    errorCode?: string,
  ) =>
    data<ApplicationActionData>(
      { status: 'invalid', values, shippingSame, fieldErrors, formError, errorCode },
      { status, headers: cookieHeaders() },
    );

  const posted = nestedValues(form, applicationFieldNames);
  const parsed = DealerApplication.safeParse(
    { ...posted, shippingAddress: shippingSame ? null : posted.shippingAddress },
    // The issue's input tells an empty field (required) from a wrong one.
    { reportInput: true },
  );
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues), 400);

  const endpoint =
    variant === 'prospect'
      ? endpoints.dealerApplication.submitProspectApplication
      : endpoints.dealerApplication.submitDealerApplication;
  const body = { area: await accountArea(context), application: parsed.data };
  let answer: SubmitDealerApplicationResponse;
  try {
    const applicant = await applicantCall(request, context, variant);
    setCookie = applicant.setCookie;
    try {
      answer = await applicant.call(endpoint, { body });
    } catch (error) {
      // A guest token from the cookie that the API no longer knows (revoked, expired): once more with a new one.
      if (!(applicant.guest && isApiError(error) && error.status === 401)) throw error;
      const renewed = await applicantCall(request, context, variant, true);
      setCookie = renewed.setCookie;
      answer = await renewed.call(endpoint, { body });
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 400)
      return invalid(fieldErrorsOfApiIssues(error.body?.issues, 'body.application'), 400);
    if (error.status === 429) return invalid({}, 429, 'account.application.rate-limited');
    const errorCode = error.body?.errorCode ?? String(error.status);
    return invalid({}, refusalStatus(error), 'account.form.unexpected', errorCode);
  }
  return data<ApplicationActionData>(
    {
      status: 'received',
      applicationId: answer.applicationId,
      companyName: parsed.data.companyName,
      contactEmail: parsed.data.contact.email,
    },
    { headers: cookieHeaders() },
  );
}
