import type { ReorderOrderResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { accountArea } from '../account/account-area.server.ts';
import { textOf } from '../account/form-data.ts';

/** What the order page hears back from "Order again": the API's answer, or that it failed. */
export type OrderAgainActionData = { status: 'done'; answer: ReorderOrderResponse } | { status: 'failed' };

/**
 * The order page's "Order again" form (issue 17, ADR 43): the order's lines into the baskets through
 * ReorderOrder, with the form's request id (issue 31 item 10), so a double click, a resubmitted form or a
 * back-button resubmit adds once and is answered as the first. Works without JavaScript.
 */
export async function orderAgainAction(args: AuthArgs & { params: { id?: string } }) {
  requireScreenAccess(args, 'order');
  const { context } = args;
  const form = await args.request.formData();
  if (textOf(form, 'intent') !== 'order-again') throw data('Unknown form', { status: 400 });
  const requestId = textOf(form, 'requestId');
  try {
    const answer = await context.get(sessionContext).call(endpoints.customerCenter.reorderOrder, {
      body: {
        area: await accountArea(context),
        orderId: args.params.id ?? '',
        ...(requestId ? { requestId } : {}),
      },
    });
    return data<OrderAgainActionData>({ status: 'done', answer });
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    return data<OrderAgainActionData>(
      { status: 'failed' },
      { status: error.status >= 500 ? 502 : error.status },
    );
  }
}
