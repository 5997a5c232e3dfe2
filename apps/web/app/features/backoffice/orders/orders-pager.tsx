import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type OrderSearch, orderSearchQuery } from './order-search.ts';

/** The first, the last and two either side of the current page; null is a gap. */
function pagesAround(current: number, pageCount: number): Array<number | null> {
  const wanted = [1, pageCount, current - 2, current - 1, current, current + 1, current + 2];
  const pages = [...new Set(wanted)].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push(null);
    items.push(page);
  }
  return items;
}

/** Previous, numbered pages and next, as links that keep the search. */
export function OrdersPager({ search, pageCount }: { search: OrderSearch; pageCount: number }) {
  const t = useT();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (page: number) => `${pathname}${orderSearchQuery(search, { page })}`;
  const edge = (page: number, enabled: boolean, labelKey: string, rel: string) => (
    <li className={`page-item${enabled ? '' : ' disabled'}`}>
      {enabled ? (
        <Link className="page-link" to={href(page)} rel={rel}>
          {t(labelKey)}
        </Link>
      ) : (
        <span className="page-link">{t(labelKey)}</span>
      )}
    </li>
  );
  return (
    <nav aria-label={t('backoffice.orders.pager.label')}>
      <p className="document-list__count">
        {t('backoffice.orders.pager.page-of', { page: search.page, pages: pageCount })}
      </p>
      <ul className="pagination flex-wrap">
        {edge(search.page - 1, search.page > 1, 'backoffice.orders.pager.previous', 'prev')}
        {pagesAround(search.page, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={page} className={`page-item${page === search.page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={href(page)}
                aria-current={page === search.page ? 'page' : undefined}
                aria-label={t('backoffice.orders.pager.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {edge(search.page + 1, search.page < pageCount, 'backoffice.orders.pager.next', 'next')}
      </ul>
    </nav>
  );
}
