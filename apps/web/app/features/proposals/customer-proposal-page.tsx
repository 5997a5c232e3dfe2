import type { CustomerProposal } from '@shop/contracts';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { BackLink } from '../customer-center/back-link.tsx';
import { CustomerCenterLayout } from '../customer-center/customer-center-layout.tsx';
import { DetailFacts } from '../customer-center/detail-facts.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { AddProposalToCart } from './add-proposal-to-cart.tsx';
import type { CustomerProposalActionData } from './customer-proposal-action.server.ts';
import { ProposalLineSheet } from './proposal-line-sheet.tsx';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';

/**
 * Spec §2 customer proposal detail (/customer-center/proposals/{id}): who sent it and their message, the lines at
 * the customer's own net prices with quantities to adjust, adding it to the baskets, and deleting it.
 */
export function CustomerProposalPage({
  proposal,
  areaId,
  requestId,
  outcome,
}: {
  proposal: CustomerProposal;
  areaId: string;
  /** The add form's request id, new with every render of the page (issue 31 item 10). */
  requestId: string;
  outcome: CustomerProposalActionData | undefined;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const confirming = outcome?.intent === 'delete' && outcome.status === 'confirm';
  return (
    <CustomerCenterLayout
      title={proposal.name}
      before={<BackLink route="proposals" labelKey="proposal-screens.customer.back" />}
      actions={<ProposalLineSheet proposalId={proposal.id} areaId={areaId} side="customer" />}
    >
      <DetailFacts
        facts={[
          { label: t('proposal-screens.status'), value: <ProposalStatusBadge status={proposal.status} /> },
          { label: t('proposal-screens.sales-person'), value: proposal.salesPersonName },
          { label: t('proposal-screens.sent'), value: format.date(proposal.createdAt) },
          {
            label: t('proposal-screens.valid-until'),
            value: proposal.validUntil ? format.day(proposal.validUntil) : t('proposal-screens.no-end'),
          },
          {
            label: t('proposal-screens.net-total'),
            value: format.money(proposal.netTotal, proposal.currencyCode),
          },
        ]}
      />
      {proposal.notes ? (
        <figure className="proposal-message">
          <figcaption className="fw-semibold">
            {t('proposal-screens.customer.message', { name: proposal.salesPersonName })}
          </figcaption>
          <blockquote className="mb-0">
            <p className="mb-0">{proposal.notes}</p>
          </blockquote>
        </figure>
      ) : null}
      <p>{t('proposal-screens.customer.prices-note')}</p>
      <AddProposalToCart proposal={proposal} requestId={requestId} outcome={outcome} />
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="delete" />
        {confirming ? (
          <>
            <p role="alert">{t('proposal-screens.customer.delete-question', { name: proposal.name })}</p>
            <input type="hidden" name="confirmed" value="yes" />
          </>
        ) : null}
        <button type="submit" className={`btn ${confirming ? 'btn-danger' : 'btn-outline-danger'}`}>
          {t(confirming ? 'proposal-screens.proposal.confirm-delete' : 'proposal-screens.proposal.delete')}
        </button>
        {outcome?.intent === 'delete' && outcome.status === 'failed' ? (
          <p className="text-danger mt-2 mb-0" role="alert">
            {t(outcome.formError)}
          </p>
        ) : null}
      </Form>
    </CustomerCenterLayout>
  );
}
