import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { PagerView } from '../pager.ts';

/** Spec §2 numbered pager: previous, current / total, next; real links, so every page can be crawled. */
export function ListPager({ pager, hrefFor }: { pager: PagerView; hrefFor: (page: number) => string }) {
  const t = useT();
  if (!pager.visible) return null;
  return (
    <nav className="list-pager" aria-label={t('search.pagination')}>
      {pager.previous ? (
        <Link to={hrefFor(pager.previous)} className="btn btn-outline-primary btn-sm">
          {t('search.previous-page')}
        </Link>
      ) : (
        <span className="btn btn-outline-primary btn-sm disabled" aria-disabled="true">
          {t('search.previous-page')}
        </span>
      )}
      <span className="list-pager__position" aria-current="page">
        {t('search.page-of', { current: pager.current, total: pager.total })}
      </span>
      {pager.next ? (
        <Link to={hrefFor(pager.next)} className="btn btn-outline-primary btn-sm">
          {t('search.next-page')}
        </Link>
      ) : (
        <span className="btn btn-outline-primary btn-sm disabled" aria-disabled="true">
          {t('search.next-page')}
        </span>
      )}
    </nav>
  );
}
