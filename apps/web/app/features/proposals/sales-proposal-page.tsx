import { type Proposal, type ProposalStatus, proposalLimits, proposalTransitions } from '@shop/contracts';
import { useCallback } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { BackLink } from '../customer-center/back-link.tsx';
import { DetailFacts } from '../customer-center/detail-facts.tsx';
import { DownloadButton } from '../customer-center/download-button.tsx';
import { useDocumentFormat } from '../customer-center/use-document-format.ts';
import { SalesLayout } from '../sales/sales-layout.tsx';
import { ProposalEventsTimeline } from './proposal-events-timeline.tsx';
import { ProposalLineSheet } from './proposal-line-sheet.tsx';
import { ProposalLinesTable } from './proposal-lines-table.tsx';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';
import type { SalesProposalActionData } from './sales-proposal-action.server.ts';

function FormError({ result, intent }: { result: SalesProposalActionData | undefined; intent: string }) {
  const t = useT();
  if (result?.intent !== intent || result.status !== 'failed') return null;
  return (
    <p className="text-danger mt-2 mb-0" role="alert">
      {t(result.formError)}
    </p>
  );
}

/**
 * A final status asked for (issue 31 item 6): what it does and that it cannot be undone, with its own confirm
 * button (posting it again with `confirmed=yes`) and a way back that changes nothing. Focus lands on it.
 */
function ConfirmFinalStatus({ proposal, to }: { proposal: Proposal; to: ProposalStatus }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const status = t(`proposal-screens.status.${to}`);
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>{t('proposal-screens.status.confirm-final', { name: proposal.name, status })}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value={to} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t('proposal-screens.status.confirm-final.yes', { status })}
        </button>
        <Link to="." className="btn btn-outline-secondary" replace>
          {t('proposal-screens.status.confirm-final.no')}
        </Link>
      </Form>
    </div>
  );
}

/** The status change: only the statuses ADR 47 allows after the current one; a final status says so. */
function StatusForm({
  proposal,
  result,
}: {
  proposal: Proposal;
  result: SalesProposalActionData | undefined;
}) {
  const t = useT();
  const next = proposalTransitions[proposal.status];
  const busy = useNavigation().formData?.get('intent') === 'status';
  const changed =
    result?.intent === 'status' && result.status === 'done' ? (
      <output className="alert alert-success d-block">
        {t('proposal-screens.status.changed', { status: t(`proposal-screens.status.${result.to}`) })}
      </output>
    ) : null;
  if (next.length === 0)
    return (
      <div>
        {changed}
        <p>{t('proposal-screens.status.final')}</p>
      </div>
    );
  if (result?.intent === 'status' && result.status === 'confirm')
    return <ConfirmFinalStatus proposal={proposal} to={result.to} />;
  return (
    <Form method="post" className="proposal-status-form">
      {changed}
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="proposal-new-status" className="form-label">
        {t('proposal-screens.status.change')}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <select id="proposal-new-status" name="status" className="form-select w-auto">
          {next.map((status) => (
            <option key={status} value={status}>
              {t(`proposal-screens.status.${status}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline-primary" disabled={busy} aria-busy={busy}>
          {t('proposal-screens.status.save')}
        </button>
      </div>
      <FormError result={result} intent="status" />
    </Form>
  );
}

/** The sales person's notes (the message the recipients read with the proposal). */
function NotesForm({
  proposal,
  result,
}: {
  proposal: Proposal;
  result: SalesProposalActionData | undefined;
}) {
  const t = useT();
  const busy = useNavigation().formData?.get('intent') === 'notes';
  return (
    <Form method="post" className="proposal-notes-form">
      <input type="hidden" name="intent" value="notes" />
      <label htmlFor="proposal-notes" className="form-label">
        {t('proposal-screens.notes')}
      </label>
      <textarea
        id="proposal-notes"
        name="notes"
        className="form-control"
        rows={3}
        maxLength={proposalLimits.notesLength}
        defaultValue={proposal.notes}
      />
      <button type="submit" className="btn btn-outline-primary mt-2" disabled={busy} aria-busy={busy}>
        {t('proposal-screens.notes.save')}
      </button>
      {result?.intent === 'notes' && result.status === 'done' ? (
        <output className="d-block text-success mt-2">{t('proposal-screens.notes.saved')}</output>
      ) : null}
      <FormError result={result} intent="notes" />
    </Form>
  );
}

/**
 * Spec §2 sales proposal detail (/sales/proposals/{id}): facts, status change, notes, recipients, lines at the
 * customer's net prices, the events timeline, the Excel export (spec §2: a proposal offers an Excel export on
 * the sales side) and deletion after a confirmation.
 */
export function SalesProposalPage({
  proposal,
  areaId,
  result,
}: {
  proposal: Proposal;
  areaId: string;
  result: SalesProposalActionData | undefined;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const confirming = result?.intent === 'delete' && result.status === 'confirm';
  const excel = `/api/Proposal/ExportProposalAsExcel?${new URLSearchParams({ Area: areaId, Id: proposal.id })}`;
  return (
    <SalesLayout
      current="salesProposals"
      title={proposal.name}
      before={<BackLink route="salesProposals" labelKey="proposal-screens.proposals.back" />}
      actions={
        <>
          <DownloadButton
            href={excel}
            label={t('proposal-screens.export-excel')}
            fileName={`proposal-${proposal.id}.xlsx`}
          />
          <ProposalLineSheet proposalId={proposal.id} areaId={areaId} side="sales" />
        </>
      }
    >
      <DetailFacts
        facts={[
          { label: t('proposal-screens.status'), value: <ProposalStatusBadge status={proposal.status} /> },
          {
            label: t('proposal-screens.customer'),
            value: `${proposal.customerName} (${proposal.customerNumber})`,
          },
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
      <div className="proposal-forms">
        <StatusForm proposal={proposal} result={result} />
        <NotesForm proposal={proposal} result={result} />
      </div>

      <h2 className="h5 mt-4">{t('proposal-screens.recipients')}</h2>
      <ul className="proposal-recipients-list">
        {proposal.recipients.map((recipient) => (
          <li key={recipient.userId}>
            {recipient.name} <span className="text-body-secondary">{recipient.username}</span>
          </li>
        ))}
      </ul>

      <h2 className="h5 mt-4">{t('proposal-screens.lines.title')}</h2>
      <ProposalLinesTable proposal={proposal} lines={proposal.lines} />

      <h2 className="h5 mt-4">{t('proposal-screens.events.title')}</h2>
      <ProposalEventsTimeline events={proposal.events} />

      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="delete" />
        {confirming ? (
          <>
            <p role="alert">{t('proposal-screens.proposal.delete-question', { name: proposal.name })}</p>
            <input type="hidden" name="confirmed" value="yes" />
          </>
        ) : null}
        <button type="submit" className={`btn ${confirming ? 'btn-danger' : 'btn-outline-danger'}`}>
          {t(confirming ? 'proposal-screens.proposal.confirm-delete' : 'proposal-screens.proposal.delete')}
        </button>
        <FormError result={result} intent="delete" />
      </Form>
    </SalesLayout>
  );
}
