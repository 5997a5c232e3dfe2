import type { BackofficeCustomer } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';

type Args = AuthArgs & { params?: Record<string, string | undefined> };

/** What the VAT number form answered: saved, or refused (the page says why in its language) with what was typed. */
export type VatNumberResult = { status: 'saved' } | { status: 'refused'; vatNumber: string };

/** The customer screen's loader (staff with B2B Manager, ADR 49); 404 page for a customer the API does not know. */
export async function loadBackofficeCustomer(args: Args): Promise<{ customer: BackofficeCustomer }> {
  requireScreenAccess(args, 'backofficeCustomer');
  const customerId = args.params?.customerId;
  if (!customerId) throw data('not-found', { status: 404 });
  try {
    const customer = await args.context.get(sessionContext).call(endpoints.backofficeCustomers.getCustomer, {
      body: { customerId },
    });
    return { customer };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data('not-found', { status: 404 });
    }
    throw error;
  }
}

/** The VAT number form: the API checks the number against the customer's country and says why it refuses. */
export async function backofficeCustomerAction(args: Args): Promise<VatNumberResult> {
  requireScreenAccess(args, 'backofficeCustomer');
  const customerId = args.params?.customerId;
  if (!customerId) throw data('not-found', { status: 404 });
  const form = await args.request.formData();
  const typed = form.get('vatNumber');
  const vatNumber = typeof typed === 'string' ? typed.trim() : '';
  try {
    await args.context.get(sessionContext).call(endpoints.backofficeCustomers.setVatNumber, {
      body: { customerId, vatNumber: vatNumber || null },
    });
    return { status: 'saved' };
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401) {
      return { status: 'refused', vatNumber };
    }
    throw error;
  }
}
