import { type CurrencyCode, currencyCodes, proposalLimits, shopFrontPath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { localizeHref } from '../../lib/i18n/localize-href.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import { textOf } from '../account/form-data.ts';
import { draftEditingCookies } from './draft-session.server.ts';

/** What the drafts page hears back from a form: translation keys, never texts. */
export type DraftsActionData =
  | { intent: 'create'; status: 'done'; name: string }
  | {
      intent: 'create';
      status: 'failed';
      values: { name: string; currencyCode: string };
      fieldError: TextKey | null;
      formError: TextKey | null;
    }
  | { intent: 'delete'; status: 'confirm'; draftId: string; name: string }
  | { intent: 'delete'; status: 'done'; name: string }
  | { intent: 'edit' | 'delete'; status: 'failed'; draftId: string; formError: TextKey };

function refusalKey(error: ApiError): TextKey {
  if (error.status === 404 || error.status === 400) return 'proposal-screens.error.draft-not-found';
  if (error.status === 403) return 'proposal-screens.error.forbidden';
  return 'proposal-screens.error.unexpected';
}

const statusOf = (error: ApiError) => (error.status >= 500 ? 502 : error.status);

const isCurrency = (value: string): value is CurrencyCode =>
  (currencyCodes as readonly string[]).includes(value);

/**
 * The drafts page's forms (ADR 48), each working without JavaScript: create a draft (name and currency, checked
 * here for the page's own words), start editing one in the shop (GetProposalUser's token becomes the session's,
 * then the shop's front page), delete one after a confirmation.
 */
export async function proposalDraftsAction(args: AuthArgs) {
  requireScreenAccess(args, 'salesProposalDrafts');
  const { context } = args;
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const call = context.get(sessionContext).call;
  const areaInfo = await accountArea(context);

  if (intent === 'create') {
    const values = { name: textOf(form, 'name').trim(), currencyCode: textOf(form, 'currencyCode') };
    const failed = (status: number, fieldError: TextKey | null, formError: TextKey | null) =>
      data<DraftsActionData>({ intent, status: 'failed', values, fieldError, formError }, { status });
    if (!values.name) return failed(400, 'validation.required-field', null);
    if (values.name.length > proposalLimits.nameLength)
      return failed(400, 'proposal-screens.drafts.name-too-long', null);
    if (!isCurrency(values.currencyCode))
      return failed(400, null, 'proposal-screens.drafts.currency-unknown');
    try {
      await call(endpoints.proposal.createProposalDraft, {
        body: { area: areaInfo, name: values.name, currencyCode: values.currencyCode },
      });
      return data<DraftsActionData>({ intent, status: 'done', name: values.name });
    } catch (error) {
      if (!isApiError(error) || error.status === 401) throw error;
      return failed(statusOf(error), null, refusalKey(error));
    }
  }

  const draftId = textOf(form, 'draftId');
  if (intent === 'edit') {
    const currencyCode = textOf(form, 'currencyCode');
    const failed = (status: number, formError: TextKey) =>
      data<DraftsActionData>({ intent, status: 'failed', draftId, formError }, { status });
    if (!isCurrency(currencyCode)) return failed(400, 'proposal-screens.drafts.currency-unknown');
    let cookies: string[];
    try {
      cookies = draftEditingCookies(
        await call(endpoints.proposal.getProposalUser, { body: { areaInfo, draftId, currencyCode } }),
      );
    } catch (error) {
      if (!isApiError(error) || error.status === 401) throw error;
      return failed(statusOf(error), refusalKey(error));
    }
    // The session now edits the draft: the shop's carts are the draft's until the dashboard ends it.
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    throw redirect(localizeHref(shopFrontPath, context.get(languageContext)), { headers });
  }

  if (intent === 'delete') {
    const name = textOf(form, 'name');
    if (textOf(form, 'confirmed') !== 'yes')
      return data<DraftsActionData>({ intent, status: 'confirm', draftId, name });
    try {
      await call(endpoints.proposal.deleteProposalDraft, { body: { areaInfo, id: draftId } });
      return data<DraftsActionData>({ intent, status: 'done', name });
    } catch (error) {
      if (!isApiError(error) || error.status === 401) throw error;
      return data<DraftsActionData>(
        { intent, status: 'failed', draftId, formError: refusalKey(error) },
        { status: statusOf(error) },
      );
    }
  }
  throw data('Unknown form', { status: 400 });
}
