import { localizePath, type ProposalSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import type { ListResult } from '../customer-center/list-query.ts';
import { SalesLayout } from '../sales/sales-layout.tsx';
import { ProposalListFrame } from './proposal-list-frame.tsx';
import type { ProposalListQuery } from './proposal-query.ts';
import { ProposalsTable } from './proposals-table.tsx';

/** Spec §2 sales proposals (/sales/proposals): the proposals sent, by search and status, paged. */
export function SalesProposalsPage({
  query,
  result,
  sent,
}: {
  query: ProposalListQuery;
  result: ListResult<ProposalSummary>;
  /** How many proposals a conversion just sent (shown once, from the address it came back with). */
  sent: number | null;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <SalesLayout
      current="salesProposals"
      title={t('proposal-screens.proposals.title')}
      actions={
        <Link to={localizePath('salesProposalDrafts', language)} className="btn btn-primary">
          {t('proposal-screens.drafts.new')}
        </Link>
      }
    >
      {sent !== null ? (
        <output className="alert alert-success d-block">
          {translateCount(t, language, 'proposal-screens.proposals.sent-notice', sent)}
        </output>
      ) : null}
      <ProposalListFrame
        query={query}
        result={result}
        texts={{
          searchHint: 'proposal-screens.proposals.search-hint',
          emptyTitle: 'proposal-screens.proposals.empty-title',
          emptyText: 'proposal-screens.proposals.empty-text',
        }}
      >
        {(proposals) => <ProposalsTable proposals={proposals} side="sales" />}
      </ProposalListFrame>
    </SalesLayout>
  );
}
