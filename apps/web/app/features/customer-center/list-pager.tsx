import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { type ListQuery, listQueryString } from './list-query.ts';

/** The page numbers to offer: the first, the last and two either side of the current one; null is a gap. */
export function pagerItems(current: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push(null);
    items.push(page);
  }
  return items;
}

/** Previous, numbered pages and next, as links that keep the list's filters; nothing for one page. */
export function ListPager({
  query,
  pageCount,
  totalCount,
}: {
  query: ListQuery;
  pageCount: number;
  totalCount: number;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const href = (page: number) => `${pathname}${listQueryString(query, { page })}`;
  const summary = translateCount(t, language, 'customer-center.list.found', totalCount);
  if (pageCount <= 1) return <p className="document-list__count">{summary}</p>;
  return (
    <div className="document-list__paging">
      <p className="document-list__count">
        {summary} · {t('customer-center.pager.page-of', { page: query.page, pages: pageCount })}
      </p>
      <nav aria-label={t('customer-center.pager.label')}>
        <ul className="pagination flex-wrap">
          <li className={`page-item${query.page <= 1 ? ' disabled' : ''}`}>
            {query.page > 1 ? (
              <Link className="page-link" to={href(Math.min(query.page - 1, pageCount))} rel="prev">
                {t('customer-center.pager.previous')}
              </Link>
            ) : (
              <span className="page-link">{t('customer-center.pager.previous')}</span>
            )}
          </li>
          {pagerItems(query.page, pageCount).map((page, index) =>
            page === null ? (
              <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={page} className={`page-item${page === query.page ? ' active' : ''}`}>
                <Link
                  className="page-link"
                  to={href(page)}
                  aria-current={page === query.page ? 'page' : undefined}
                  aria-label={t('customer-center.pager.page', { page })}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
          <li className={`page-item${query.page >= pageCount ? ' disabled' : ''}`}>
            {query.page < pageCount ? (
              <Link className="page-link" to={href(query.page + 1)} rel="next">
                {t('customer-center.pager.next')}
              </Link>
            ) : (
              <span className="page-link">{t('customer-center.pager.next')}</span>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
