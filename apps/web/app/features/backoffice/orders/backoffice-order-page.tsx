import { countPieces } from '@shop/commerce';
import { type BackofficeOrderDetail, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type ReactNode, useEffect, useId } from 'react';
import { Link, useRevalidator } from 'react-router';
import { LineQuantity } from '../../../components/ui/line-quantity.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { type TotalsRow, totalsRows } from '../../checkout/order-totals.ts';
import { BackLink } from '../../customer-center/back-link.tsx';
import { DetailFacts } from '../../customer-center/detail-facts.tsx';
import { useDocumentFormat } from '../../customer-center/use-document-format.ts';
import { useLineDelivery } from '../../customer-center/use-line-delivery.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { OrderActions } from './order-actions.tsx';
import type { OrderActionResult } from './order-search.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TransferFailureText } from './transfer-failure-text.tsx';

/** The labels of the totals under the lines: amounts without VAT, then the VAT and the total with it. */
const totalLabels: Record<TotalsRow['key'], TextKey> = {
  subtotal: 'backoffice.order.lines-total',
  shipping: 'checkout.totals.shipping',
  total: 'backoffice.order.total-excl',
  discount: 'checkout.totals.discount',
  vat: 'checkout.totals.vat',
  toPay: 'backoffice.order.total-incl',
};

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
      {empty === null ? <div className="table-responsive">{children}</div> : <p>{empty}</p>}
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
  const tc = useTranslateCount();
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
            ) : (
              order.statusReason
            ),
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
        <table className="table document-table">
          <caption className="visually-hidden">{t('backoffice.order.lines-caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.order.line.item')}</th>
              <th scope="col">{t('backoffice.order.line.name')}</th>
              <th scope="col">{t('backoffice.order.line.variant')}</th>
              <th scope="col" className="text-end">
                {t('backoffice.order.line.quantity')}
              </th>
              <th scope="col">{t('order-delivery.heading')}</th>
              <th scope="col" className="text-end">
                {t('backoffice.order.line.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row">{line.productNumber}</th>
                <td>{line.name}</td>
                <td>
                  {line.colorName}, {line.size}
                </td>
                <td className="text-end">
                  <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />
                </td>
                <td>{delivery(line.deliveries)}</td>
                <td className="text-end">{money(line.netLinePrice.priceWithoutVat)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-end">
                {t('cart.total-quantity')}
              </th>
              <td className="text-end">{tc('cart.quantity-pieces', countPieces(order.lines))}</td>
              <td colSpan={2} />
            </tr>
            {/* Lines + shipping = total excl. VAT; the VAT and the total incl. VAT follow (issue 28 item 5). */}
            {totalsRows(order, false).map((row) => (
              <tr key={row.key}>
                <th scope="row" colSpan={5} className="text-end">
                  {t(totalLabels[row.key])}
                </th>
                <td className="text-end">{money(row.amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </Part>

      <Part
        title={t('backoffice.order.payments')}
        empty={detail.payments.length === 0 ? t('backoffice.order.payments-none') : null}
      >
        <table className="table document-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.order.payment.created')}</th>
              <th scope="col">{t('backoffice.order.payment.provider')}</th>
              <th scope="col">{t('backoffice.order.payment.status')}</th>
              <th scope="col">{t('backoffice.order.payment.reference')}</th>
              <th scope="col" className="text-end">
                {t('backoffice.order.payment.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{format.date(payment.createdAt)}</td>
                <td>{payment.provider}</td>
                <td>
                  {payment.status}
                  {payment.failureReason ? ` (${payment.failureReason})` : ''}
                </td>
                <td>{payment.providerReference ?? none}</td>
                <td className="text-end">{format.money(payment.amount, payment.currencyCode)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part title={t('backoffice.order.history')} empty={null}>
        <table className="table document-table backoffice-order__history">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.order.history.when')}</th>
              <th scope="col">{t('backoffice.order.history.move')}</th>
              <th scope="col">{t('backoffice.order.history.by')}</th>
              <th scope="col">{t('backoffice.order.history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.transferHistory.map((event, index) => (
              <tr key={`${event.at}-${index}`}>
                <td>{format.date(event.at)}</td>
                <td>
                  {event.fromStatus === null
                    ? t('backoffice.order.history.created', {
                        status: t(`backoffice.orders.status.${event.toStatus}`),
                      })
                    : `${t(`backoffice.orders.status.${event.fromStatus}`)} → ${t(`backoffice.orders.status.${event.toStatus}`)}`}
                </td>
                <td>{event.actor ?? t('backoffice.order.history.shop')}</td>
                <td>
                  {event.transferFailure ? (
                    <TransferFailureText failure={event.transferFailure} />
                  ) : (
                    (event.reason ?? none)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t('backoffice.order.shipments')}
        empty={documents.shipments.length === 0 ? t('backoffice.order.shipments-none') : null}
      >
        <table className="table document-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.order.shipment.number')}</th>
              <th scope="col">{t('backoffice.order.shipment.date')}</th>
              <th scope="col">{t('backoffice.order.shipment.tracking')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.shipments.map((shipment) => (
              <tr key={shipment.documentNo}>
                <th scope="row">{shipment.documentNo}</th>
                <td>{format.date(shipment.shippedAt)}</td>
                <td>{[shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · ') || none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>

      <Part
        title={t('backoffice.order.invoices')}
        empty={documents.invoices.length === 0 ? t('backoffice.order.invoices-none') : null}
      >
        <table className="table document-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.order.invoice.number')}</th>
              <th scope="col">{t('backoffice.order.invoice.date')}</th>
              <th scope="col" className="text-end">
                {t('backoffice.order.invoice.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.invoices.map((invoice) => (
              <tr key={invoice.documentNo}>
                <th scope="row">{invoice.documentNo}</th>
                <td>{format.date(invoice.postedAt)}</td>
                <td className="text-end">{format.money(invoice.amountWithVat, invoice.currencyCode)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
    </BackofficeLayout>
  );
}
