import { shopFrontPath } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../lib/i18n/localize-href.ts';
import { ListFilters } from './list-filters.tsx';
import { ListPager } from './list-pager.tsx';
import { isFiltered, type ListQuery, type ListResult, listQueryString } from './list-query.ts';

/** The texts that differ per list (keys): what the search looks in, what "nothing yet" says. */
export type ListTexts = { searchHint: string; emptyTitle: string; emptyText: string };

/**
 * Everything around a list's table: the filters, the loading flag while the next page or filter loads, the
 * failed state with a retry, the empty states (nothing yet → go shopping; no match → clear the filters; a page
 * past the last → the first page), and the pager.
 */
export function DocumentListFrame<Row>({
  query,
  result,
  texts,
  children,
}: {
  query: ListQuery;
  result: ListResult<Row>;
  texts: ListTexts;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <div className="document-list">
      {result.status === 'forbidden' ? null : <ListFilters query={query} searchHintKey={texts.searchHint} />}
      <div className="document-list__body" aria-busy={loading}>
        <output className="document-list__loading">
          {loading ? (
            <>
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
              {t('customer-center.list.loading')}
            </>
          ) : null}
        </output>
        {result.status === 'forbidden' ? (
          <div className="alert alert-info" role="alert">
            {t('customer-center.list.forbidden')}
          </div>
        ) : result.status === 'failed' ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-2">{t('customer-center.list.failed')}</p>
            {/* A link to the same address loads the list again, with or without JavaScript. */}
            <Link to={`${pathname}${search}`} className="btn btn-outline-danger btn-sm" replace>
              {t('customer-center.list.retry')}
            </Link>
          </div>
        ) : result.rows.length === 0 ? (
          result.totalCount > 0 ? (
            <EmptyState
              picture="document"
              title={t('customer-center.list.page-empty')}
              className="document-list__empty"
              actions={
                <Link
                  to={`${pathname}${listQueryString(query, { page: 1 })}`}
                  className="btn btn-outline-primary"
                >
                  {t('customer-center.list.first-page')}
                </Link>
              }
            />
          ) : isFiltered(query) ? (
            <EmptyState
              picture="search"
              title={t('customer-center.list.no-match')}
              className="document-list__empty"
              actions={
                <Link to={pathname} className="btn btn-outline-primary">
                  {t('customer-center.filters.clear')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              picture="document"
              title={t(texts.emptyTitle)}
              className="document-list__empty"
              actions={
                <Link to={localizeHref(shopFrontPath, language)} className="btn btn-primary">
                  {t('customer-center.list.go-shopping')}
                </Link>
              }
            >
              {t(texts.emptyText)}
            </EmptyState>
          )
        ) : (
          <>
            {children(result.rows)}
            <ListPager query={query} pageCount={result.pageCount} totalCount={result.totalCount} />
          </>
        )}
      </div>
    </div>
  );
}
