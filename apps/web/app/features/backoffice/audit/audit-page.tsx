import { ListEmpty } from '../../../components/ui/list-empty.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { localeForLanguage } from '../../../lib/money.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { type AuditLoaderData, isFiltered } from './audit-data.ts';
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
  const number = new Intl.NumberFormat(localeForLanguage(language));
  return (
    <BackofficeLayout
      current="backofficeAudit"
      title={t('backoffice.audit.title')}
      intro={t('backoffice.audit.intro')}
      actions={loaded.status === 'ok' ? <CsvLink href={loaded.csv.href} /> : null}
    >
      <AuditFilterForm search={loaded.search} />
      <ListState result={loaded}>
        {(answer) =>
          answer.status === 'invalid' ? (
            <div className="alert alert-warning" role="alert">
              {t(answer.messageKey, { message: answer.message ?? '' })}
            </div>
          ) : (
            <>
              <output className="document-list__count d-block">
                {translateCount(t, language, 'backoffice.audit.found', answer.totalCount)}
              </output>
              {answer.totalCount > 0 ? (
                <p className="small text-body-secondary">
                  {answer.totalCount > answer.csv.limit
                    ? t('backoffice.audit.csv.capped', {
                        count: number.format(answer.totalCount),
                        max: number.format(answer.csv.limit),
                      })
                    : t('backoffice.audit.csv.note', { max: number.format(answer.csv.limit) })}
                </p>
              ) : null}
              {answer.entries.length === 0 ? (
                <ListEmpty
                  filtered={isFiltered(answer.search)}
                  pastTheEnd={answer.totalCount > 0}
                  texts={{
                    none: t('list-kit.empty.audit.none'),
                    noMatch: t('list-kit.empty.audit.no-match'),
                    clear: t('backoffice.audit.search.clear'),
                  }}
                />
              ) : (
                <>
                  <AuditTable entries={answer.entries} />
                  <Pager page={answer.search.page} pageCount={answer.pageCount} />
                </>
              )}
            </>
          )
        }
      </ListState>
    </BackofficeLayout>
  );
}
