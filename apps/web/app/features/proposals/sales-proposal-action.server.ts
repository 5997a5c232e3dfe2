import { isFinalProposalStatus, localizePath, ProposalStatus, proposalLimits } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import { textOf } from '../account/form-data.ts';

/** What the proposal page hears back from a form: translation keys, never texts. */
export type SalesProposalActionData =
  | { intent: 'status'; status: 'done' | 'confirm'; to: ProposalStatus }
  | { intent: 'notes'; status: 'done' }
  | { intent: 'delete'; status: 'confirm' }
  | { intent: 'status' | 'notes' | 'delete'; status: 'failed'; formError: TextKey };

function refusalKey(error: ApiError): TextKey {
  if (error.body?.errorCode === 'proposal.status-transition')
    return 'proposal-screens.error.status-transition';
  if (error.status === 404) return 'proposal-screens.error.proposal-not-found';
  if (error.status === 400) return 'proposal-screens.error.invalid';
  if (error.status === 403) return 'proposal-screens.error.forbidden';
  return 'proposal-screens.error.unexpected';
}

/**
 * The sales proposal page's forms (ADR 48): a new status (the API enforces ADR 47's transitions; the page offers
 * only the allowed ones; a final one only after a confirmation, issue 31 item 6), the notes, and deletion after
 * a confirmation (then back to the list). Each works without JavaScript.
 */
export async function salesProposalAction(args: AuthArgs & { params: { id?: string } }) {
  requireScreenAccess(args, 'salesProposal');
  const { context } = args;
  const id = args.params.id ?? '';
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const call = context.get(sessionContext).call;
  const areaInfo = await accountArea(context);
  const failed = (which: 'status' | 'notes' | 'delete', status: number, formError: TextKey) =>
    data<SalesProposalActionData>({ intent: which, status: 'failed', formError }, { status });
  const refused = (which: 'status' | 'notes' | 'delete', error: unknown) => {
    if (!isApiError(error) || error.status === 401) throw error;
    return failed(which, error.status >= 500 ? 502 : error.status, refusalKey(error));
  };

  if (intent === 'status') {
    const status = ProposalStatus.safeParse(textOf(form, 'status'));
    if (!status.success) return failed(intent, 400, 'proposal-screens.error.invalid');
    const to = status.data;
    if (isFinalProposalStatus(to) && textOf(form, 'confirmed') !== 'yes')
      return data<SalesProposalActionData>({ intent, status: 'confirm', to });
    try {
      await call(endpoints.proposal.updateProposal, { body: { areaInfo, proposal: { id, status: to } } });
      return data<SalesProposalActionData>({ intent, status: 'done', to });
    } catch (error) {
      return refused(intent, error);
    }
  }
  if (intent === 'notes') {
    const notes = textOf(form, 'notes');
    if (notes.length > proposalLimits.notesLength)
      return failed(intent, 400, 'proposal-screens.notes-too-long');
    try {
      await call(endpoints.proposal.updateProposal, { body: { areaInfo, proposal: { id, notes } } });
      return data<SalesProposalActionData>({ intent, status: 'done' });
    } catch (error) {
      return refused(intent, error);
    }
  }
  if (intent === 'delete') {
    if (textOf(form, 'confirmed') !== 'yes')
      return data<SalesProposalActionData>({ intent, status: 'confirm' });
    try {
      await call(endpoints.proposal.deleteProposal, { body: { areaInfo, id } });
    } catch (error) {
      return refused(intent, error);
    }
    throw redirect(localizePath('salesProposals', context.get(languageContext)));
  }
  throw data('Unknown form', { status: 400 });
}
