import { type BackofficeOrderRow, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { ListEmpty } from '../../../components/ui/list-empty.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../../customer-center/use-document-format.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { OrderSearch } from './order-search.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrdersSearchForm } from './orders-search-form.tsx';

type OrdersResult =
  | { status: 'ok'; orders: BackofficeOrderRow[]; totalCount: number; pageCount: number }
  | { status: 'invalid'; message: string }
  | { status: 'failed' };

function OrdersTable({ orders }: { orders: BackofficeOrderRow[] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const columns: ListColumn<BackofficeOrderRow>[] = [
    {
      header: t('backoffice.orders.column.number'),
      cell: (order) => (
        <Link to={localizePath('backofficeOrder', language, { id: order.orderId })}>{order.orderId}</Link>
      ),
    },
    { header: t('backoffice.orders.column.date'), cell: (order) => format.date(order.createdAt) },
    {
      header: t('backoffice.orders.column.customer'),
      cell: (order) => (
        <>
          {order.customerNumber ?? t('backoffice.orders.guest')}
          {order.customerName ? <div className="small text-body-secondary">{order.customerName}</div> : null}
        </>
      ),
    },
    {
      header: t('backoffice.orders.column.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      header: t('backoffice.orders.column.payment'),
      cell: (order) => t(`backoffice.orders.payment.${order.paymentMethod}`),
    },
    {
      header: t('backoffice.orders.column.total'),
      numeric: true,
      cell: (order) => format.money(order.totalNetPrice.priceWithVat, order.currencyCode),
    },
  ];
  return (
    <ListTable
      caption={t('backoffice.orders.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderId}
      stackBelow="lg"
    />
  );
}

/** /backoffice/orders: the search, the orders found and the pages. */
export function BackofficeOrdersPage({ search, result }: { search: OrderSearch; result: OrdersResult }) {
  const t = useT();
  const language = useLanguage();
  const filtered = Boolean(search.orderId || search.customer || search.status || search.from || search.to);
  return (
    <BackofficeLayout
      current="backofficeOrders"
      title={t('backoffice.orders.title')}
      intro={t('backoffice.orders.intro')}
    >
      <OrdersSearchForm search={search} />
      <ListState result={result}>
        {(answer) =>
          answer.status === 'invalid' ? (
            <div className="alert alert-warning" role="alert">
              {t('backoffice.orders.invalid', { message: answer.message })}
            </div>
          ) : (
            <>
              <output className="document-list__count d-block">
                {translateCount(t, language, 'backoffice.orders.found', answer.totalCount)}
              </output>
              {answer.orders.length === 0 ? (
                <ListEmpty
                  filtered={filtered}
                  pastTheEnd={answer.totalCount > 0}
                  texts={{
                    none: t('list-kit.empty.orders.none'),
                    noMatch: t('list-kit.empty.orders.no-match'),
                    clear: t('backoffice.orders.search.clear'),
                  }}
                />
              ) : (
                <>
                  <OrdersTable orders={answer.orders} />
                  <Pager page={search.page} pageCount={answer.pageCount} />
                </>
              )}
            </>
          )
        }
      </ListState>
    </BackofficeLayout>
  );
}
