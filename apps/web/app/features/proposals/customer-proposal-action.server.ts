import { type AddProposalToCartResponse, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import { textOf } from '../account/form-data.ts';
import { quantitiesOf } from './proposal-quantities.ts';

/** What the dealer's proposal page hears back: the API's answer to adding, or translation keys. */
export type CustomerProposalActionData =
  | { intent: 'add-to-cart'; status: 'done'; answer: AddProposalToCartResponse }
  | { intent: 'delete'; status: 'confirm' }
  | { intent: 'add-to-cart' | 'delete'; status: 'failed'; formError: TextKey };

function refusalKey(error: ApiError): TextKey {
  if (error.status === 404) return 'proposal-screens.error.proposal-not-found';
  if (error.status === 400) return 'proposal-screens.customer.quantities-invalid';
  if (error.status === 403) return 'proposal-screens.error.forbidden';
  return 'proposal-screens.customer.add-failed';
}

/**
 * The dealer's proposal page's forms (ADR 48): add the proposal to the baskets with the quantities as the dealer
 * left them (AddProposalToCart; each line goes to the basket its colour's rules pick), or delete it from the
 * list after a confirmation (then back to the list). Both work without JavaScript.
 */
export async function customerProposalAction(args: AuthArgs & { params: { id?: string } }) {
  requireScreenAccess(args, 'proposal');
  const { context } = args;
  const id = args.params.id ?? '';
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const call = context.get(sessionContext).call;
  const area = await accountArea(context);
  const failed = (which: 'add-to-cart' | 'delete', status: number, formError: TextKey) =>
    data<CustomerProposalActionData>({ intent: which, status: 'failed', formError }, { status });

  if (intent === 'add-to-cart') {
    const quantities = quantitiesOf(form);
    if (!quantities) return failed(intent, 400, 'proposal-screens.customer.quantities-invalid');
    if (quantities.length > 0 && quantities.every((line) => line.quantity === 0))
      return failed(intent, 400, 'proposal-screens.customer.nothing-chosen');
    // The form's request id (issue 31 item 10): the same form sent again adds once.
    const requestId = textOf(form, 'requestId');
    try {
      const answer = await call(endpoints.customerCenter.addProposalToCart, {
        body: { area, id, quantities, ...(requestId ? { requestId } : {}) },
      });
      return data<CustomerProposalActionData>({ intent, status: 'done', answer });
    } catch (error) {
      if (!isApiError(error) || error.status === 401) throw error;
      return failed(intent, error.status >= 500 ? 502 : error.status, refusalKey(error));
    }
  }
  if (intent === 'delete') {
    if (textOf(form, 'confirmed') !== 'yes')
      return data<CustomerProposalActionData>({ intent, status: 'confirm' });
    try {
      await call(endpoints.customerCenter.deleteProposal, { body: { areaInfo: area, id } });
    } catch (error) {
      if (!isApiError(error) || error.status === 401) throw error;
      return failed(intent, error.status >= 500 ? 502 : error.status, refusalKey(error));
    }
    throw redirect(localizePath('proposals', context.get(languageContext)));
  }
  throw data('Unknown form', { status: 400 });
}
