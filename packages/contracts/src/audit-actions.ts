/**
 * Every action the audit log records (`recordAudit`), zod-free so the back office's screen can name them in
 * the browser. The API's `AuditEntry.action` is typed by this list, so a new action fails the typecheck
 * until it is listed here, and the screen's text for it (in both languages, in the back-office audit
 * texts) fails it until it is written.
 */
export const auditActions = [
  'cache.invalidate',
  'cart.addOrUpdateLines',
  'cart.create',
  'cart.deleteLines',
  'cart.empty',
  'cart.import',
  'cart.save',
  'cart.setBillingAddress',
  'cart.setOrderFields',
  'cart.setShipping',
  'cart.validate',
  'customer.create',
  'customer.erp-update',
  'customer.set-payment-terms',
  'customer.set-vat-number',
  'dealer-application.status',
  'document.delete',
  'document.restore',
  'document.update',
  'feed-key.create',
  'feed-key.revoke',
  'impersonation.start',
  'impersonation.stop',
  'ledger.credit-memo',
  'mail-template.reset',
  'mail-template.update',
  'merchandising.primary-color',
  'merchandising.reset-primary-colors',
  'merchandising.reset-sorting',
  'merchandising.save-sorting',
  'order.approve',
  'order.create',
  'order.payment-expired',
  'order.reject',
  'order.request-approval',
  'order.retry-transfer',
  'order.send-receipt-copy',
  'order.update-state',
  'payment.cancelled',
  'payment.captured',
  'payment.create-intent',
  'payment.declined',
  'payment.failed',
  'payment.refund',
  'payment.refund-refused',
  'personal-data.erase',
  'personal-data.export',
  'personal-data.reject-deletion',
  'personal-data.request-deletion',
  'user.deactivate',
  'user.invite',
  'user.reactivate',
  'user.reinvite',
  'user.update',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** True for an action of the list (an entry written before an action was renamed is shown by its code). */
export function isAuditAction(action: string): action is AuditAction {
  return (auditActions as readonly string[]).includes(action);
}
