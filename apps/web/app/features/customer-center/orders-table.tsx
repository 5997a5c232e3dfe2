import { type CustomerOrderSummary, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { ShipmentStatusBadge, TransferStatusBadge } from './status-badges.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** A page of orders: number (to the order), date, reference, both statuses, quantity and total. */
export function OrdersTable({ orders }: { orders: CustomerOrderSummary[] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t('customer-center.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer-center.orders.number')}</th>
            <th scope="col">{t('customer-center.document.date')}</th>
            <th scope="col">{t('customer-center.document.reference')}</th>
            <th scope="col">{t('customer-center.orders.status')}</th>
            <th scope="col">{t('customer-center.orders.shipment')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('customer-center.document.total-incl-vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">
                <Link to={localizePath('order', language, { id: order.orderId })}>{order.orderId}</Link>
              </th>
              <td>{format.date(order.createdAt)}</td>
              <td>{order.reference ?? ''}</td>
              <td>
                <TransferStatusBadge status={order.status} />
              </td>
              <td>
                <ShipmentStatusBadge status={order.shipmentStatus} />
              </td>
              <td className="text-end">{order.totalQuantity}</td>
              <td className="text-end text-nowrap">
                {format.money(order.totalNetPrice.priceWithVat, order.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
