import { type CustomerOrder, erasedUserName } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';
import { TotalsList } from '../checkout/totals-list.tsx';
import { useVat } from '../prices/prices-context.tsx';
import type { OrderAgainActionData } from '../reorder/order-again-action.server.ts';
import { OrderAgainButton } from '../reorder/order-again-button.tsx';
import { AddressBlock } from './address-block.tsx';
import { BackLink } from './back-link.tsx';
import { CustomerCenterLayout } from './customer-center-layout.tsx';
import { userMay } from './customer-center-nav.ts';
import { DetailFacts } from './detail-facts.tsx';
import { OrderDownloads } from './document-downloads.tsx';
import type { OrderApprovalActionData } from './order-approval-action.server.ts';
import { OrderApprovalPanel } from './order-approval-panel.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { CreditMemosTable, InvoicesTable } from './posted-documents-table.tsx';
import { type ShipmentsResult, ShipmentsSection } from './shipments-section.tsx';
import { ShipmentStatusBadge, TransferStatusBadge } from './status-badges.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** An erased user's tombstone name (ADR 83) in the page's language; other names as they are. */
const shownUserName = (t: TranslateFunction, name: string) =>
  name === erasedUserName ? t('personal-data.deleted-user') : name;

/**
 * One order (spec §2 customer order detail): its statuses, facts, addresses, lines with what shipped, totals,
 * shipments with track-and-trace, its invoices and credit memos, the downloads and "Order again".
 */
export function OrderDetailPage({
  order,
  shipments,
  requestId,
  orderAgain,
  approval,
}: {
  order: CustomerOrder;
  shipments: ShipmentsResult;
  /** The "Order again" form's request id, new with every render of the page (issue 31 item 10). */
  requestId: string;
  orderAgain: OrderAgainActionData | undefined;
  /** What the approval panel's last form answered (ADR 81). */
  approval?: OrderApprovalActionData | undefined;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const { includeVat } = useVat();
  // A user whose scope shows no invoices (ADR 41) gets the order without them, so say nothing about them.
  const showsInvoices = userMay(useRootData()?.user ?? null, 'invoices');
  return (
    <CustomerCenterLayout
      title={t('customer-center.order.title', { id: order.orderId })}
      before={<BackLink route="orders" labelKey="customer-center.order.back" />}
    >
      <DetailFacts
        facts={[
          { label: t('customer-center.orders.status'), value: <TransferStatusBadge status={order.status} /> },
          {
            label: t('customer-center.orders.shipment'),
            value: <ShipmentStatusBadge status={order.shipmentStatus} />,
          },
          { label: t('customer-center.document.date'), value: format.date(order.createdAt) },
          { label: t('customer-center.document.reference'), value: order.reference },
          {
            label: t('customer-center.order.order-type'),
            value: t(`customer-center.order-type.${order.orderType}`),
          },
          {
            label: t('customer-center.order.payment'),
            value: t(`customer-center.payment-method.${order.paymentMethod}`),
          },
          { label: t('customer-center.order.shipping-method'), value: order.shippingMethod.name },
          { label: t('customer-center.order.erp-number'), value: order.linkId },
          { label: t('customer-center.order.comment'), value: order.comment },
          // Placed by a sales person acting for the customer (ADR 45).
          {
            label: t('impersonation.order.placed-by'),
            value: order.placedByName && shownUserName(t, order.placedByName),
          },
        ]}
      />
      <OrderApprovalPanel order={order} outcome={approval} />
      <div className="document-actions">
        <OrderAgainButton requestId={requestId} outcome={orderAgain} />
        <OrderDownloads orderId={order.orderId} />
      </div>
      <section
        className="document-section document-addresses"
        aria-label={t('customer-center.order.addresses')}
      >
        <AddressBlock title={t('customer-center.order.shipping-address')} address={order.shippingAddress} />
        <AddressBlock title={t('customer-center.order.billing-address')} address={order.billingAddress} />
      </section>
      <section className="document-section">
        <OrderLinesTable lines={order.lines} currencyCode={order.currencyCode} />
        <TotalsList totals={order} currencyCode={order.currencyCode} includeVat={includeVat} />
      </section>
      <ShipmentsSection result={shipments} />
      {showsInvoices ? (
        <section className="document-section" aria-labelledby="order-invoices-title">
          <h2 id="order-invoices-title" className="document-section__title">
            {t('customer-center.order.invoices')}
          </h2>
          {order.invoices.length > 0 ? (
            <InvoicesTable invoices={order.invoices} captionKey="customer-center.order.invoices" />
          ) : (
            <p>{t('customer-center.order.no-invoices')}</p>
          )}
        </section>
      ) : null}
      {order.creditMemos.length > 0 ? (
        <section className="document-section" aria-labelledby="order-credit-memos-title">
          <h2 id="order-credit-memos-title" className="document-section__title">
            {t('customer-center.order.credit-memos')}
          </h2>
          <CreditMemosTable creditMemos={order.creditMemos} captionKey="customer-center.order.credit-memos" />
        </section>
      ) : null}
    </CustomerCenterLayout>
  );
}
