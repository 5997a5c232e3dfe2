import type { CacheType } from '@shop/contracts';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localeForLanguage } from '../../../lib/money.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { CacheActionData, CacheLoaderData } from './cache-data.ts';

function InvalidateButton({ type, label }: { type: string; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('type') === type;
  return (
    <Form method="post" className="d-inline">
      <input type="hidden" name="type" value={type} />
      <button type="submit" className="btn btn-sm btn-outline-danger" disabled={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        {label}
      </button>
    </Form>
  );
}

/**
 * /backoffice/cache (ADR 54): the API cache's types with their entries, size, hits and misses; each type is
 * invalidated on every API instance with one button, and the page says what was dropped.
 */
export function CachePage({
  loaded,
  result,
}: {
  loaded: CacheLoaderData;
  result: CacheActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const number = new Intl.NumberFormat(localeForLanguage(language));
  const bytes = new Intl.NumberFormat(localeForLanguage(language), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const typeName = (type: CacheType) => t(`backoffice.cache.type.${type}`);
  // The router hands over the answer while it still reloads the figures: said once the table shows them (ADR 58).
  const { state } = useNavigation();
  const notice = state === 'idle' ? result : undefined;
  return (
    <BackofficeLayout
      current="backofficeCache"
      title={t('backoffice.cache.title')}
      intro={t('backoffice.cache.intro')}
      actions={
        <Link to={pathname} className="btn btn-outline-secondary" replace>
          {t('backoffice.cache.refresh')}
        </Link>
      }
    >
      {notice?.status === 'done' ? (
        <output className="alert alert-success d-block">
          {t('backoffice.cache.done', { types: notice.invalidated.map(typeName).join(', ') })}
        </output>
      ) : notice?.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('backoffice.cache.error')}
        </div>
      ) : null}
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.cache.error.load')}</p>
          <Link to={pathname} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.users.retry')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t(`backoffice.cache.store.${loaded.usage.store}`)}</p>
          {loaded.usage.storeAnswered ? null : (
            <div className="alert alert-warning">{t('backoffice.cache.store-down')}</div>
          )}
          {loaded.usage.truncated ? <p className="small">{t('backoffice.cache.truncated')}</p> : null}
          <ListTable
            caption={t('backoffice.cache.table.caption')}
            captionVisible
            columns={[
              { header: t('backoffice.cache.table.type'), cell: (entry) => typeName(entry.type) },
              {
                header: t('backoffice.cache.table.entries'),
                numeric: true,
                cell: (entry) => number.format(entry.entries),
              },
              {
                header: t('backoffice.cache.table.size'),
                numeric: true,
                cell: (entry) => bytes.format(entry.bytes / 1024),
              },
              {
                header: t('backoffice.cache.table.hits'),
                numeric: true,
                cell: (entry) => number.format(entry.hits),
              },
              {
                header: t('backoffice.cache.table.misses'),
                numeric: true,
                cell: (entry) => number.format(entry.misses),
              },
              {
                header: t('backoffice.cache.table.actions'),
                cell: (entry) => (
                  <InvalidateButton
                    type={entry.type}
                    label={t('backoffice.cache.invalidate', { type: typeName(entry.type) })}
                  />
                ),
              },
            ]}
            rows={loaded.usage.types}
            rowKey={(entry) => entry.type}
            className="align-middle backoffice-cache"
          />
          <InvalidateButton type="All" label={t('backoffice.cache.invalidate-all')} />
        </>
      )}
    </BackofficeLayout>
  );
}
