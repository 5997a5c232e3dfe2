import { type DeletionRequestStatus, deletionRequestStatuses, localizePath } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { DeletionRequestsLoaded, ShownRow } from './deletion-requests.server.ts';

const statusBadge: Record<DeletionRequestStatus, string> = {
  open: 'text-bg-warning',
  done: 'text-bg-secondary',
  rejected: 'text-bg-light border',
};

/** A request's status as a badge, in the page's language. */
export function DeletionStatus({ status }: { status: DeletionRequestStatus }) {
  const t = useT();
  return (
    <span className={`badge ${statusBadge[status]}`} data-status={status}>
      {t(`backoffice.deletion.status.${status}`)}
    </span>
  );
}

/** The list's address with a status filter and a page (page 1 and no filter are left out). */
const hrefOf = (pathname: string, status: DeletionRequestStatus | null, page = 1) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
};

function StatusFilter({ current }: { current: DeletionRequestStatus | null }) {
  const t = useT();
  const { pathname } = useLocation();
  const choices: Array<{ status: DeletionRequestStatus | null; label: string }> = [
    { status: null, label: t('backoffice.deletion.filter.all') },
    ...deletionRequestStatuses.map((status) => ({
      status,
      label: t(`backoffice.deletion.status.${status}`),
    })),
  ];
  return (
    <nav aria-label={t('backoffice.deletion.filter')} className="mb-3">
      <ul className="nav nav-pills flex-wrap gap-1">
        {choices.map((choice) => (
          <li key={choice.status ?? 'all'} className="nav-item">
            <Link
              to={hrefOf(pathname, choice.status)}
              className={`nav-link${choice.status === current ? ' active' : ''}`}
              aria-current={choice.status === current ? 'page' : undefined}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RequestsTable({ rows }: { rows: ShownRow[] }) {
  const t = useT();
  const language = useLanguage();
  const columns: ListColumn<ShownRow>[] = [
    {
      header: t('backoffice.deletion.column.user'),
      cell: (row) => (
        <>
          <Link to={localizePath('backofficeDeletionRequest', language, { id: row.requestId })}>
            {row.user.name}
          </Link>
          <span className="d-block small text-body-secondary text-break">{row.user.email}</span>
        </>
      ),
    },
    {
      header: t('backoffice.deletion.column.customer'),
      cell: (row) =>
        row.user.customerNumber
          ? `${row.user.customerNumber}${row.user.customerName ? ` ${row.user.customerName}` : ''}`
          : '–',
    },
    {
      header: t('backoffice.deletion.column.requested'),
      cell: (row) => <time dateTime={row.requestedAt}>{row.requested}</time>,
    },
    { header: t('backoffice.deletion.column.status'), cell: (row) => <DeletionStatus status={row.status} /> },
  ];
  return (
    <ListTable
      caption={t('backoffice.deletion.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.requestId}
    />
  );
}

/** Newer and older pages, as links that keep the filter. */
function Pager({ loaded }: { loaded: Extract<DeletionRequestsLoaded, { status: 'ok' }> }) {
  const t = useT();
  const { pathname } = useLocation();
  if (loaded.pageCount <= 1) return null;
  return (
    <nav aria-label={t('backoffice.deletion.pager')}>
      <ul className="pagination flex-wrap">
        {loaded.page > 1 ? (
          <li className="page-item">
            <Link className="page-link" rel="prev" to={hrefOf(pathname, loaded.filter, loaded.page - 1)}>
              {t('backoffice.deletion.previous')}
            </Link>
          </li>
        ) : null}
        {loaded.page < loaded.pageCount ? (
          <li className="page-item">
            <Link className="page-link" rel="next" to={hrefOf(pathname, loaded.filter, loaded.page + 1)}>
              {t('backoffice.deletion.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** /backoffice/deletion-requests: the requests, open ones first, with a status filter (ADR 83). */
export function DeletionRequestsPage({ loaded }: { loaded: DeletionRequestsLoaded }) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <BackofficeLayout
      current="backofficeDeletionRequests"
      title={t('backoffice.deletion.title')}
      intro={t('backoffice.deletion.intro')}
    >
      <StatusFilter current={loaded.filter} />
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.deletion.failed')}</p>
          <Link to={pathname + search} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.deletion.retry')}
          </Link>
        </div>
      ) : (
        <>
          <output className="document-list__count d-block">
            {translateCount(t, language, 'backoffice.deletion.found', loaded.totalCount)}
          </output>
          {loaded.rows.length === 0 ? (
            <p className="document-list__empty">{t('backoffice.deletion.none')}</p>
          ) : (
            <RequestsTable rows={loaded.rows} />
          )}
          <Pager loaded={loaded} />
        </>
      )}
    </BackofficeLayout>
  );
}
