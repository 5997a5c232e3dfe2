import { type GetRunningOrdersResponse, salesLimits } from '@shop/contracts';
import { ListEmpty } from '../../components/ui/list-empty.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { ShipmentStatusBadge, TransferStatusBadge } from '../customer-center/status-badges.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import type { Loaded } from './loaded.ts';
import { actAsColumn, customerColumn, openOrder } from './sales-columns.tsx';
import { type CustomerOption, SalesFilters } from './sales-filters.tsx';
import { SalesLayout } from './sales-layout.tsx';
import { isFiltered, type SalesQuery } from './sales-query.ts';

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
    customerColumn<RunningOrder>(t('sales.column.customer')),
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
    actAsColumn<RunningOrder>(t('sales.column.actions'), openOrder(t, language)),
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
  const language = useLanguage();
  return (
    <SalesLayout
      current="salesRunningOrders"
      title={t('sales.running.title')}
      intro={t('sales.running.intro')}
    >
      <div className="document-list">
        <SalesFilters query={query} customers={customers} />
        <ListState result={result}>
          {({ answer }) => (
            <>
              {answer.truncated ? (
                <p className="alert alert-info">
                  {t('sales.running.truncated', { count: salesLimits.runningOrderCandidates })}
                </p>
              ) : null}
              {answer.orders.length === 0 ? (
                <ListEmpty
                  filtered={isFiltered(query)}
                  pastTheEnd={answer.totalCount > 0}
                  texts={{
                    none: t('list-kit.empty.running-orders.none'),
                    noMatch: t('list-kit.empty.running-orders.no-match'),
                  }}
                />
              ) : (
                <>
                  <RunningOrdersTable orders={answer.orders} />
                  <Pager
                    page={query.page}
                    pageCount={answer.pageCount}
                    summary={translateCount(t, language, 'list-kit.found', answer.totalCount)}
                  />
                </>
              )}
            </>
          )}
        </ListState>
      </div>
    </SalesLayout>
  );
}
