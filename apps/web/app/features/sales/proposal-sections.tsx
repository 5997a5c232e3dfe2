import {
  type GetLatestProposalEventsResponse,
  type GetProposalDraftsResponse,
  localizePath,
} from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { localeForLanguage } from '../../lib/money.ts';
import { shopTimeZone, useDocumentFormat } from '../customer-center/use-document-format.ts';
import type { Loaded } from './loaded.ts';

/**
 * The dashboard's proposal work (issue 18): the drafts in progress and the latest proposal events (Created, Opened,
 * AddedToCart, Deleted), read through the proposals' own calls; each section says so on its own when its call fails.
 */
export function ProposalSections({
  drafts,
  events,
}: {
  drafts: Loaded<{ answer: GetProposalDraftsResponse }>;
  events: Loaded<{ answer: GetLatestProposalEventsResponse }>;
}) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  // Events happen several a day: the time too, on the shop's clock (the same on the server and in the browser).
  const when = new Intl.DateTimeFormat(localeForLanguage(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  });
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
      <section className="col-lg-6" aria-labelledby="sales-events-title">
        <h2 id="sales-events-title" className="h5">
          {t('sales.proposals.latest')}
        </h2>
        {events.status === 'failed' ? (
          <p className="alert alert-warning">{t('sales.proposals.failed')}</p>
        ) : events.answer.events.length === 0 ? (
          <p>{t('sales.proposals.latest-empty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table document-table">
              <caption className="visually-hidden">{t('sales.proposals.latest-caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.proposals.when')}</th>
                  <th scope="col">{t('sales.proposals.event')}</th>
                  <th scope="col">{t('sales.proposals.proposal')}</th>
                  <th scope="col">{t('sales.proposals.by')}</th>
                </tr>
              </thead>
              <tbody>
                {events.answer.events.map((event) => (
                  <tr key={`${event.proposalId}-${event.event}-${event.userId ?? ''}-${event.at}`}>
                    <td className="text-nowrap">{when.format(new Date(event.at))}</td>
                    <th scope="row">{t(`proposal.event.${event.event}`)}</th>
                    <td>
                      <Link to={localizePath('salesProposal', language, { id: event.proposalId })}>
                        {event.proposalName}
                      </Link>
                      <span className="d-block small text-body-secondary">{event.customerName}</span>
                    </td>
                    <td>{event.userName ?? ''}</td>
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
