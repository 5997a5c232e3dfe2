import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';

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

/**
 * A list's numbered pager: previous, the pages `pagerItems` offers and next, as real links (`href` keeps the
 * list's filters), in a navigation landmark. `texts` names the list's translation keys: `<texts>.label`,
 * `.previous`, `.next` and `.page` (with `{page}`).
 */
export function PageLinks({
  page,
  pageCount,
  href,
  texts,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  texts: 'customer-center.pager' | 'backoffice.orders.pager' | 'backoffice.audit.pager';
}) {
  const t = useT();
  const step = (target: number, rel: 'prev' | 'next', enabled: boolean) => (
    <li className={`page-item${enabled ? '' : ' disabled'}`}>
      {enabled ? (
        <Link className="page-link" to={href(target)} rel={rel}>
          {t(`${texts}.${rel === 'prev' ? 'previous' : 'next'}`)}
        </Link>
      ) : (
        <span className="page-link">{t(`${texts}.${rel === 'prev' ? 'previous' : 'next'}`)}</span>
      )}
    </li>
  );
  return (
    <nav aria-label={t(`${texts}.label`)}>
      <ul className="pagination flex-wrap">
        {step(Math.min(page - 1, pageCount), 'prev', page > 1)}
        {pagerItems(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t(`${texts}.page`, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, 'next', page < pageCount)}
      </ul>
    </nav>
  );
}
