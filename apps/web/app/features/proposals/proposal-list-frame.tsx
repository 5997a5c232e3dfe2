import { proposalLimits, proposalStatuses } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { ListResult } from '../customer-center/list-query.ts';
import { ProposalPager } from './proposal-pager.tsx';
import { isProposalListFiltered, type ProposalListQuery, proposalListQueryString } from './proposal-query.ts';

/** The texts that differ per list (keys): what the search looks in, what "nothing yet" says. */
export type ProposalListTexts = { searchHint: string; emptyTitle: string; emptyText: string };

/** Search (and status, for proposals) as a GET form: the filters land in the URL and work without JavaScript. */
function ProposalFilters({
  query,
  searchHintKey,
  withStatus,
}: {
  query: ProposalListQuery;
  searchHintKey: string;
  withStatus: boolean;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      className="document-filters"
      role="search"
      aria-label={t('customer-center.filters.label')}
    >
      <div className="document-filters__field document-filters__field--search">
        <label htmlFor="proposal-search" className="form-label">
          {t('customer-center.filters.search')}
        </label>
        <input
          id="proposal-search"
          name="search"
          type="search"
          className="form-control"
          defaultValue={query.search}
          maxLength={proposalLimits.searchLength}
          aria-describedby="proposal-search-hint"
        />
        <div id="proposal-search-hint" className="form-text">
          {t(searchHintKey)}
        </div>
      </div>
      {withStatus ? (
        <div className="document-filters__field">
          <label htmlFor="proposal-status" className="form-label">
            {t('proposal-screens.status')}
          </label>
          <select
            id="proposal-status"
            name="status"
            className="form-select"
            defaultValue={query.status ?? ''}
          >
            <option value="">{t('proposal-screens.status.any')}</option>
            {proposalStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`proposal-screens.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {t('customer-center.filters.apply')}
        </button>
        {isProposalListFiltered(query) ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {t('customer-center.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Everything around a proposal list's table, as the customer center's lists have it (ADR 44): the filters,
 * the loading flag, the failed state with a retry, the empty states and the pager. `empty` replaces the "nothing
 * yet" text's action (a sales person starts a draft; a dealer has nothing to do).
 */
export function ProposalListFrame<Row>({
  query,
  result,
  texts,
  withStatus = true,
  children,
}: {
  query: ProposalListQuery;
  result: ListResult<Row>;
  texts: ProposalListTexts;
  withStatus?: boolean;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return (
    <div className="document-list">
      <ProposalFilters query={query} searchHintKey={texts.searchHint} withStatus={withStatus} />
      <div className="document-list__body" aria-busy={loading}>
        <output className="document-list__loading">
          {loading ? (
            <>
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
              {t('customer-center.list.loading')}
            </>
          ) : null}
        </output>
        {result.status === 'forbidden' ? (
          <div className="alert alert-info" role="alert">
            {t('customer-center.list.forbidden')}
          </div>
        ) : result.status === 'failed' ? (
          <div className="alert alert-danger" role="alert">
            <p className="mb-2">{t('customer-center.list.failed')}</p>
            <Link to={`${pathname}${search}`} className="btn btn-outline-danger btn-sm" replace>
              {t('customer-center.list.retry')}
            </Link>
          </div>
        ) : result.rows.length === 0 ? (
          result.totalCount > 0 ? (
            <EmptyState
              picture="document"
              title={t('customer-center.list.page-empty')}
              className="document-list__empty"
              actions={
                <Link
                  to={`${pathname}${proposalListQueryString(query, { page: 1 })}`}
                  className="btn btn-outline-primary"
                >
                  {t('customer-center.list.first-page')}
                </Link>
              }
            />
          ) : isProposalListFiltered(query) ? (
            <EmptyState
              picture="search"
              title={t('customer-center.list.no-match')}
              className="document-list__empty"
              actions={
                <Link to={pathname} className="btn btn-outline-primary">
                  {t('customer-center.filters.clear')}
                </Link>
              }
            />
          ) : (
            <EmptyState picture="document" title={t(texts.emptyTitle)} className="document-list__empty">
              {t(texts.emptyText)}
            </EmptyState>
          )
        ) : (
          <>
            {children(result.rows)}
            <ProposalPager query={query} pageCount={result.pageCount} totalCount={result.totalCount} />
          </>
        )}
      </div>
    </div>
  );
}
