import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type OrderSearch, orderStatuses } from './order-search.ts';

/** The staff order search as a GET form: the search lands in the address and works without JavaScript. */
export function OrdersSearchForm({ search }: { search: OrderSearch }) {
  const t = useT();
  const { pathname } = useLocation();
  const filtered = Boolean(search.orderId || search.customer || search.status || search.from || search.to);
  return (
    <Form
      method="get"
      className="document-filters"
      role="search"
      aria-label={t('backoffice.orders.search.label')}
    >
      <div className="document-filters__field">
        <label htmlFor="bo-order-id" className="form-label">
          {t('backoffice.orders.search.order-id')}
        </label>
        <input
          id="bo-order-id"
          name="orderId"
          type="search"
          className="form-control"
          defaultValue={search.orderId}
          maxLength={100}
        />
      </div>
      <div className="document-filters__field">
        <label htmlFor="bo-customer" className="form-label">
          {t('backoffice.orders.search.customer')}
        </label>
        <input
          id="bo-customer"
          name="customer"
          type="search"
          className="form-control"
          defaultValue={search.customer}
          maxLength={100}
          aria-describedby="bo-customer-hint"
        />
        <div id="bo-customer-hint" className="form-text">
          {t('backoffice.orders.search.customer-hint')}
        </div>
      </div>
      <div className="document-filters__field">
        <label htmlFor="bo-status" className="form-label">
          {t('backoffice.orders.search.status')}
        </label>
        <select id="bo-status" name="status" className="form-select" defaultValue={search.status}>
          <option value="">{t('backoffice.orders.search.any-status')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`backoffice.orders.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="document-filters__field">
        <label htmlFor="bo-from" className="form-label">
          {t('backoffice.orders.search.from')}
        </label>
        <input id="bo-from" name="from" type="date" className="form-control" defaultValue={search.from} />
      </div>
      <div className="document-filters__field">
        <label htmlFor="bo-to" className="form-label">
          {t('backoffice.orders.search.to')}
        </label>
        <input id="bo-to" name="to" type="date" className="form-control" defaultValue={search.to} />
      </div>
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {t('backoffice.orders.search.submit')}
        </button>
        {filtered ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {t('backoffice.orders.search.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
