import { useLocation } from 'react-router';
import { PageLinks } from '../../components/ui/page-links.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';

/**
 * The count found, "page n of N" and the numbered pager of a customer-center or proposal list; `queryString`
 * gives a page's query string with the list's filters. Only the count for one page.
 */
export function ListPager({
  page,
  pageCount,
  totalCount,
  queryString,
}: {
  page: number;
  pageCount: number;
  totalCount: number;
  queryString: (page: number) => string;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const summary = translateCount(t, language, 'customer-center.list.found', totalCount);
  if (pageCount <= 1) return <p className="document-list__count">{summary}</p>;
  return (
    <div className="document-list__paging">
      <p className="document-list__count">
        {summary} · {t('customer-center.pager.page-of', { page, pages: pageCount })}
      </p>
      <PageLinks
        page={page}
        pageCount={pageCount}
        href={(target) => `${pathname}${queryString(target)}`}
        texts="customer-center.pager"
      />
    </div>
  );
}
