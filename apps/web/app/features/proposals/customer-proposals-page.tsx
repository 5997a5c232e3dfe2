import type { ProposalSummary } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { CustomerCenterLayout } from '../customer-center/customer-center-layout.tsx';
import type { ListResult } from '../customer-center/list-query.ts';
import { ProposalListFrame } from './proposal-list-frame.tsx';
import type { ProposalListQuery } from './proposal-query.ts';
import { ProposalsTable } from './proposals-table.tsx';

/** Spec §2 customer proposals list (/customer-center/proposals): the proposals sent to the customer. */
export function CustomerProposalsPage({
  query,
  result,
}: {
  query: ProposalListQuery;
  result: ListResult<ProposalSummary>;
}) {
  const t = useT();
  return (
    <CustomerCenterLayout title={t('proposal-screens.customer.title')}>
      <ProposalListFrame
        query={query}
        result={result}
        texts={{
          searchHint: 'proposal-screens.customer.search-hint',
          emptyTitle: 'proposal-screens.customer.empty-title',
          emptyText: 'proposal-screens.customer.empty-text',
        }}
      >
        {(proposals) => <ProposalsTable proposals={proposals} side="customer" />}
      </ProposalListFrame>
    </CustomerCenterLayout>
  );
}
