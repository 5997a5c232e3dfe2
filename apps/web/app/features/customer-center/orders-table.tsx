import { type CustomerOrderSummary, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { ShipmentStatusBadge, TransferStatusBadge } from './status-badges.tsx';
import { useDocumentFormat } from './use-document-format.ts';

/** A page of orders: number (to the order), date, reference, both statuses, quantity and total. */
export function OrdersTable({ orders }: { orders: CustomerOrderSummary[] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const columns: ListColumn<CustomerOrderSummary>[] = [
    {
      header: t('customer-center.orders.number'),
      cell: (order) => (
        <Link to={localizePath('order', language, { id: order.orderId })}>{order.orderId}</Link>
      ),
    },
    { header: t('customer-center.document.date'), cell: (order) => format.date(order.createdAt) },
    { header: t('customer-center.document.reference'), cell: (order) => order.reference ?? '' },
    {
      header: t('customer-center.orders.status'),
      cell: (order) => <TransferStatusBadge status={order.status} />,
    },
    {
      header: t('customer-center.orders.shipment'),
      cell: (order) => <ShipmentStatusBadge status={order.shipmentStatus} />,
    },
    { header: t('customer-center.document.quantity'), numeric: true, cell: (order) => order.totalQuantity },
    {
      header: t('customer-center.document.total-incl-vat'),
      numeric: true,
      cell: (order) => format.money(order.totalNetPrice.priceWithVat, order.currencyCode),
    },
  ];
  return (
    <ListTable
      caption={t('customer-center.orders.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderId}
      stackBelow="lg"
    />
  );
}
