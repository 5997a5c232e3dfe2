import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { pagerItems } from '../customer-center/list-pager.tsx';
import { type ProposalListQuery, proposalListQueryString } from './proposal-query.ts';

/**
 * Previous, numbered pages and next as links that keep the list's search and status (the customer center's
 * pager, whose links keep date filters instead); only the count for one page.
 */
export function ProposalPager({
  query,
  pageCount,
  totalCount,
}: {
  query: ProposalListQuery;
  pageCount: number;
  totalCount: number;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const href = (page: number) => `${pathname}${proposalListQueryString(query, { page })}`;
  const summary = translateCount(t, language, 'customer-center.list.found', totalCount);
  if (pageCount <= 1) return <p className="document-list__count">{summary}</p>;
  const step = (page: number, labelKey: string, rel: 'prev' | 'next', enabled: boolean) => (
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
    <div className="document-list__paging">
      <p className="document-list__count">
        {summary} · {t('customer-center.pager.page-of', { page: query.page, pages: pageCount })}
      </p>
      <nav aria-label={t('customer-center.pager.label')}>
        <ul className="pagination flex-wrap">
          {step(
            Math.min(query.page - 1, pageCount),
            'customer-center.pager.previous',
            'prev',
            query.page > 1,
          )}
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
          {step(query.page + 1, 'customer-center.pager.next', 'next', query.page < pageCount)}
        </ul>
      </nav>
    </div>
  );
}
