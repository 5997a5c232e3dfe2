import { orderTypes } from '@shop/contracts';
import type { FormEvent } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { isFiltered, type SalesQuery } from './sales-query.ts';

export type CustomerOption = { customerNumber: string; name: string };

/**
 * Customer and order type of a sales list as a GET form: the filters land in the URL (page back to 1) and work
 * without JavaScript. The customers are a list when there are few (`customers`), else a customer number field.
 */
export function SalesFilters({
  query,
  customers,
}: {
  query: SalesQuery;
  customers: CustomerOption[] | null;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const submit = useSubmit();
  // With JavaScript, empty fields stay out of the address.
  const submitFilled = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields.entries()]) if (value === '') fields.delete(name);
    void submit(fields, { method: 'get', action: pathname });
  };
  return (
    <Form
      method="get"
      onSubmit={submitFilled}
      className="document-filters"
      role="search"
      aria-label={t('sales.filters.label')}
    >
      <div className="document-filters__field document-filters__field--search">
        {customers ? (
          <>
            <label htmlFor="sales-customer" className="form-label">
              {t('sales.filters.customer')}
            </label>
            <select id="sales-customer" name="customer" className="form-select" defaultValue={query.customer}>
              <option value="">{t('sales.filters.all-customers')}</option>
              {customers.map((customer) => (
                <option key={customer.customerNumber} value={customer.customerNumber}>
                  {customer.name} ({customer.customerNumber})
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            <label htmlFor="sales-customer" className="form-label">
              {t('sales.filters.customer-number')}
            </label>
            <input
              id="sales-customer"
              name="customer"
              className="form-control"
              defaultValue={query.customer}
              maxLength={64}
            />
          </>
        )}
      </div>
      <div className="document-filters__field">
        <label htmlFor="sales-order-type" className="form-label">
          {t('sales.filters.order-type')}
        </label>
        <select id="sales-order-type" name="orderType" className="form-select" defaultValue={query.orderType}>
          <option value="">{t('sales.filters.all-order-types')}</option>
          {orderTypes.map((orderType) => (
            <option key={orderType} value={orderType}>
              {t(`cart.order-type-${orderType}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {t('sales.filters.apply')}
        </button>
        {isFiltered(query) ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {t('sales.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
