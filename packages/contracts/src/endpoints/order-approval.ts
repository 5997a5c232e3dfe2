import { defineEndpoint } from '../endpoint.ts';
import { DecideOrderApprovalBody, DecideOrderApprovalResponse } from '../order-approval.ts';

/**
 * Deciding an order sent for approval (ADR 81). Part of `endpoints.customerCenter` (customer-center.ts
 * re-exports them).
 */

const who =
  'Only a user of the order’s customer with the permission scope Release or All (or a sales user acting for ' +
  'the customer): 403 permission-scope.release-required for any other scope, checked before the order is ' +
  'read; 404 not-found for a missing order and for another customer’s alike. The order row is locked and the ' +
  'move made by the state machine, so repeated and concurrent calls decide once: the same decision again ' +
  'answers the current status with `changed: false`; the other decision after one was taken answers 409 ' +
  'order-transition-not-allowed, as does an order that was never sent for approval. The colleague who sent ' +
  'it gets a mail in the language they ordered in; the decision is in the audit log.';

export const approveOrder = defineEndpoint({
  operationId: 'customerCenterApproveOrder',
  method: 'POST',
  path: '/api/CustomerCenter/ApproveOrder',
  access: 'customer',
  tags: ['CustomerCenter'],
  summary: 'Approve an order a colleague sent for approval: PendingApproval → PendingTransfer, then the ERP',
  description:
    'The order is placed as if ordered on account now: its transfer to the ERP is queued (once, however often ' +
    `the call is repeated) and the order confirmation mailed. ${who}`,
  body: DecideOrderApprovalBody,
  response: DecideOrderApprovalResponse,
  errors: ['not-found', 'permission-scope.release-required', 'order-transition-not-allowed'],
  example: {
    body: { orderId: 'SO100001' },
    response: { orderId: 'SO100001', status: 'PendingTransfer', changed: true },
  },
});

export const rejectOrder = defineEndpoint({
  operationId: 'customerCenterRejectOrder',
  method: 'POST',
  path: '/api/CustomerCenter/RejectOrder',
  access: 'customer',
  tags: ['CustomerCenter'],
  summary: 'Reject an order a colleague sent for approval: PendingApproval → Rejected',
  description: `The order is not placed; stock it reserved goes back. Final. ${who}`,
  body: DecideOrderApprovalBody,
  response: DecideOrderApprovalResponse,
  errors: ['not-found', 'permission-scope.release-required', 'order-transition-not-allowed'],
  example: {
    body: { orderId: 'SO100001' },
    response: { orderId: 'SO100001', status: 'Rejected', changed: true },
  },
});
