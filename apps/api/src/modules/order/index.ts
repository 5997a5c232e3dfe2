/** The order module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export {
  type CustomerOrderHeader,
  type CustomerOrderPage,
  type CustomerOrderQuery,
  customerOrderSnapshots,
  findCustomerOrder,
  findCustomerOrders,
  type OrderSnapshot,
} from './customer-orders.ts';
export { insertOrder, type OrderTerms, onHandNeeds } from './insert-order.ts';
export { orderHandlers } from './order.routes.ts';
export { orderIdOfCart } from './order.service.ts';
export {
  type ApprovalDecision,
  decideOrderApproval,
  orderApprovalOf,
  queueApprovalRequests,
} from './order-approval.ts';
export { orderBackofficeHandlers, orderDocumentHandlers } from './order-backoffice.routes.ts';
export { queueOrderConfirmation } from './order-confirmation.ts';
export { getOrderDocuments, shipmentStatusOf } from './order-documents.ts';
export { orderInLanguage } from './order-in-language.ts';
export { notePendingPaymentReason, onPaymentCaptured, onPaymentFailed } from './order-payment.ts';
export { orderPlacedBy } from './order-placed-by.ts';
export { customerOrdersMatching, type OrderSearchMatch } from './order-search.ts';
export { recordInitialStatus } from './order-state-machine.ts';
export { enqueueTransfer, erpTransferJob, erpTransferQueue } from './order-transfer.ts';
export { loadOrder } from './order-view.ts';
export {
  countOrdersPlacedByUser,
  eraseUserFromOrders,
  type OrderOfUser,
  ordersPlacedByUser,
} from './orders-of-user.ts';
export {
  findPayableOrder,
  findPayableOrderByCartId,
  ordersPaidTogether,
  type PayableOrder,
} from './payable-order.ts';
export { reserveStock } from './reserve-stock.ts';
export { sendReceiptCopy } from './send-receipt-copy.ts';
export { readStatusReason } from './status-reason.ts';
export { readTransferFailure } from './transfer-failure.ts';
export { staffNextStatuses, staffTransitions, updateOrderState } from './update-order-state.ts';
