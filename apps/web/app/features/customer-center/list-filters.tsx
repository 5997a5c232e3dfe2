import type { TextKey } from '@shop/ui-texts';
import { type FormEvent, useState } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { isFiltered, isRangeReversed, type ListQuery } from './list-query.ts';

const rangeErrorId = 'document-range-error';

/**
 * Search and date range of a list as a GET form: the filters land in the URL (page back to 1) and work
 * without JavaScript. `searchHintKey` says what the search looks in for this list. A from-date after the
 * to-date is said beside the dates: with JavaScript before the form is sent, else for the address (the loader
 * then does not ask the API).
 */
export function ListFilters({ query, searchHintKey }: { query: ListQuery; searchHintKey: TextKey }) {
  const t = useT();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const [reversedInForm, setReversedInForm] = useState(false);
  const reversed = reversedInForm || isRangeReversed(query);
  // With JavaScript, empty fields stay out of the address (`?search=PO-1`, not `?search=PO-1&from=&to=`).
  const submitFilled = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    if (isRangeReversed({ from: String(fields.get('from') ?? ''), to: String(fields.get('to') ?? '') })) {
      setReversedInForm(true);
      // Focus on the field the message describes, so it is read out.
      event.currentTarget.querySelector<HTMLInputElement>('#document-from')?.focus();
      return;
    }
    setReversedInForm(false);
    for (const [name, value] of [...fields.entries()]) if (value === '') fields.delete(name);
    void submit(fields, { method: 'get', action: pathname });
  };
  const dateField = reversed
    ? { 'aria-invalid': true, 'aria-describedby': rangeErrorId, className: 'form-control is-invalid' }
    : { className: 'form-control' };
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
        <input id="document-from" name="from" type="date" defaultValue={query.from} {...dateField} />
        {reversed ? (
          <div id={rangeErrorId} className="invalid-feedback">
            {t('customer-center.filters.range-reversed')}
          </div>
        ) : null}
      </div>
      <div className="document-filters__field">
        <label htmlFor="document-to" className="form-label">
          {t('customer-center.filters.to')}
        </label>
        <input id="document-to" name="to" type="date" defaultValue={query.to} {...dateField} />
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
