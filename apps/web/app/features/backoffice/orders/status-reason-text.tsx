import { orderTransferStatuses, type StatusReason } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from '../../customer-center/use-document-format.ts';

const isStatus = (status: string | null): status is (typeof orderTransferStatuses)[number] =>
  (orderTransferStatuses as readonly string[]).includes(status ?? '');

/**
 * A status reason the shop wrote, in the page's language (the API reads the stored English text back into what
 * it says, readStatusReason): the sentence of its kind, and what a person typed as a detail line as typed.
 */
export function StatusReasonText({ reason }: { reason: StatusReason }) {
  const t = useT();
  const format = useDocumentFormat();
  const byColleague = reason.by === 'colleague';
  const sentences: Record<Exclude<StatusReason['kind'], 'text'>, () => string> = {
    'erp-document': () => t('backoffice.order.reason.erp-document', { documentNo: reason.documentNo ?? '' }),
    'payment-captured': () =>
      t('backoffice.order.reason.payment-captured', {
        amount: format.money(reason.amount ?? 0, reason.currencyCode ?? 'DKK'),
      }),
    'payment-ended': () =>
      t(
        reason.status === 'cancelled'
          ? 'backoffice.order.reason.payment-cancelled'
          : reason.status === 'failed'
            ? 'backoffice.order.reason.payment-failed'
            : 'backoffice.order.reason.payment-declined',
      ),
    approved: () =>
      t(
        byColleague ? 'backoffice.order.reason.approved-colleague' : 'backoffice.order.reason.approved-staff',
      ),
    rejected: () =>
      t(
        byColleague ? 'backoffice.order.reason.rejected-colleague' : 'backoffice.order.reason.rejected-staff',
      ),
    'transfer-retried': () =>
      t(reason.by ? 'backoffice.order.reason.retried-staff' : 'backoffice.order.reason.retried'),
    'set-by-staff': () =>
      t('backoffice.order.reason.set-by-staff', {
        status: isStatus(reason.status)
          ? t(`backoffice.orders.status.${reason.status}`)
          : (reason.status ?? ''),
      }),
  };
  if (reason.kind === 'text') return <span className="d-block">{reason.note}</span>;
  return (
    <span className="d-block" data-status-reason={reason.kind}>
      {sentences[reason.kind]()}
      {reason.note ? (
        <small className="d-block text-body-secondary">
          {t('backoffice.order.reason.note', { note: reason.note })}
        </small>
      ) : null}
    </span>
  );
}
