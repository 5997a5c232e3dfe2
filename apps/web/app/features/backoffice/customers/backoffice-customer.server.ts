import type { BackofficeCustomer, PaymentTermsCode } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';

type Args = AuthArgs & { params?: Record<string, string | undefined> };

/** What the VAT number form answered: saved, or refused (the page says why in its language) with what was typed. */
export type VatNumberResult = { status: 'saved' } | { status: 'refused'; vatNumber: string };

/** What the payment terms form answered: saved, or refused (a code the API does not know). */
export type PaymentTermsResult = { status: 'terms-saved' } | { status: 'terms-refused' };

/** The answer of the screen's action: the form that was sent says which. */
export type BackofficeCustomerResult = VatNumberResult | PaymentTermsResult;

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

/**
 * The payment terms form: the API takes only its codes (a tampered form gets 400, answered as refused) and
 * audits the change.
 */
async function savePaymentTerms(args: Args, customerId: string, form: FormData): Promise<PaymentTermsResult> {
  const chosen = form.get('paymentTerms');
  try {
    await args.context.get(sessionContext).call(endpoints.backofficeCustomers.setPaymentTerms, {
      // The API checks the code; a value that is none of them is its 400.
      body: { customerId, paymentTerms: (typeof chosen === 'string' ? chosen : '') as PaymentTermsCode },
    });
    return { status: 'terms-saved' };
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401) return { status: 'terms-refused' };
    throw error;
  }
}

/**
 * The screen's two forms, told apart by their `intent`: the VAT number (the API checks it against the
 * customer's country and says why it refuses) and the payment terms.
 */
export async function backofficeCustomerAction(args: Args): Promise<BackofficeCustomerResult> {
  requireScreenAccess(args, 'backofficeCustomer');
  const customerId = args.params?.customerId;
  if (!customerId) throw data('not-found', { status: 404 });
  const form = await args.request.formData();
  if (form.get('intent') === 'paymentTerms') return savePaymentTerms(args, customerId, form);
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
