import { type GetProposalDraftsResponse, type GetProposalsResponse, localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import type { Loaded } from './loaded.ts';

/**
 * The dashboard's proposal work (issue 18): the drafts in progress and the latest proposals with their status,
 * read through the proposals' own calls; each section says so on its own when its call fails.
 */
export function ProposalSections({
  drafts,
  proposals,
}: {
  drafts: Loaded<{ answer: GetProposalDraftsResponse }>;
  proposals: Loaded<{ answer: GetProposalsResponse }>;
}) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <div className="sales-area__proposals row g-4 mt-2">
      <section className="col-lg-6" aria-labelledby="sales-drafts-title">
        <h2 id="sales-drafts-title" className="h5">
          {t('sales.proposals.drafts')}
        </h2>
        {drafts.status === 'failed' ? (
          <p className="alert alert-warning">{t('sales.proposals.failed')}</p>
        ) : drafts.answer.drafts.length === 0 ? (
          <p>{t('sales.proposals.drafts-empty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table document-table">
              <caption className="visually-hidden">{t('sales.proposals.drafts-caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.proposals.name')}</th>
                  <th scope="col">{t('sales.column.lines')}</th>
                  <th scope="col">{t('sales.column.last-change')}</th>
                </tr>
              </thead>
              <tbody>
                {drafts.answer.drafts.map((draft) => (
                  <tr key={draft.id}>
                    <th scope="row">{draft.name}</th>
                    <td>
                      {translateCount(t, language, 'sales.cart.lines', draft.lineCount)},{' '}
                      {translateCount(t, language, 'sales.proposals.recipients', draft.recipientCount)}
                    </td>
                    <td className="text-nowrap">{format.date(draft.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Link to={localizePath('salesProposalDrafts', language)}>{t('sales.proposals.all-drafts')}</Link>
      </section>
      <section className="col-lg-6" aria-labelledby="sales-proposals-title">
        <h2 id="sales-proposals-title" className="h5">
          {t('sales.proposals.latest')}
        </h2>
        {proposals.status === 'failed' ? (
          <p className="alert alert-warning">{t('sales.proposals.failed')}</p>
        ) : proposals.answer.proposals.length === 0 ? (
          <p>{t('sales.proposals.latest-empty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table document-table">
              <caption className="visually-hidden">{t('sales.proposals.latest-caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.proposals.name')}</th>
                  <th scope="col">{t('sales.column.customer')}</th>
                  <th scope="col">{t('sales.proposals.status')}</th>
                  <th scope="col">{t('sales.column.last-change')}</th>
                </tr>
              </thead>
              <tbody>
                {proposals.answer.proposals.map((proposal) => (
                  <tr key={proposal.id}>
                    <th scope="row">
                      <Link to={localizePath('salesProposal', language, { id: proposal.id })}>
                        {proposal.name}
                      </Link>
                    </th>
                    <td>{proposal.customerName}</td>
                    <td>{t(`proposal.status.${proposal.status}`)}</td>
                    <td className="text-nowrap">{format.date(proposal.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Link to={localizePath('salesProposals', language)}>{t('sales.proposals.all-proposals')}</Link>
      </section>
    </div>
  );
}
