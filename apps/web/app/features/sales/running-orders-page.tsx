import { type GetRunningOrdersResponse, localizePath, salesLimits } from '@shop/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
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
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t('sales.running.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.column.order')}</th>
            <th scope="col">{t('sales.column.customer')}</th>
            <th scope="col">{t('sales.column.date')}</th>
            <th scope="col">{t('sales.column.reference')}</th>
            <th scope="col">{t('sales.column.order-type')}</th>
            <th scope="col">{t('sales.column.transfer-status')}</th>
            <th scope="col">{t('sales.column.shipment')}</th>
            <th scope="col" className="text-end">
              {t('sales.column.shipped')}
            </th>
            <th scope="col" className="text-end">
              {t('sales.column.total-excl-vat')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('sales.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">
                <span className="d-block">{order.orderId}</span>
                {order.placedBySales ? (
                  <span className="badge text-bg-info">{t('sales.placed-by-sales')}</span>
                ) : null}
              </th>
              <td>
                <span className="d-block">{order.customerName}</span>
                <span className="d-block small text-body-secondary">{order.customerNumber}</span>
              </td>
              <td className="text-nowrap">{format.date(order.createdAt)}</td>
              <td>{order.reference ?? ''}</td>
              <td>{t(`cart.order-type-${order.orderType}`)}</td>
              <td>
                <TransferStatusBadge status={order.status} />
              </td>
              <td>
                <ShipmentStatusBadge status={order.shipmentStatus} />
              </td>
              <td className="text-end text-nowrap">
                {t('sales.shipped-of', { shipped: order.shippedQuantity, total: order.totalQuantity })}
              </td>
              <td className="text-end text-nowrap">
                {format.money(order.totalNetPriceWithoutVat, order.currencyCode)}
              </td>
              <td>
                <ActAsForm
                  customerNumber={order.customerNumber}
                  returnTo={localizePath('order', language, { id: order.orderId })}
                  label={t('sales.running.open-label', { orderId: order.orderId, name: order.customerName })}
                  className="btn btn-outline-primary btn-sm"
                >
                  {t('sales.running.open')}
                </ActAsForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
