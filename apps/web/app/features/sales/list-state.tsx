import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { Loaded } from './loaded.ts';

/**
 * Around a sales list: the loading flag while the same screen loads its next page or filter, the failed state
 * with a retry link to the same address, else the list itself.
 */
export function ListState<T>({ result, children }: { result: Loaded<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <div className="document-list__body" aria-busy={loading}>
      <output className="document-list__loading">
        {loading ? (
          <>
            <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('sales.list.loading')}
          </>
        ) : null}
      </output>
      {result.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('sales.list.failed')}</p>
          <Link to={`${pathname}${search}`} className="btn btn-outline-danger btn-sm" replace>
            {t('sales.list.retry')}
          </Link>
        </div>
      ) : (
        children(result as T)
      )}
    </div>
  );
}
