import type { OrderTransferStatus } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';
import { textOf } from '../account/form-data.ts';

/** The form intents of the order page's approval panel (ADR 81). */
export const approvalIntents = ['approve', 'reject'] as const;
export type ApprovalIntent = (typeof approvalIntents)[number];

export const isApprovalIntent = (value: unknown): value is ApprovalIntent =>
  (approvalIntents as readonly unknown[]).includes(value);

/** What the approval panel hears back: reject asked first, the decision taken, or refused. */
export type OrderApprovalActionData =
  | { kind: 'approval'; status: 'confirm' }
  | { kind: 'approval'; status: 'decided'; decision: ApprovalIntent; orderStatus: OrderTransferStatus }
  | { kind: 'approval'; status: 'failed' };

/**
 * The approval panel's forms (ADR 81): approve (ApproveOrder), or reject (RejectOrder) — asked about first and
 * made only with the confirmation's own `confirmed=yes`, as the back office asks before a final move. The API
 * decides once, so a resubmitted form answers the state the order is in. Works without JavaScript.
 */
export async function orderApprovalAction(args: AuthArgs & { params: { id?: string } }) {
  requireScreenAccess(args, 'order');
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  if (!isApprovalIntent(intent)) throw data('Unknown form', { status: 400 });
  if (intent === 'reject' && textOf(form, 'confirmed') !== 'yes') {
    return data<OrderApprovalActionData>({ kind: 'approval', status: 'confirm' });
  }
  const endpoint =
    intent === 'approve' ? endpoints.customerCenter.approveOrder : endpoints.customerCenter.rejectOrder;
  try {
    const answer = await args.context
      .get(sessionContext)
      .call(endpoint, { body: { orderId: args.params.id ?? '' } });
    return data<OrderApprovalActionData>({
      kind: 'approval',
      status: 'decided',
      decision: intent,
      orderStatus: answer.status,
    });
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    return data<OrderApprovalActionData>(
      { kind: 'approval', status: 'failed' },
      { status: error.status >= 500 ? 502 : error.status },
    );
  }
}
