import { localizePath, type ProposalSummary } from '@shop/contracts';
import { Link } from 'react-router';
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
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption className="visually-hidden">{t('proposal-screens.proposals.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('proposal-screens.name')}</th>
            {side === 'sales' ? (
              <>
                <th scope="col">{t('proposal-screens.customer')}</th>
                <th scope="col" className="text-end">
                  {t('proposal-screens.recipients')}
                </th>
              </>
            ) : (
              <th scope="col">{t('proposal-screens.sales-person')}</th>
            )}
            <th scope="col">{t('proposal-screens.status')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('proposal-screens.net-total')}
            </th>
            <th scope="col">{t('proposal-screens.valid-until')}</th>
            <th scope="col">{t('proposal-screens.sent')}</th>
          </tr>
        </thead>
        <tbody>
          {proposals.map((proposal) => (
            <tr key={proposal.id}>
              <th scope="row">
                <Link to={localizePath(route, language, { id: proposal.id })}>{proposal.name}</Link>
              </th>
              {side === 'sales' ? (
                <>
                  <td>
                    {proposal.customerName}{' '}
                    <span className="text-body-secondary">({proposal.customerNumber})</span>
                  </td>
                  <td className="text-end">{proposal.recipientCount}</td>
                </>
              ) : (
                <td>{proposal.salesPersonName}</td>
              )}
              <td>
                <ProposalStatusBadge status={proposal.status} />
              </td>
              <td className="text-end">{proposal.quantity}</td>
              <td className="text-end text-nowrap">
                {format.money(proposal.netTotal, proposal.currencyCode)}
              </td>
              <td className="text-nowrap">
                {proposal.validUntil ? format.day(proposal.validUntil) : t('proposal-screens.no-end')}
              </td>
              <td className="text-nowrap">{format.date(proposal.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
