import { type GetRunningOrdersResponse, localizePath, salesLimits } from '@shop/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { ShipmentStatusBadge, TransferStatusBadge } from '../customer-center/status-badges.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { ActAsForm } from '../impersonation/act-as-form.tsx';
import type { Loaded } from './loaded.ts';
import { type CustomerOption, SalesFilters } from './sales-filters.tsx';
import { SalesLayout } from './sales-layout.tsx';
import { SalesPager } from './sales-pager.tsx';
import type { SalesQuery } from './sales-query.ts';

function RunningOrdersTable({ orders }: { orders: GetRunningOrdersResponse['orders'] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  type RunningOrder = GetRunningOrdersResponse['orders'][number];
  const columns: ListColumn<RunningOrder>[] = [
    {
      header: t('sales.column.order'),
      cell: (order) => (
        <>
          <span className="d-block">{order.orderId}</span>
          {order.placedBySales ? (
            <span className="badge text-bg-info">{t('sales.placed-by-sales')}</span>
          ) : null}
        </>
      ),
    },
    {
      header: t('sales.column.customer'),
      cell: (order) => (
        <>
          <span className="d-block">{order.customerName}</span>
          <span className="d-block small text-body-secondary">{order.customerNumber}</span>
        </>
      ),
    },
    { header: t('sales.column.date'), cell: (order) => format.date(order.createdAt) },
    { header: t('sales.column.reference'), cell: (order) => order.reference ?? '' },
    { header: t('sales.column.order-type'), cell: (order) => t(`cart.order-type-${order.orderType}`) },
    {
      header: t('sales.column.transfer-status'),
      cell: (order) => <TransferStatusBadge status={order.status} />,
    },
    {
      header: t('sales.column.shipment'),
      cell: (order) => <ShipmentStatusBadge status={order.shipmentStatus} />,
    },
    {
      header: t('sales.column.shipped'),
      numeric: true,
      cell: (order) => t('sales.shipped-of', { shipped: order.shippedQuantity, total: order.totalQuantity }),
    },
    {
      header: t('sales.column.total-excl-vat'),
      numeric: true,
      cell: (order) => format.money(order.totalNetPriceWithoutVat, order.currencyCode),
    },
    {
      header: t('sales.column.actions'),
      headerHidden: true,
      cell: (order) => (
        <ActAsForm
          customerNumber={order.customerNumber}
          returnTo={localizePath('order', language, { id: order.orderId })}
          label={t('sales.running.open-label', { orderId: order.orderId, name: order.customerName })}
          className="btn btn-outline-primary btn-sm"
        >
          {t('sales.running.open')}
        </ActAsForm>
      ),
    },
  ];
  return (
    <ListTable
      caption={t('sales.running.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderId}
      stackBelow="xl"
    />
  );
}

/** `/sales/running-orders`: the assigned customers' orders placed and not fully shipped. */
export function RunningOrdersPage({
  query,
  customers,
  result,
}: {
  query: SalesQuery;
  customers: CustomerOption[] | null;
  result: Loaded<{ answer: GetRunningOrdersResponse }>;
}) {
  const t = useT();
  return (
    <SalesLayout
      current="salesRunningOrders"
      title={t('sales.running.title')}
      intro={t('sales.running.intro')}
    >
      <div className="document-list">
        <SalesFilters query={query} customers={customers} />
        <ListState result={result} texts="sales.list">
          {({ answer }) => (
            <>
              {answer.truncated ? (
                <p className="alert alert-info">
                  {t('sales.running.truncated', { count: salesLimits.runningOrderCandidates })}
                </p>
              ) : null}
              {answer.orders.length === 0 ? (
                <EmptyState
                  picture="document"
                  title={answer.totalCount > 0 ? t('sales.list.page-empty') : t('sales.running.empty')}
                  className="document-list__empty"
                />
              ) : (
                <>
                  <RunningOrdersTable orders={answer.orders} />
                  <SalesPager query={query} pageCount={answer.pageCount} totalCount={answer.totalCount} />
                </>
              )}
            </>
          )}
        </ListState>
      </div>
    </SalesLayout>
  );
}
