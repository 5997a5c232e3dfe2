import { Link, useLocation } from 'react-router';
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
 * The query string of another page of the same list: the list's filters as they are in the address, `page`
 * set (left out for page 1) and the `drop` parameters removed (an open detail's `id`). With a leading `?`, or
 * '' when nothing is left.
 */
export function pageQuery(search: string, page: number, drop: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The list kit's pager (ADR 84): what was found and "Page X of Y", then previous, the pages `pagerItems`
 * offers (the current one `aria-current="page"`) and next, as real links in a navigation landmark, so it
 * works without JavaScript and a page can be bookmarked. Another page keeps the filters in the address
 * (`pageQuery`); `drop` names parameters a new page leaves out. One page shows only what was found.
 */
export function Pager({
  page,
  pageCount,
  summary,
  drop,
}: {
  page: number;
  pageCount: number;
  /** What was found ("12 found"), before the page; nothing when the list does not count. */
  summary?: string;
  drop?: readonly string[];
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return summary ? <p className="document-list__count">{summary}</p> : null;
  const href = (target: number) => `${pathname}${pageQuery(search, target, drop)}`;
  const pageOf = t('list-kit.pager.page-of', { page, pages: pageCount });
  const step = (target: number, rel: 'prev' | 'next', enabled: boolean) => {
    const label = t(rel === 'prev' ? 'list-kit.pager.previous' : 'list-kit.pager.next');
    return (
      <li className={`page-item${enabled ? '' : ' disabled'}`}>
        {enabled ? (
          <Link className="page-link" to={href(target)} rel={rel}>
            {label}
          </Link>
        ) : (
          <span className="page-link">{label}</span>
        )}
      </li>
    );
  };
  return (
    <div className="document-list__paging">
      <p className="document-list__count">{summary ? `${summary} · ${pageOf}` : pageOf}</p>
      <nav aria-label={t('list-kit.pager.label')}>
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
                  aria-label={t('list-kit.pager.page', { page: item })}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          {step(page + 1, 'next', page < pageCount)}
        </ul>
      </nav>
    </div>
  );
}
