import { proposalLimits, proposalStatuses } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { ListTexts } from '../customer-center/document-list-frame.tsx';
import { ListFrameBody } from '../customer-center/list-frame-body.tsx';
import { ListPager } from '../customer-center/list-pager.tsx';
import type { ListResult } from '../customer-center/list-query.ts';
import { isProposalListFiltered, type ProposalListQuery, proposalListQueryString } from './proposal-query.ts';

/** Search (and status, for proposals) as a GET form: the filters land in the URL and work without JavaScript. */
function ProposalFilters({
  query,
  searchHintKey,
  withStatus,
}: {
  query: ProposalListQuery;
  searchHintKey: TextKey;
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
 * Everything around a proposal list's table, as the customer center's lists have it (ADR 44): the search and
 * status filters above the shared list body; "nothing yet" has no way on (a draft starts from the sales area).
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
  texts: ListTexts;
  withStatus?: boolean;
  children: (rows: Row[]) => ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="document-list">
      <ProposalFilters query={query} searchHintKey={texts.searchHint} withStatus={withStatus} />
      <ListFrameBody
        result={result}
        filtered={isProposalListFiltered(query)}
        firstPageHref={`${pathname}${proposalListQueryString(query, { page: 1 })}`}
        empty={{ title: t(texts.emptyTitle), text: t(texts.emptyText) }}
        pager={({ pageCount, totalCount }) => (
          <ListPager
            page={query.page}
            pageCount={pageCount}
            totalCount={totalCount}
            queryString={(page) => proposalListQueryString(query, { page })}
          />
        )}
      >
        {children}
      </ListFrameBody>
    </div>
  );
}
