import { type GetTemporaryOrdersResponse, localizePath } from '@shop/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { ActAsForm } from '../impersonation/act-as-form.tsx';
import type { Loaded } from './loaded.ts';
import { type CustomerOption, SalesFilters } from './sales-filters.tsx';
import { SalesLayout } from './sales-layout.tsx';
import { SalesPager } from './sales-pager.tsx';
import type { SalesQuery } from './sales-query.ts';

function CartsTable({ carts }: { carts: GetTemporaryOrdersResponse['carts'] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t('sales.temporary.carts-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.column.customer')}</th>
            <th scope="col">{t('sales.column.order-type')}</th>
            <th scope="col" className="text-end">
              {t('sales.column.lines')}
            </th>
            <th scope="col" className="text-end">
              {t('sales.column.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('sales.column.value-excl-vat')}
            </th>
            <th scope="col">{t('sales.column.last-change')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('sales.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {carts.map((cart) => {
            const orderType = t(`cart.order-type-${cart.orderType}`);
            return (
              <tr key={cart.cartId}>
                <th scope="row">
                  <span className="d-block">{cart.customerName}</span>
                  <span className="d-block small text-body-secondary">{cart.customerNumber}</span>
                </th>
                <td>{orderType}</td>
                <td className="text-end">{cart.lineCount}</td>
                <td className="text-end">{cart.totalQuantity}</td>
                <td className="text-end text-nowrap">
                  {cart.valueWithoutVat === null ? (
                    <span className="text-body-secondary">{t('sales.cart.not-priced')}</span>
                  ) : (
                    format.money(cart.valueWithoutVat, cart.currencyCode)
                  )}
                </td>
                <td className="text-nowrap">{format.date(cart.updatedAt)}</td>
                <td>
                  <ActAsForm
                    customerNumber={cart.customerNumber}
                    returnTo={localizePath('cart', language)}
                    label={t('sales.temporary.open-cart-label', { orderType, name: cart.customerName })}
                    className="btn btn-outline-primary btn-sm"
                  >
                    {t('sales.temporary.open-cart')}
                  </ActAsForm>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PendingApprovalTable({ pending }: { pending: GetTemporaryOrdersResponse['pendingApproval'] }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <>
      <div className="table-responsive">
        <table className="table document-table">
          <caption className="visually-hidden">{t('sales.temporary.pending-caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.column.order')}</th>
              <th scope="col">{t('sales.column.customer')}</th>
              <th scope="col">{t('sales.column.date')}</th>
              <th scope="col">{t('sales.column.order-type')}</th>
              <th scope="col" className="text-end">
                {t('sales.column.lines')}
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
            {pending.orders.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">{order.orderId}</th>
                <td>
                  <span className="d-block">{order.customerName}</span>
                  <span className="d-block small text-body-secondary">{order.customerNumber}</span>
                </td>
                <td className="text-nowrap">{format.date(order.createdAt)}</td>
                <td>{t(`cart.order-type-${order.orderType}`)}</td>
                <td className="text-end">{order.lineCount}</td>
                <td className="text-end text-nowrap">
                  {format.money(order.totalNetPriceWithoutVat, order.currencyCode)}
                </td>
                <td>
                  <ActAsForm
                    customerNumber={order.customerNumber}
                    returnTo={localizePath('order', language, { id: order.orderId })}
                    label={t('sales.running.open-label', {
                      orderId: order.orderId,
                      name: order.customerName,
                    })}
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
  return (
    <SalesLayout
      current="salesTemporaryOrders"
      title={t('sales.temporary.title')}
      intro={t('sales.temporary.intro')}
    >
      <div className="document-list">
        <SalesFilters query={query} customers={customers} />
        <ListState result={result} texts="sales.list">
          {({ answer }) => (
            <>
              <section aria-labelledby="sales-carts-title">
                <h2 id="sales-carts-title" className="h5">
                  {t('sales.temporary.carts')}
                </h2>
                {answer.carts.length === 0 ? (
                  <EmptyState
                    picture="basket"
                    title={
                      answer.totalCount > 0 ? t('sales.list.page-empty') : t('sales.temporary.carts-empty')
                    }
                    headingLevel={3}
                    className="document-list__empty"
                  />
                ) : (
                  <>
                    <CartsTable carts={answer.carts} />
                    <SalesPager query={query} pageCount={answer.pageCount} totalCount={answer.totalCount} />
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
