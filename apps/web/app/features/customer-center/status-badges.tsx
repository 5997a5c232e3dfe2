import type { OrderTransferStatus, ShipmentStatus } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * Badge colours by meaning: done, under way, stopped, nothing known yet. A transfer error is the shop's to
 * retry, so the customer sees it as under way (the receipt's wording: "Received, being processed").
 */
const transferTone: Record<OrderTransferStatus, string> = {
  PendingPayment: 'text-bg-warning',
  PendingApproval: 'text-bg-warning',
  PendingTransfer: 'text-bg-warning',
  Transferred: 'text-bg-success',
  ErrorInTransfer: 'text-bg-warning',
  Rejected: 'text-bg-danger',
};

const shipmentTone: Record<ShipmentStatus, string> = {
  FullyShipped: 'text-bg-success',
  PartialShipped: 'text-bg-warning',
  NotShipped: 'text-bg-secondary',
  NoInfo: 'text-bg-light',
};

/** An order's transfer status in words (spec §3: the six values), e.g. "Sent to the warehouse". */
export function TransferStatusBadge({ status }: { status: OrderTransferStatus }) {
  const t = useT();
  return (
    <span className={`badge status-badge ${transferTone[status]}`}>
      {t(`customer-center.transfer-status.${status}`)}
    </span>
  );
}

/** An order's shipment status in words (spec §3: FullyShipped, PartialShipped, NotShipped, NoInfo). */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useT();
  return (
    <span className={`badge status-badge ${shipmentTone[status]}`}>
      {t(`customer-center.shipment-status.${status}`)}
    </span>
  );
}
