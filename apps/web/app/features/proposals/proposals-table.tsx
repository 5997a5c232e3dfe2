import { localizePath, type ProposalSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';

/**
 * A page of proposals: name (to the proposal), the customer and its recipients (sales side), status, what it
 * holds, its value at the customer's net prices, how long it is valid and when it was sent. `side` picks the
 * detail page the name opens: the sales person's or the customer center's.
 */
export function ProposalsTable({
  proposals,
  side,
}: {
  proposals: ProposalSummary[];
  side: 'sales' | 'customer';
}) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  const route = side === 'sales' ? 'salesProposal' : 'proposal';
  const who: ListColumn<ProposalSummary>[] =
    side === 'sales'
      ? [
          {
            header: t('proposal-screens.customer'),
            cell: (proposal) => (
              <>
                {proposal.customerName}{' '}
                <span className="text-body-secondary">({proposal.customerNumber})</span>
              </>
            ),
          },
          {
            header: t('proposal-screens.recipients'),
            numeric: true,
            cell: (proposal) => proposal.recipientCount,
          },
        ]
      : [{ header: t('proposal-screens.sales-person'), cell: (proposal) => proposal.salesPersonName }];
  const columns: ListColumn<ProposalSummary>[] = [
    {
      header: t('proposal-screens.name'),
      cell: (proposal) => (
        <Link to={localizePath(route, language, { id: proposal.id })}>{proposal.name}</Link>
      ),
    },
    ...who,
    {
      header: t('proposal-screens.status'),
      cell: (proposal) => <ProposalStatusBadge status={proposal.status} />,
    },
    { header: t('customer-center.document.quantity'), numeric: true, cell: (proposal) => proposal.quantity },
    {
      header: t('proposal-screens.net-total'),
      numeric: true,
      cell: (proposal) => format.money(proposal.netTotal, proposal.currencyCode),
    },
    {
      header: t('proposal-screens.valid-until'),
      cell: (proposal) =>
        proposal.validUntil ? format.day(proposal.validUntil) : t('proposal-screens.no-end'),
    },
    { header: t('proposal-screens.sent'), cell: (proposal) => format.date(proposal.createdAt) },
  ];
  return (
    <ListTable
      caption={t('proposal-screens.proposals.caption')}
      columns={columns}
      rows={proposals}
      rowKey={(proposal) => proposal.id}
      stackBelow="lg"
    />
  );
}
