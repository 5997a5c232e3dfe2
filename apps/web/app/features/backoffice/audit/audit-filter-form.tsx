import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type AuditSearch, isFiltered } from './audit-data.ts';

/** The audit log's filter as a GET form: the filter lands in the address and works without JavaScript. */
export function AuditFilterForm({ search }: { search: AuditSearch }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      className="document-filters"
      role="search"
      aria-label={t('backoffice.audit.search.label')}
      key={`${search.customerNumber}|${search.user}|${search.from}|${search.to}`}
    >
      <div className="document-filters__field">
        <label htmlFor="audit-customer" className="form-label">
          {t('backoffice.audit.search.customer')}
        </label>
        <input
          id="audit-customer"
          name="customerNumber"
          type="search"
          className="form-control"
          defaultValue={search.customerNumber}
          maxLength={50}
          aria-describedby="audit-customer-hint"
        />
        <div id="audit-customer-hint" className="form-text">
          {t('backoffice.audit.search.customer-hint')}
        </div>
      </div>
      <div className="document-filters__field">
        <label htmlFor="audit-user" className="form-label">
          {t('backoffice.audit.search.user')}
        </label>
        <input
          id="audit-user"
          name="user"
          type="search"
          className="form-control"
          defaultValue={search.user}
          maxLength={254}
          aria-describedby="audit-user-hint"
        />
        <div id="audit-user-hint" className="form-text">
          {t('backoffice.audit.search.user-hint')}
        </div>
      </div>
      <div className="document-filters__field">
        <label htmlFor="audit-from" className="form-label">
          {t('backoffice.audit.search.from')}
        </label>
        <input id="audit-from" name="from" type="date" className="form-control" defaultValue={search.from} />
      </div>
      <div className="document-filters__field">
        <label htmlFor="audit-to" className="form-label">
          {t('backoffice.audit.search.to')}
        </label>
        <input id="audit-to" name="to" type="date" className="form-control" defaultValue={search.to} />
      </div>
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {t('backoffice.audit.search.submit')}
        </button>
        {isFiltered(search) ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {t('backoffice.audit.search.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
