import type {
  GetDashboardResponse,
  GetLatestProposalEventsResponse,
  GetProposalDraftsResponse,
} from '@shop/contracts';
import { Form, Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { CustomersTable } from './customers-table.tsx';
import type { Loaded } from './loaded.ts';
import { ProposalSections } from './proposal-sections.tsx';
import { SalesLayout } from './sales-layout.tsx';
import { SalesPager } from './sales-pager.tsx';
import { type SalesQuery, salesQueryString } from './sales-query.ts';

/** `/sales`: the sales person's customers (a manager's: all), searchable, and their proposal work. */
export function DashboardPage({
  query,
  dashboard,
  drafts,
  events,
}: {
  query: SalesQuery;
  dashboard: Loaded<{ answer: GetDashboardResponse }>;
  drafts: Loaded<{ answer: GetProposalDraftsResponse }>;
  events: Loaded<{ answer: GetLatestProposalEventsResponse }>;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <SalesLayout current="sales" title={t('sales.dashboard.title')}>
      <section aria-labelledby="sales-customers-title">
        <h2 id="sales-customers-title" className="h5">
          {dashboard.status === 'ok' && dashboard.answer.allCustomers
            ? t('sales.dashboard.all-customers')
            : t('sales.dashboard.customers')}
        </h2>
        <Form
          method="get"
          className="document-filters"
          role="search"
          aria-label={t('sales.dashboard.search')}
        >
          <div className="document-filters__field document-filters__field--search">
            <label htmlFor="sales-search" className="form-label">
              {t('sales.dashboard.search')}
            </label>
            <input
              id="sales-search"
              name="search"
              type="search"
              className="form-control"
              defaultValue={query.search}
              maxLength={100}
              aria-describedby="sales-search-hint"
            />
            <div id="sales-search-hint" className="form-text">
              {t('sales.dashboard.search-hint')}
            </div>
          </div>
          <div className="document-filters__buttons">
            <button type="submit" className="btn btn-primary">
              {t('sales.dashboard.search-submit')}
            </button>
            {query.search ? (
              <Link to={pathname} className="btn btn-outline-primary">
                {t('sales.filters.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
        <ListState result={dashboard} texts="sales.list">
          {({ answer }) =>
            answer.customers.length === 0 ? (
              answer.totalCount > 0 ? (
                <EmptyState
                  picture="document"
                  title={t('sales.list.page-empty')}
                  headingLevel={3}
                  className="document-list__empty"
                  actions={
                    <Link
                      to={`${pathname}${salesQueryString(query, { page: 1 })}`}
                      className="btn btn-outline-primary"
                    >
                      {t('sales.list.first-page')}
                    </Link>
                  }
                />
              ) : query.search ? (
                <EmptyState
                  picture="search"
                  title={t('sales.dashboard.no-match')}
                  headingLevel={3}
                  className="document-list__empty"
                />
              ) : (
                <EmptyState
                  picture="document"
                  title={t('sales.dashboard.empty')}
                  headingLevel={3}
                  className="document-list__empty"
                />
              )
            ) : (
              <>
                <CustomersTable dashboard={answer} />
                <SalesPager query={query} pageCount={answer.pageCount} totalCount={answer.totalCount} />
              </>
            )
          }
        </ListState>
      </section>
      <ProposalSections drafts={drafts} events={events} />
    </SalesLayout>
  );
}
