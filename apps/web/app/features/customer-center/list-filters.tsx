import type { TextKey } from '@shop/ui-texts';
import type { FormEvent } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { isFiltered, type ListQuery } from './list-query.ts';

/**
 * Search and date range of a list as a GET form: the filters land in the URL (page back to 1) and work
 * without JavaScript. `searchHintKey` says what the search looks in for this list.
 */
export function ListFilters({ query, searchHintKey }: { query: ListQuery; searchHintKey: TextKey }) {
  const t = useT();
  const { pathname } = useLocation();
  const submit = useSubmit();
  // With JavaScript, empty fields stay out of the address (`?search=PO-1`, not `?search=PO-1&from=&to=`).
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
      aria-label={t('customer-center.filters.label')}
    >
      <div className="document-filters__field document-filters__field--search">
        <label htmlFor="document-search" className="form-label">
          {t('customer-center.filters.search')}
        </label>
        <input
          id="document-search"
          name="search"
          type="search"
          className="form-control"
          defaultValue={query.search}
          maxLength={100}
          aria-describedby="document-search-hint"
        />
        <div id="document-search-hint" className="form-text">
          {t(searchHintKey)}
        </div>
      </div>
      <div className="document-filters__field">
        <label htmlFor="document-from" className="form-label">
          {t('customer-center.filters.from')}
        </label>
        <input
          id="document-from"
          name="from"
          type="date"
          className="form-control"
          defaultValue={query.from}
        />
      </div>
      <div className="document-filters__field">
        <label htmlFor="document-to" className="form-label">
          {t('customer-center.filters.to')}
        </label>
        <input id="document-to" name="to" type="date" className="form-control" defaultValue={query.to} />
      </div>
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {t('customer-center.filters.apply')}
        </button>
        {isFiltered(query) ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {t('customer-center.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
