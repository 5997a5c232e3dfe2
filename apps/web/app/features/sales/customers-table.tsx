import {
  type DashboardCustomer,
  type GetDashboardResponse,
  localizePath,
  type SeasonOrders,
} from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { ActAsForm } from '../impersonation/act-as-form.tsx';
import { CustomerStatus } from './customer-status.tsx';

function SeasonCell({ season }: { season: SeasonOrders }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <>
      <span className="d-block">{translateCount(t, language, 'sales.season.orders', season.orderCount)}</span>
      {season.totals.map((total) => (
        <span key={total.currencyCode} className="d-block text-nowrap">
          {format.money(total.amountWithoutVat, total.currencyCode)}
        </span>
      ))}
    </>
  );
}

function OpenCartsCell({ customer }: { customer: DashboardCustomer }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  if (customer.openCarts.length === 0)
    return <span className="text-body-secondary">{t('sales.cart.none')}</span>;
  return (
    <ul className="list-unstyled mb-0">
      {customer.openCarts.map((cart) => (
        <li key={cart.cartId}>
          <span className="fw-semibold">{t(`cart.order-type-${cart.orderType}`)}</span>:{' '}
          {cart.valueWithoutVat === null ? (
            <span className="text-body-secondary">{t('sales.cart.not-priced')}</span>
          ) : (
            <span className="text-nowrap">{format.money(cart.valueWithoutVat, cart.currencyCode)}</span>
          )}{' '}
          <span className="text-body-secondary">
            ({translateCount(t, language, 'sales.cart.lines', cart.lineCount)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's customers: who they are, their open baskets, last order, this season against last, running
 * orders (a link to them) and standing, with "Act as" for each (ADR 45's form).
 */
export function CustomersTable({ dashboard }: { dashboard: GetDashboardResponse }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const running = localizePath('salesRunningOrders', language);
  return (
    <div className="table-responsive">
      <table className="table document-table sales-customers">
        <caption className="visually-hidden">{t('sales.dashboard.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.column.customer')}</th>
            <th scope="col">{t('sales.column.city')}</th>
            <th scope="col">{t('sales.column.open-carts')}</th>
            <th scope="col">{t('sales.column.last-order')}</th>
            <th scope="col">{t('sales.column.this-season', { season: dashboard.thisSeason.code })}</th>
            <th scope="col">{t('sales.column.last-season', { season: dashboard.lastSeason.code })}</th>
            <th scope="col" className="text-end">
              {t('sales.column.running-orders')}
            </th>
            <th scope="col">{t('sales.column.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('sales.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {dashboard.customers.map((customer) => (
            <tr key={customer.customerNumber}>
              <th scope="row">
                <span className="d-block">{customer.name}</span>
                <span className="d-block small text-body-secondary">{customer.customerNumber}</span>
              </th>
              <td>{customer.city ?? ''}</td>
              <td>
                <OpenCartsCell customer={customer} />
              </td>
              <td className="text-nowrap">
                {customer.lastOrderAt ? format.date(customer.lastOrderAt) : t('sales.last-order.none')}
              </td>
              <td>
                <SeasonCell season={customer.thisSeason} />
              </td>
              <td>
                <SeasonCell season={customer.lastSeason} />
              </td>
              <td className="text-end">
                <Link
                  to={`${running}?customer=${encodeURIComponent(customer.customerNumber)}`}
                  aria-label={`${t('sales.running-link-label', { name: customer.name })}: ${customer.runningOrderCount}`}
                >
                  {customer.runningOrderCount}
                </Link>
              </td>
              <td>
                <CustomerStatus customer={customer} />
              </td>
              <td>
                <ActAsForm
                  customerNumber={customer.customerNumber}
                  label={t('sales.act-as-label', { name: customer.name })}
                  disabled={!customer.active}
                  className="btn btn-primary btn-sm text-nowrap"
                >
                  {t('sales.act-as')}
                </ActAsForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
