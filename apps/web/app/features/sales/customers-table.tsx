import {
  type DashboardCustomer,
  type GetDashboardResponse,
  localizePath,
  type SeasonOrders,
} from '@shop/contracts';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
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
  const columns: ListColumn<DashboardCustomer>[] = [
    {
      header: t('sales.column.customer'),
      cell: (customer) => (
        <>
          <span className="d-block">{customer.name}</span>
          <span className="d-block small text-body-secondary">{customer.customerNumber}</span>
        </>
      ),
    },
    { header: t('sales.column.city'), cell: (customer) => customer.city ?? '' },
    { header: t('sales.column.open-carts'), cell: (customer) => <OpenCartsCell customer={customer} /> },
    {
      header: t('sales.column.last-order'),
      cell: (customer) =>
        customer.lastOrderAt ? format.date(customer.lastOrderAt) : t('sales.last-order.none'),
    },
    {
      header: t('sales.column.this-season', { season: dashboard.thisSeason.code }),
      cell: (customer) => <SeasonCell season={customer.thisSeason} />,
    },
    {
      header: t('sales.column.last-season', { season: dashboard.lastSeason.code }),
      cell: (customer) => <SeasonCell season={customer.lastSeason} />,
    },
    {
      header: t('sales.column.running-orders'),
      numeric: true,
      cell: (customer) => (
        <Link
          to={`${running}?customer=${encodeURIComponent(customer.customerNumber)}`}
          aria-label={`${t('sales.running-link-label', { name: customer.name })}: ${customer.runningOrderCount}`}
        >
          {customer.runningOrderCount}
        </Link>
      ),
    },
    { header: t('sales.column.status'), cell: (customer) => <CustomerStatus customer={customer} /> },
    {
      header: t('sales.column.actions'),
      headerHidden: true,
      cell: (customer) => (
        <ActAsForm
          customerNumber={customer.customerNumber}
          label={t('sales.act-as-label', { name: customer.name })}
          disabled={!customer.active}
          className="btn btn-primary btn-sm text-nowrap"
        >
          {t('sales.act-as')}
        </ActAsForm>
      ),
    },
  ];
  return (
    <ListTable
      caption={t('sales.dashboard.caption')}
      columns={columns}
      rows={dashboard.customers}
      rowKey={(customer) => customer.customerNumber}
      stackBelow="xl"
      className="sales-customers"
    />
  );
}
