import { type GetTemporaryOrdersResponse, localizePath } from '@shop/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListEmpty } from '../../components/ui/list-empty.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import type { Loaded } from './loaded.ts';
import { actAsColumn, customerColumn, openOrder } from './sales-columns.tsx';
import { type CustomerOption, SalesFilters } from './sales-filters.tsx';
import { SalesLayout } from './sales-layout.tsx';
import { isFiltered, type SalesQuery } from './sales-query.ts';

function CartsTable({ carts }: { carts: GetTemporaryOrdersResponse['carts'] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  type Cart = GetTemporaryOrdersResponse['carts'][number];
  const columns: ListColumn<Cart>[] = [
    customerColumn<Cart>(t('sales.column.customer')),
    { header: t('sales.column.order-type'), cell: (cart) => t(`cart.order-type-${cart.orderType}`) },
    { header: t('sales.column.lines'), numeric: true, cell: (cart) => cart.lineCount },
    { header: t('sales.column.quantity'), numeric: true, cell: (cart) => cart.totalQuantity },
    {
      header: t('sales.column.value-excl-vat'),
      numeric: true,
      cell: (cart) =>
        cart.valueWithoutVat === null ? (
          <span className="text-body-secondary">{t('sales.cart.not-priced')}</span>
        ) : (
          format.money(cart.valueWithoutVat, cart.currencyCode)
        ),
    },
    { header: t('sales.column.last-change'), cell: (cart) => format.date(cart.updatedAt) },
    actAsColumn<Cart>(t('sales.column.actions'), (cart) => ({
      to: localizePath('cart', language),
      label: t('sales.temporary.open-cart-label', {
        orderType: t(`cart.order-type-${cart.orderType}`),
        name: cart.customerName,
      }),
      text: t('sales.temporary.open-cart'),
    })),
  ];
  return (
    <ListTable
      caption={t('sales.temporary.carts-caption')}
      columns={columns}
      rows={carts}
      rowKey={(cart) => cart.cartId}
      stackBelow="lg"
    />
  );
}

function PendingApprovalTable({ pending }: { pending: GetTemporaryOrdersResponse['pendingApproval'] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  type PendingOrder = GetTemporaryOrdersResponse['pendingApproval']['orders'][number];
  const columns: ListColumn<PendingOrder>[] = [
    { header: t('sales.column.order'), cell: (order) => order.orderId },
    customerColumn<PendingOrder>(t('sales.column.customer')),
    { header: t('sales.column.date'), cell: (order) => format.date(order.createdAt) },
    { header: t('sales.column.order-type'), cell: (order) => t(`cart.order-type-${order.orderType}`) },
    { header: t('sales.column.lines'), numeric: true, cell: (order) => order.lineCount },
    {
      header: t('sales.column.total-excl-vat'),
      numeric: true,
      cell: (order) => format.money(order.totalNetPriceWithoutVat, order.currencyCode),
    },
    actAsColumn<PendingOrder>(t('sales.column.actions'), openOrder(t, language)),
  ];
  return (
    <>
      <ListTable
        caption={t('sales.temporary.pending-caption')}
        columns={columns}
        rows={pending.orders}
        rowKey={(order) => order.orderId}
        stackBelow="lg"
      />
      {pending.totalCount > pending.orders.length ? (
        <p className="document-list__count">
          {translateCount(t, language, 'sales.temporary.pending-more', pending.totalCount)}
        </p>
      ) : null}
    </>
  );
}

/**
 * `/sales/temporary-orders` (ADR 46): the assigned customers' baskets that hold lines and are not ordered, and
 * their orders waiting for approval; each opens acting for the customer.
 */
export function TemporaryOrdersPage({
  query,
  customers,
  result,
}: {
  query: SalesQuery;
  customers: CustomerOption[] | null;
  result: Loaded<{ answer: GetTemporaryOrdersResponse }>;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <SalesLayout
      current="salesTemporaryOrders"
      title={t('sales.temporary.title')}
      intro={t('sales.temporary.intro')}
    >
      <div className="document-list">
        <SalesFilters query={query} customers={customers} />
        <ListState result={result}>
          {({ answer }) => (
            <>
              <section aria-labelledby="sales-carts-title">
                <h2 id="sales-carts-title" className="h5">
                  {t('sales.temporary.carts')}
                </h2>
                {answer.carts.length === 0 ? (
                  <ListEmpty
                    filtered={isFiltered(query)}
                    pastTheEnd={answer.totalCount > 0}
                    headingLevel={3}
                    texts={{
                      none: t('list-kit.empty.baskets.none'),
                      noMatch: t('list-kit.empty.baskets.no-match'),
                    }}
                  />
                ) : (
                  <>
                    <CartsTable carts={answer.carts} />
                    <Pager
                      page={query.page}
                      pageCount={answer.pageCount}
                      summary={translateCount(t, language, 'list-kit.found', answer.totalCount)}
                    />
                  </>
                )}
              </section>
              <section aria-labelledby="sales-pending-title" className="mt-4">
                <h2 id="sales-pending-title" className="h5">
                  {t('sales.temporary.pending')}
                </h2>
                {answer.pendingApproval.orders.length === 0 ? (
                  <EmptyState
                    picture="document"
                    title={t('sales.temporary.pending-empty')}
                    headingLevel={3}
                    className="document-list__empty"
                  />
                ) : (
                  <PendingApprovalTable pending={answer.pendingApproval} />
                )}
              </section>
            </>
          )}
        </ListState>
      </div>
    </SalesLayout>
  );
}
