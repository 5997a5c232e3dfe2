import { type DeletionRequest, personalDataLimits } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { type AuthArgs, requireUser } from '../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';

/** A day as the user reads it: Danish time, in the page's language (`5 Dec 2026`, `5. dec. 2026`). */
export function dayOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(iso));
}

export type ShownRequest = DeletionRequest & { requestedOn: string };

export type PersonalDataLoaded =
  | { status: 'ok'; email: string; downloadHref: string; request: ShownRequest | null }
  | { status: 'impersonating' }
  | { status: 'failed'; email: string; downloadHref: string };

/**
 * /customer-center/personal-data: the user's own data (ADR 83). The download is a link through the web's
 * proxy (the session's token is added there); the state of the newest deletion request comes from the API.
 * A sales user acting for the customer is told the page is not theirs (the API refuses them).
 */
export async function loadPersonalData(args: AuthArgs): Promise<PersonalDataLoaded> {
  requireScreenAccess(args, 'personalData');
  const user = requireUser(args);
  const language = args.context.get(languageContext);
  if (user.extraInfo.impersonatorName) return { status: 'impersonating' };
  const downloadHref = `${endpoints.personalData.getPersonalData.path}?languageCode=${language}`;
  try {
    const { request } = await args.context
      .get(sessionContext)
      .call(endpoints.personalData.getDeletionRequestStatus, {});
    return {
      status: 'ok',
      email: user.email,
      downloadHref,
      request: request ? { ...request, requestedOn: dayOf(request.requestedAt, language) } : null,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) return { status: 'impersonating' };
    console.error('personal data: the request state could not be read', error);
    return { status: 'failed', email: user.email, downloadHref };
  }
}

/** What asking for deletion answered: a question first, then the request sent or why not. */
export type DeletionAskResult =
  | { outcome: 'confirm'; reason: string }
  | { outcome: 'sent'; requestedOn: string }
  | { outcome: 'already-open' }
  | { outcome: 'invalid'; message: string; reason: string }
  | { outcome: 'failed'; reason: string };

/**
 * POST: asking for deletion is answered with a question (`confirm`, also without JavaScript) and sent only when
 * posted again with `confirmed=yes`; a second open request is said so (409), a refused reason names the API's
 * problem.
 */
export async function askForDeletion(args: AuthArgs) {
  requireScreenAccess(args, 'personalData');
  requireUser(args);
  const form = await args.request.formData();
  const reason = String(form.get('reason') ?? '').slice(0, personalDataLimits.reasonLength * 2);
  if (form.get('confirmed') !== 'yes') return data<DeletionAskResult>({ outcome: 'confirm', reason });
  const language = args.context.get(languageContext);
  try {
    const { request } = await args.context.get(sessionContext).call(endpoints.personalData.requestDeletion, {
      body: { area: await accountArea(args.context), reason: reason.trim() === '' ? null : reason },
    });
    const requestedOn = request ? dayOf(request.requestedAt, language) : '';
    return data<DeletionAskResult>({ outcome: 'sent', requestedOn });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) throw error;
    if (error.body?.errorCode === 'personal-data.deletion-open')
      return data<DeletionAskResult>({ outcome: 'already-open' }, { status: 409 });
    if (error.status === 400)
      return data<DeletionAskResult>({ outcome: 'invalid', message: error.message, reason }, { status: 400 });
    console.error('personal data: the deletion request failed', error);
    return data<DeletionAskResult>({ outcome: 'failed', reason }, { status: 502 });
  }
}
