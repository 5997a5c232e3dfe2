import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** Previous and next page of a back-office list, keeping its filter (the page in `?page=`). */
export function ListPager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    params.delete('id');
    params.set('page', String(target));
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={t('backoffice.forms.pager.label')} className="d-flex gap-3 align-items-center mt-3">
      {page > 1 ? <Link to={to(page - 1)}>{t('backoffice.forms.pager.previous')}</Link> : null}
      <span>
        {page} / {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>{t('backoffice.forms.pager.next')}</Link> : null}
    </nav>
  );
}
