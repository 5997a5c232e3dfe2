import { endpoints } from '@shop/contracts/endpoints';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { BackofficeUsersTable } from './backoffice-users-table.tsx';
import {
  type BackofficeUsersActionData,
  type BackofficeUsersLoaderData,
  type UserSearch,
  userSearchHref,
} from './users-data.ts';

/** The confirmation a deactivation waits for; it takes the focus, so keyboard and screen readers meet it first. */
function ConfirmDeactivation({
  result,
}: {
  result: Extract<BackofficeUsersActionData, { status: 'confirm' }>;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-warning" role="alert">
      <p>{t('backoffice.users.confirm.deactivate', { name: result.name })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="deactivate" />
        <input type="hidden" name="userId" value={result.userId} />
        <input type="hidden" name="name" value={result.name} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger btn-sm">
          {t('backoffice.users.confirm.yes')}
        </button>
        <Link to={pathname + search} className="btn btn-outline-secondary btn-sm" replace>
          {t('backoffice.users.confirm.cancel')}
        </Link>
      </Form>
    </div>
  );
}

/** What the last change did, or why it was refused. */
function ChangeNotice({ result }: { result: BackofficeUsersActionData | undefined }) {
  const t = useT();
  const language = useLanguage();
  if (!result) return null;
  if (result.status === 'confirm') return <ConfirmDeactivation key={result.userId} result={result} />;
  if (result.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert">
        {t(result.errorKey)}
      </div>
    );
  }
  return (
    <output className="alert alert-success d-block">
      {result.active
        ? t('backoffice.users.done.reactivated', { name: result.name })
        : translateCount(t, language, 'backoffice.users.done.deactivated', result.revokedSessions, {
            name: result.name,
          })}
    </output>
  );
}

/** The search: text and status; a GET form, so the address holds the search. */
function SearchForm({ search }: { search: UserSearch }) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      className="row g-2 align-items-end mb-3"
      key={`${search.query}|${search.status}`}
    >
      <div className="col-12 col-md-6">
        <label htmlFor="backoffice-users-q" className="form-label">
          {t('backoffice.users.search.label')}
        </label>
        <input
          id="backoffice-users-q"
          name="q"
          type="search"
          className="form-control"
          defaultValue={search.query}
          maxLength={200}
        />
      </div>
      <div className="col-8 col-md-3">
        <label htmlFor="backoffice-users-status" className="form-label">
          {t('backoffice.users.search.status')}
        </label>
        <select
          id="backoffice-users-status"
          name="status"
          className="form-select"
          defaultValue={search.status}
        >
          <option value="all">{t('backoffice.users.search.status.all')}</option>
          <option value="active">{t('backoffice.users.search.status.active')}</option>
          <option value="inactive">{t('backoffice.users.search.status.inactive')}</option>
        </select>
      </div>
      <div className="col-4 col-md-3">
        <button type="submit" className="btn btn-primary w-100">
          {t('backoffice.users.search.submit')}
        </button>
      </div>
    </Form>
  );
}

function Pages({ search, pageCount }: { search: UserSearch; pageCount: number }) {
  const t = useT();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const to = (page: number) => userSearchHref(pathname, { ...search, page });
  return (
    <nav aria-label={t('backoffice.users.pages')} className="d-flex gap-3 align-items-center">
      {search.page > 1 ? <Link to={to(search.page - 1)}>{t('backoffice.users.previous')}</Link> : null}
      <span>{t('backoffice.users.page', { page: search.page, pages: pageCount })}</span>
      {search.page < pageCount ? <Link to={to(search.page + 1)}>{t('backoffice.users.next')}</Link> : null}
    </nav>
  );
}

/**
 * /backoffice/users (ADR 54): staff search every user, deactivate (after a confirmation) and reactivate them,
 * and download all users as CSV (streamed by the API through the web's proxy).
 */
export function BackofficeUsersPage({
  loaded,
  result,
}: {
  loaded: BackofficeUsersLoaderData;
  result: BackofficeUsersActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <BackofficeLayout
      current="backofficeUsers"
      title={t('backoffice.users.title')}
      intro={t('backoffice.users.intro')}
      actions={
        <a
          href={endpoints.backofficeUsers.getUserCsvReport.path}
          className="btn btn-outline-primary"
          download
        >
          {t('backoffice.users.csv')}
        </a>
      }
    >
      <SearchForm search={loaded.search} />
      <ChangeNotice result={result} />
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.users.error.load')}</p>
          <Link to={pathname + search} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.users.retry')}
          </Link>
        </div>
      ) : loaded.users.length === 0 ? (
        <p>{t('backoffice.users.none')}</p>
      ) : (
        <>
          <BackofficeUsersTable
            users={loaded.users}
            caption={translateCount(t, language, 'backoffice.users.table.caption', loaded.total)}
          />
          <Pages search={loaded.search} pageCount={loaded.pageCount} />
        </>
      )}
    </BackofficeLayout>
  );
}
