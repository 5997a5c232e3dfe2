import { useLocation } from 'react-router';
import { PageLinks } from '../../../components/ui/page-links.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type OrderSearch, orderSearchQuery } from './order-search.ts';

/** "Page n of N" and the numbered pager, as links that keep the search; nothing for one page. */
export function OrdersPager({ search, pageCount }: { search: OrderSearch; pageCount: number }) {
  const t = useT();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <div className="document-list__paging">
      <p className="document-list__count">
        {t('backoffice.orders.pager.page-of', { page: search.page, pages: pageCount })}
      </p>
      <PageLinks
        page={search.page}
        pageCount={pageCount}
        href={(page) => `${pathname}${orderSearchQuery(search, { page })}`}
        texts="backoffice.orders.pager"
      />
    </div>
  );
}
