import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { type SalesQuery, salesQueryString } from './sales-query.ts';

/** How many rows were found, and previous / next links that keep the filters (nothing more for one page). */
export function SalesPager({
  query,
  pageCount,
  totalCount,
}: {
  query: SalesQuery;
  pageCount: number;
  totalCount: number;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const summary = translateCount(t, language, 'sales.list.found', totalCount);
  if (pageCount <= 1) return <p className="document-list__count">{summary}</p>;
  const href = (page: number) => `${pathname}${salesQueryString(query, { page })}`;
  return (
    <div className="document-list__paging">
      <p className="document-list__count">
        {summary} · {t('sales.pager.page-of', { page: query.page, pages: pageCount })}
      </p>
      <nav aria-label={t('sales.pager.label')}>
        <ul className="pagination">
          <li className={`page-item${query.page <= 1 ? ' disabled' : ''}`}>
            {query.page > 1 ? (
              <Link className="page-link" to={href(Math.min(query.page - 1, pageCount))} rel="prev">
                {t('sales.pager.previous')}
              </Link>
            ) : (
              <span className="page-link">{t('sales.pager.previous')}</span>
            )}
          </li>
          <li className={`page-item${query.page >= pageCount ? ' disabled' : ''}`}>
            {query.page < pageCount ? (
              <Link className="page-link" to={href(query.page + 1)} rel="next">
                {t('sales.pager.next')}
              </Link>
            ) : (
              <span className="page-link">{t('sales.pager.next')}</span>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
