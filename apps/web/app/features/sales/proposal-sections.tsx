import {
  type GetLatestProposalEventsResponse,
  type GetProposalDraftsResponse,
  localizePath,
} from '@shop/contracts';
import { Link } from 'react-router';
import { ListTable } from '../../components/ui/list-table.tsx';
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
          <ListTable
            caption={t('sales.proposals.drafts-caption')}
            columns={[
              { header: t('sales.proposals.name'), cell: (draft) => draft.name },
              {
                header: t('sales.column.lines'),
                cell: (draft) =>
                  `${translateCount(t, language, 'sales.cart.lines', draft.lineCount)}, ${translateCount(t, language, 'sales.proposals.recipients', draft.recipientCount)}`,
              },
              { header: t('sales.column.last-change'), cell: (draft) => format.date(draft.updatedAt) },
            ]}
            rows={drafts.answer.drafts}
            rowKey={(draft) => draft.id}
          />
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
          <ListTable
            caption={t('sales.proposals.latest-caption')}
            columns={[
              { header: t('sales.proposals.event'), cell: (event) => t(`proposal.event.${event.event}`) },
              { header: t('sales.proposals.when'), cell: (event) => when.format(new Date(event.at)) },
              {
                header: t('sales.proposals.proposal'),
                cell: (event) => (
                  <>
                    <Link to={localizePath('salesProposal', language, { id: event.proposalId })}>
                      {event.proposalName}
                    </Link>
                    <span className="d-block small text-body-secondary">{event.customerName}</span>
                  </>
                ),
              },
              { header: t('sales.proposals.by'), cell: (event) => event.userName ?? '' },
            ]}
            rows={events.answer.events}
            rowKey={(event) => `${event.proposalId}-${event.event}-${event.userId ?? ''}-${event.at}`}
          />
        )}
        <Link to={localizePath('salesProposals', language)}>{t('sales.proposals.all-proposals')}</Link>
      </section>
    </div>
  );
}
