import type { ImpersonationCustomer, User } from '@shop/contracts';
import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { priceViewCustomer } from '../../lib/price-view.ts';
import { isImpersonating } from '../../lib/sales-manager-rule.ts';
import { ViewPricesForm } from '../price-view/price-view-forms.tsx';
import { ActAsForm } from './act-as-form.tsx';
import type { ImpersonationActionData } from './impersonation-action.server.ts';
import type { ImpersonationQuery } from './load-impersonation.server.ts';
import { StopImpersonationForm } from './stop-impersonation-form.tsx';

function pageHref(query: ImpersonationQuery, page: number, returnTo: string | undefined): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (returnTo) params.set('returnTo', returnTo);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

function CustomerCard({
  customer,
  current,
  viewed,
  returnTo,
}: {
  customer: ImpersonationCustomer;
  current: boolean;
  /** Whether the session views this customer's prices (ADR 82). */
  viewed: boolean;
  /** The shop page to open with the customer's prices (the staff navigation's link names it). */
  returnTo: string | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const more = customer.userCount - customer.users.length;
  return (
    <li className={`impersonation-customer${current ? ' is-current' : ''}`} aria-labelledby={headingId}>
      <div className="impersonation-customer__head">
        <div>
          <h2 id={headingId} className="impersonation-customer__name">
            {customer.name}
          </h2>
          <p className="impersonation-customer__facts">
            <span>{t('impersonation.customer-number', { number: customer.customerNumber })}</span>
            {customer.city ? <span>{customer.city}</span> : null}
            <span>{t('impersonation.currency', { currency: customer.currencyCode })}</span>
          </p>
          {customer.blocked ? (
            <p className="impersonation-customer__flag text-danger">{t('impersonation.blocked')}</p>
          ) : null}
          {customer.active ? null : (
            <p className="impersonation-customer__flag text-danger">{t('impersonation.inactive')}</p>
          )}
          {current ? <p className="impersonation-customer__flag">{t('impersonation.current')}</p> : null}
          {viewed ? <p className="impersonation-customer__flag">{t('price-view.current')}</p> : null}
        </div>
        {customer.active ? (
          <div className="d-flex flex-wrap gap-2">
            <ActAsForm
              customerNumber={customer.customerNumber}
              label={t('impersonation.act-as-customer', { name: customer.name })}
            />
            {/* After "Act as", which stays the next stop from the search (ADR 45). */}
            <ViewPricesForm
              customerNumber={customer.customerNumber}
              returnTo={returnTo}
              label={t('price-view.view-customer', { name: customer.name })}
            />
          </div>
        ) : null}
      </div>
      {customer.users.length > 0 ? (
        <details className="impersonation-customer__users">
          <summary>
            {t('impersonation.users')} ({customer.userCount})
          </summary>
          <ul className="list-unstyled">
            {customer.users.map((user) => (
              <li key={user.id} className="impersonation-user">
                <span>
                  {user.name} <span className="text-body-secondary">{user.username}</span>
                  {user.active ? null : (
                    <span className="text-danger"> ({t('impersonation.user-inactive')})</span>
                  )}
                </span>
                {customer.active && user.active ? (
                  <ActAsForm
                    userId={user.id}
                    className="btn btn-outline-primary btn-sm"
                    label={t('impersonation.act-as-user', { name: user.name, customer: customer.name })}
                  />
                ) : null}
              </li>
            ))}
            {more > 0 ? (
              <li className="text-body-secondary">
                {translateCount(t, language, 'impersonation.users-more', more)}
              </li>
            ) : null}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/**
 * /impersonation (ADR 45): the customers the sales person may act for, searched through a GET form (the
 * search lives in the URL), each with an "Act as" button and its users' own buttons; a refused attempt is
 * said above the list. Keyboard: the search box, then each customer's button in list order.
 */
export function ImpersonationPage({
  user,
  query,
  result,
  refused,
}: {
  user: User | null;
  query: ImpersonationQuery;
  result: { customers: ImpersonationCustomer[]; totalCount: number; pageCount: number; pageNr: number };
  refused: ImpersonationActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const searchId = useId();
  const hintId = useId();
  const acting = isImpersonating(user) ? user : null;
  const viewed = priceViewCustomer(user);
  const returnTo = useSearchParams()[0].get('returnTo') ?? undefined;
  return (
    <div className="impersonation-page container">
      <h1 className="impersonation-page__title">{t('impersonation.title')}</h1>
      <p>
        {t('impersonation.intro')} {t('price-view.intro')}
      </p>
      {refused ? (
        <div className="alert alert-danger" role="alert">
          {t(refused.errorKey)}
        </div>
      ) : null}
      {acting ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-3">
          <span>
            {t('impersonation.bar.label')} <strong>{acting.customer?.name ?? acting.customerNumber}</strong>
          </span>
          <StopImpersonationForm className="btn btn-outline-primary btn-sm" />
        </div>
      ) : null}
      <Form method="get" role="search" className="impersonation-page__search">
        {/* The shop page "View prices" comes back to, kept across searches (ADR 82). */}
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <label htmlFor={searchId} className="form-label">
          {t('impersonation.search-label')}
        </label>
        <div className="d-flex gap-2">
          <input
            id={searchId}
            type="search"
            name="q"
            className="form-control"
            defaultValue={query.search}
            aria-describedby={hintId}
            maxLength={100}
          />
          <button type="submit" className="btn btn-outline-primary">
            {t('impersonation.search-submit')}
          </button>
        </div>
        <p id={hintId} className="form-text">
          {t('impersonation.search-hint')}
        </p>
      </Form>
      <output className="impersonation-page__count d-block mb-2">
        {translateCount(t, language, 'impersonation.results', result.totalCount)}
      </output>
      {result.customers.length === 0 ? (
        <p>{query.search ? t('impersonation.none-found') : t('impersonation.none-assigned')}</p>
      ) : (
        <ul className="impersonation-page__list list-unstyled">
          {result.customers.map((customer) => (
            <CustomerCard
              key={customer.customerNumber}
              customer={customer}
              current={acting?.customerNumber === customer.customerNumber}
              viewed={viewed?.customerNumber === customer.customerNumber}
              returnTo={returnTo}
            />
          ))}
        </ul>
      )}
      {result.pageCount > 1 ? (
        <nav aria-label={t('impersonation.pages')} className="impersonation-page__pages">
          {result.pageNr > 1 ? (
            <Link
              to={pageHref(query, result.pageNr - 1, returnTo)}
              className="btn btn-outline-secondary btn-sm"
            >
              {t('impersonation.previous')}
            </Link>
          ) : null}
          <span>{t('impersonation.page', { page: result.pageNr, pages: result.pageCount })}</span>
          {result.pageNr < result.pageCount ? (
            <Link
              to={pageHref(query, result.pageNr + 1, returnTo)}
              className="btn btn-outline-secondary btn-sm"
            >
              {t('impersonation.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
