import type {
  GetDashboardResponse,
  GetLatestProposalEventsResponse,
  GetProposalDraftsResponse,
} from '@shop/contracts';
import { ListEmpty } from '../../components/ui/list-empty.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { CustomersTable } from './customers-table.tsx';
import type { Loaded } from './loaded.ts';
import { ProposalSections } from './proposal-sections.tsx';
import { SalesLayout } from './sales-layout.tsx';
import type { SalesQuery } from './sales-query.ts';

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
  const language = useLanguage();
  return (
    <SalesLayout current="sales" title={t('sales.dashboard.title')}>
      <section aria-labelledby="sales-customers-title">
        <h2 id="sales-customers-title" className="h5">
          {dashboard.status === 'ok' && dashboard.answer.allCustomers
            ? t('sales.dashboard.all-customers')
            : t('sales.dashboard.customers')}
        </h2>
        <ListFilters
          id="sales"
          label={t('sales.dashboard.search')}
          fields={[
            {
              kind: 'search',
              name: 'search',
              label: t('sales.dashboard.search'),
              value: query.search,
              hint: t('sales.dashboard.search-hint'),
              maxLength: 100,
              wide: true,
            },
          ]}
          submitLabel={t('sales.dashboard.search-submit')}
          resetLabel={t('sales.filters.clear')}
        />
        <ListState result={dashboard}>
          {({ answer }) =>
            answer.customers.length === 0 ? (
              <ListEmpty
                filtered={query.search !== ''}
                pastTheEnd={answer.totalCount > 0}
                headingLevel={3}
                texts={{
                  none: t('sales.dashboard.empty'),
                  noMatch: t('sales.dashboard.no-match'),
                  clear: t('sales.filters.clear'),
                }}
              />
            ) : (
              <>
                <CustomersTable dashboard={answer} />
                <Pager
                  page={query.page}
                  pageCount={answer.pageCount}
                  summary={translateCount(t, language, 'list-kit.found', answer.totalCount)}
                />
              </>
            )
          }
        </ListState>
      </section>
      <ProposalSections drafts={drafts} events={events} />
    </SalesLayout>
  );
}
