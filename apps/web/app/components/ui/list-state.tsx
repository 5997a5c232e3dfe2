import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The list kit's states around a list below its filters (ADR 84): the loading flag (`aria-busy`) while the
 * same screen loads its next page or filter, the failed state with a retry link to the same address, else
 * whatever the list shows for the answer.
 */
export function ListState<Result extends { status: string }>({
  result,
  children,
}: {
  result: Result;
  children: (answer: Exclude<Result, { status: 'failed' }>) => ReactNode;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <div className="document-list__body" aria-busy={loading}>
      <output className="document-list__loading">
        {loading ? (
          <>
            <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('list-kit.loading')}
          </>
        ) : null}
      </output>
      {result.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('list-kit.failed')}</p>
          {/* A link to the same address loads the list again, with or without JavaScript. */}
          <Link to={`${pathname}${search}`} className="btn btn-outline-danger btn-sm" replace>
            {t('list-kit.retry')}
          </Link>
        </div>
      ) : (
        children(result as Exclude<Result, { status: 'failed' }>)
      )}
    </div>
  );
}
