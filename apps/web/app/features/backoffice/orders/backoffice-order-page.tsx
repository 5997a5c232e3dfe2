import { type BackofficeOrderDetail, erasedUserName, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useRevalidator } from 'react-router';
import { LineQuantity } from '../../../components/ui/line-quantity.tsx';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { useTotalPieces } from '../../../components/ui/total-quantity-row.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TranslateFunction } from '../../../lib/i18n/translate.ts';
import { type TotalsRow, totalsRows } from '../../checkout/order-totals.ts';
import { BackLink } from '../../customer-center/back-link.tsx';
import { DetailFacts } from '../../customer-center/detail-facts.tsx';
import { useDocumentFormat } from '../../customer-center/use-document-format.ts';
import { useLineDelivery } from '../../customer-center/use-line-delivery.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { OrderActions } from './order-actions.tsx';
import type { OrderActionResult } from './order-search.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { StatusReasonText } from './status-reason-text.tsx';
import { TransferFailureText } from './transfer-failure-text.tsx';

/** An erased user's tombstone name (ADR 83) in the page's language; other names as they are. */
const shownUserName = (t: TranslateFunction, name: string) =>
  name === erasedUserName ? t('personal-data.deleted-user') : name;

/** The labels of the totals under the lines: amounts without VAT, then the VAT and the total with it. */
const totalLabels: Record<TotalsRow['key'], TextKey> = {
  subtotal: 'backoffice.order.lines-total',
  shipping: 'checkout.totals.shipping',
  total: 'backoffice.order.total-excl',
  discount: 'checkout.totals.discount',
  vat: 'checkout.totals.vat',
  toPay: 'backoffice.order.total-incl',
};

type Line = BackofficeOrderDetail['order']['lines'][number];
type Payment = BackofficeOrderDetail['payments'][number];
type HistoryEvent = BackofficeOrderDetail['transferHistory'][number];
type Shipment = BackofficeOrderDetail['documents']['shipments'][number];
type Invoice = BackofficeOrderDetail['documents']['invoices'][number];

/** How often the page asks again while the order is on its way to the ERP. */
const transferPollMs = 2000;

/** A titled part of the page with a table, or a line saying there is nothing yet. */
function Part({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {empty === null ? children : <p>{empty}</p>}
    </section>
  );
}

/** /backoffice/orders/:id: the order for staff, its history and documents, and what staff may do with it. */
export function BackofficeOrderPage({
  detail,
  result,
}: {
  detail: BackofficeOrderDetail;
  result?: OrderActionResult;
}) {
  const t = useT();
  const language = useLanguage();
  const pieces = useTotalPieces();
  const format = useDocumentFormat();
  const delivery = useLineDelivery();
  const revalidator = useRevalidator();
  const { order, documents } = detail;
  const money = (amount: number) => format.money(amount, order.currencyCode);
  const transferring = order.status === 'PendingTransfer';

  // While the transfer job works, the page follows it (the job runs in the API's worker, not in this request).
  useEffect(() => {
    if (!transferring) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, transferPollMs);
    return () => clearInterval(timer);
  }, [transferring, revalidator]);

  const none = t('backoffice.order.none');
  const quantity = t('backoffice.order.line.quantity');
  const amount = t('backoffice.order.line.amount');
  const lineColumns: ListColumn<Line>[] = [
    { header: t('backoffice.order.line.item'), cell: (line) => line.productNumber },
    { header: t('backoffice.order.line.name'), cell: (line) => line.name },
    { header: t('backoffice.order.line.variant'), cell: (line) => `${line.colorName}, ${line.size}` },
    {
      header: quantity,
      numeric: true,
      cell: (line) => <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />,
    },
    { header: t('order-delivery.heading'), cell: (line) => delivery(line.deliveries) },
    { header: amount, numeric: true, cell: (line) => money(line.netLinePrice.priceWithoutVat) },
  ];
  const paymentColumns: ListColumn<Payment>[] = [
    { header: t('backoffice.order.payment.created'), cell: (payment) => format.date(payment.createdAt) },
    { header: t('backoffice.order.payment.provider'), cell: (payment) => payment.provider },
    {
      header: t('backoffice.order.payment.status'),
      cell: (payment) => `${payment.status}${payment.failureReason ? ` (${payment.failureReason})` : ''}`,
    },
    { header: t('backoffice.order.payment.reference'), cell: (payment) => payment.providerReference ?? none },
    {
      header: t('backoffice.order.payment.amount'),
      numeric: true,
      cell: (payment) => format.money(payment.amount, payment.currencyCode),
    },
  ];
  const status = (value: HistoryEvent['toStatus']) => t(`backoffice.orders.status.${value}`);
  const historyColumns: ListColumn<HistoryEvent>[] = [
    { header: t('backoffice.order.history.when'), cell: (event) => format.date(event.at) },
    {
      header: t('backoffice.order.history.move'),
      cell: (event) =>
        event.fromStatus === null
          ? t('backoffice.order.history.created', { status: status(event.toStatus) })
          : `${status(event.fromStatus)} → ${status(event.toStatus)}`,
    },
    {
      header: t('backoffice.order.history.by'),
      cell: (event) => (event.actor ? shownUserName(t, event.actor) : t('backoffice.order.history.shop')),
    },
    {
      header: t('backoffice.order.history.reason'),
      cell: (event) =>
        event.transferFailure ? (
          <TransferFailureText failure={event.transferFailure} />
        ) : event.reasonShown ? (
          <StatusReasonText reason={event.reasonShown} />
        ) : (
          none
        ),
    },
  ];
  const shipmentColumns: ListColumn<Shipment>[] = [
    { header: t('backoffice.order.shipment.number'), cell: (shipment) => shipment.documentNo },
    { header: t('backoffice.order.shipment.date'), cell: (shipment) => format.date(shipment.shippedAt) },
    {
      header: t('backoffice.order.shipment.tracking'),
      cell: (shipment) => [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · ') || none,
    },
  ];
  const invoiceColumns: ListColumn<Invoice>[] = [
    { header: t('backoffice.order.invoice.number'), cell: (invoice) => invoice.documentNo },
    { header: t('backoffice.order.invoice.date'), cell: (invoice) => format.date(invoice.postedAt) },
    {
      header: t('backoffice.order.invoice.amount'),
      numeric: true,
      cell: (invoice) => format.money(invoice.amountWithVat, invoice.currencyCode),
    },
  ];
  return (
    <BackofficeLayout
      current="backofficeOrders"
      title={t('backoffice.order.title', { id: order.orderId })}
      before={<BackLink route="backofficeOrders" labelKey="backoffice.order.back" />}
    >
      <h2 className="visually-hidden">{t('backoffice.order.facts')}</h2>
      <DetailFacts
        facts={[
          { label: t('backoffice.order.status'), value: <OrderStatusBadge status={order.status} /> },
          {
            label: t('backoffice.order.status-reason'),
            value: detail.transferFailure ? (
              <TransferFailureText failure={detail.transferFailure} />
            ) : detail.statusReason ? (
              <StatusReasonText reason={detail.statusReason} />
            ) : null,
          },
          {
            label: t('backoffice.order.customer'),
            // A dealer's name leads to its customer screen (VAT number, ADR 67); a guest has none.
            value: order.customerNumber ? (
              <Link to={localizePath('backofficeCustomer', language, { customerId: order.customerNumber })}>
                {`${order.customerNumber}${detail.customerName ? ` · ${detail.customerName}` : ''}`}
              </Link>
            ) : (
              t('backoffice.orders.guest')
            ),
          },
          {
            label: t('backoffice.order.placed-by'),
            value: !detail.placedBy
              ? t('backoffice.orders.guest')
              : detail.placedBySales
                ? t('backoffice.order.placed-by-sales', { name: shownUserName(t, detail.placedBy) })
                : shownUserName(t, detail.placedBy),
          },
          { label: t('backoffice.order.email'), value: order.email ?? none },
          { label: t('backoffice.order.date'), value: format.date(order.createdAt) },
          { label: t('backoffice.order.type'), value: t(`cart.order-type-${order.orderType}`) },
          {
            label: t('backoffice.order.payment'),
            value: t(`backoffice.orders.payment.${order.paymentMethod}`),
          },
          { label: t('backoffice.order.language'), value: detail.languageCode.toUpperCase() },
          { label: t('backoffice.order.erp-document'), value: order.erpDocumentNo ?? none },
          { label: t('backoffice.order.reference'), value: order.reference },
        ]}
      />
      <output className={transferring ? 'alert alert-info d-block' : 'visually-hidden'}>
        {transferring ? t('backoffice.order.transferring') : ''}
      </output>
      <OrderActions detail={detail} result={result} />

      <Part title={t('backoffice.order.lines')} empty={null}>
        <ListTable
          caption={t('backoffice.order.lines-caption')}
          columns={lineColumns}
          rows={order.lines}
          rowKey={(line) => String(line.lineNo)}
          footer={[
            { key: 'quantity', label: t('cart.total-quantity'), under: quantity, value: pieces(order.lines) },
            // Lines + shipping = total excl. VAT; the VAT and the total incl. VAT follow (issue 28 item 5).
            ...totalsRows(order, false).map((row) => ({
              key: row.key,
              label: t(totalLabels[row.key]),
              under: amount,
              value: money(row.amount),
            })),
          ]}
          stackBelow="lg"
        />
      </Part>

      <Part
        title={t('backoffice.order.payments')}
        empty={detail.payments.length === 0 ? t('backoffice.order.payments-none') : null}
      >
        <ListTable
          caption={t('backoffice.order.payments')}
          columns={paymentColumns}
          rows={detail.payments}
          rowKey={(payment) => payment.id}
        />
      </Part>

      <Part title={t('backoffice.order.history')} empty={null}>
        <ListTable
          caption={t('backoffice.order.history')}
          columns={historyColumns}
          rows={detail.transferHistory.map((event, index) => ({ ...event, index }))}
          rowKey={(event) => `${event.at}-${event.index}`}
          className="backoffice-order__history"
        />
      </Part>

      <Part
        title={t('backoffice.order.shipments')}
        empty={documents.shipments.length === 0 ? t('backoffice.order.shipments-none') : null}
      >
        <ListTable
          caption={t('backoffice.order.shipments')}
          columns={shipmentColumns}
          rows={documents.shipments}
          rowKey={(shipment) => shipment.documentNo}
        />
      </Part>

      <Part
        title={t('backoffice.order.invoices')}
        empty={documents.invoices.length === 0 ? t('backoffice.order.invoices-none') : null}
      >
        <ListTable
          caption={t('backoffice.order.invoices')}
          columns={invoiceColumns}
          rows={documents.invoices}
          rowKey={(invoice) => invoice.documentNo}
        />
      </Part>
    </BackofficeLayout>
  );
}
