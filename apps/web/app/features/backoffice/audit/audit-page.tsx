import { Link, useLocation } from 'react-router';
import { PageLinks } from '../../../components/ui/page-links.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { localeForLanguage } from '../../../lib/money.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { type AuditLoaderData, auditSearchHref, isFiltered } from './audit-data.ts';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { AuditTable } from './audit-table.tsx';

/** The CSV of the filter, in the page's language. */
function CsvLink({ href }: { href: string }) {
  const t = useT();
  return (
    <a href={href} className="btn btn-outline-primary" download>
      {t('backoffice.audit.csv.download')}
    </a>
  );
}

/** /backoffice/audit: the filter, one page of the log, the pages and the CSV of the filter. */
export function BackofficeAuditPage({ loaded }: { loaded: AuditLoaderData }) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search: query } = useLocation();
  const number = new Intl.NumberFormat(localeForLanguage(language));
  return (
    <BackofficeLayout
      current="backofficeAudit"
      title={t('backoffice.audit.title')}
      intro={t('backoffice.audit.intro')}
      actions={loaded.status === 'ok' ? <CsvLink href={loaded.csv.href} /> : null}
    >
      <AuditFilterForm search={loaded.search} />
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.audit.failed')}</p>
          <Link to={pathname + query} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.audit.retry')}
          </Link>
        </div>
      ) : loaded.status === 'invalid' ? (
        <div className="alert alert-warning" role="alert">
          {t(loaded.messageKey, { message: loaded.message ?? '' })}
        </div>
      ) : (
        <>
          <output className="document-list__count d-block">
            {translateCount(t, language, 'backoffice.audit.found', loaded.totalCount)}
          </output>
          {loaded.totalCount > 0 ? (
            <p className="small text-body-secondary">
              {loaded.totalCount > loaded.csv.limit
                ? t('backoffice.audit.csv.capped', {
                    count: number.format(loaded.totalCount),
                    max: number.format(loaded.csv.limit),
                  })
                : t('backoffice.audit.csv.note', { max: number.format(loaded.csv.limit) })}
            </p>
          ) : null}
          {loaded.entries.length === 0 ? (
            <div className="document-list__empty">
              <p className="document-list__empty-title mb-0">
                {isFiltered(loaded.search) ? t('backoffice.audit.none') : t('backoffice.audit.empty')}
              </p>
            </div>
          ) : (
            <AuditTable entries={loaded.entries} />
          )}
          {loaded.pageCount > 1 ? (
            <div className="document-list__paging">
              <p className="document-list__count">
                {t('backoffice.audit.pager.page-of', { page: loaded.search.page, pages: loaded.pageCount })}
              </p>
              <PageLinks
                page={loaded.search.page}
                pageCount={loaded.pageCount}
                href={(page) => auditSearchHref(pathname, loaded.search, page)}
                texts="backoffice.audit.pager"
              />
            </div>
          ) : null}
        </>
      )}
    </BackofficeLayout>
  );
}
