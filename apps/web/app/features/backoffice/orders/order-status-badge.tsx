import type { OrderTransferStatus } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** Staff see a transfer error as what it is: stopped until someone acts. */
const tone: Record<OrderTransferStatus, string> = {
  PendingPayment: 'text-bg-warning',
  PendingApproval: 'text-bg-warning',
  PendingTransfer: 'text-bg-info',
  Transferred: 'text-bg-success',
  ErrorInTransfer: 'text-bg-danger',
  Rejected: 'text-bg-secondary',
};

/** An order's transfer status for staff, in words. */
export function OrderStatusBadge({ status }: { status: OrderTransferStatus }) {
  const t = useT();
  return (
    <span className={`badge status-badge ${tone[status]}`}>{t(`backoffice.orders.status.${status}`)}</span>
  );
}
