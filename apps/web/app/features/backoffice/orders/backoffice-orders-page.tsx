import { type BackofficeOrderRow, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../../customer-center/use-document-format.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { OrderSearch } from './order-search.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrdersPager } from './orders-pager.tsx';
import { OrdersSearchForm } from './orders-search-form.tsx';

type OrdersResult =
  | { status: 'ok'; orders: BackofficeOrderRow[]; totalCount: number; pageCount: number }
  | { status: 'invalid'; message: string }
  | { status: 'failed' };

function OrdersTable({ orders }: { orders: BackofficeOrderRow[] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t('backoffice.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.orders.column.number')}</th>
            <th scope="col">{t('backoffice.orders.column.date')}</th>
            <th scope="col">{t('backoffice.orders.column.customer')}</th>
            <th scope="col">{t('backoffice.orders.column.status')}</th>
            <th scope="col">{t('backoffice.orders.column.payment')}</th>
            <th scope="col" className="text-end">
              {t('backoffice.orders.column.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">
                <Link to={localizePath('backofficeOrder', language, { id: order.orderId })}>
                  {order.orderId}
                </Link>
              </th>
              <td>{format.date(order.createdAt)}</td>
              <td>
                {order.customerNumber ?? t('backoffice.orders.guest')}
                {order.customerName ? (
                  <div className="small text-body-secondary">{order.customerName}</div>
                ) : null}
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>{t(`backoffice.orders.payment.${order.paymentMethod}`)}</td>
              <td className="text-end">
                {format.money(order.totalNetPrice.priceWithVat, order.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /backoffice/orders: the search, the orders found and the pages. */
export function BackofficeOrdersPage({ search, result }: { search: OrderSearch; result: OrdersResult }) {
  const t = useT();
  const language = useLanguage();
  return (
    <BackofficeLayout
      current="backofficeOrders"
      title={t('backoffice.orders.title')}
      intro={t('backoffice.orders.intro')}
    >
      <OrdersSearchForm search={search} />
      {result.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('backoffice.orders.failed')}
        </div>
      ) : result.status === 'invalid' ? (
        <div className="alert alert-warning" role="alert">
          {t('backoffice.orders.invalid', { message: result.message })}
        </div>
      ) : (
        <>
          <output className="document-list__count d-block">
            {translateCount(t, language, 'backoffice.orders.found', result.totalCount)}
          </output>
          {result.orders.length === 0 ? (
            <p>{t('backoffice.orders.none')}</p>
          ) : (
            <OrdersTable orders={result.orders} />
          )}
          <OrdersPager search={search} pageCount={result.pageCount} />
        </>
      )}
    </BackofficeLayout>
  );
}
