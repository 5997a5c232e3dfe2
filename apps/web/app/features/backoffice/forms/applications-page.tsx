import {
  type ApplicationAddress,
  type DealerApplicationStatus,
  dealerApplicationStatuses,
  localizePath,
} from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { ApplicationRow, ApplicationShown, DecisionResult } from './backoffice-forms.server.ts';
import { ReceivedDetail } from './received-detail.tsx';
import { ReceivedListPage } from './received-list-page.tsx';

type Props = {
  status: string | null;
  page: number;
  items: ApplicationRow[];
  itemsTotal: number;
  detail: ApplicationShown | 'missing' | null;
  pageSize: number;
};

const statusKey = (status: DealerApplicationStatus): TextKey => `backoffice.applications.status.${status}`;

const addressText = (address: ApplicationAddress) =>
  [address.address1, address.address2, `${address.postalCode} ${address.city}`, address.countryCode]
    .filter(Boolean)
    .join(', ');

/** Dealer applications (ADR 53): a status filter, the list newest first, and one application with its decision. */
export function ApplicationsPage({ status, page, items, itemsTotal, detail, pageSize }: Props) {
  const t = useT();
  return (
    <ReceivedListPage
      current="backofficeApplications"
      texts="backoffice.applications"
      filter={{
        id: 'applications-status',
        name: 'status',
        value: status,
        options: dealerApplicationStatuses.map((value) => ({ value, label: t(statusKey(value)) })),
      }}
      rows={items}
      idOf={(item) => item.applicationId}
      columns={[
        { header: t('backoffice.applications.column.company'), cell: (item) => item.companyName },
        { header: t('backoffice.applications.column.contact'), cell: (item) => item.contactEmail },
        { header: t('backoffice.applications.column.status'), cell: (item) => t(statusKey(item.status)) },
      ]}
      page={page}
      itemsTotal={itemsTotal}
      pageSize={pageSize}
      missing={detail === 'missing'}
      detail={
        detail && detail !== 'missing' ? (
          <ApplicationDetail key={detail.applicationId} detail={detail} />
        ) : null
      }
    />
  );
}

/** What the last decision answered, as a message for the staff user (a question is shown on its own). */
function DecisionMessage({ result }: { result: DecisionResult }) {
  const t = useT();
  if (result.outcome === 'confirm') return null;
  if (result.outcome === 'email-taken') {
    return (
      <output className="alert alert-danger d-block">
        {t('backoffice.applications.email-taken', { email: result.email })}
      </output>
    );
  }
  return (
    <output className="alert alert-info d-block">
      {result.outcome === 'decided'
        ? t('backoffice.applications.decided', {
            number: result.applicationId,
            status: t(statusKey(result.status)).toLowerCase(),
          })
        : result.outcome === 'already-decided'
          ? t('backoffice.applications.already-decided')
          : t('backoffice.applications.not-found')}
    </output>
  );
}

/**
 * A decision asked for: what it does and that it cannot be undone, with its own confirm button (which posts it
 * again with `confirmed=yes`) and a way back that changes nothing. Focus lands on it.
 */
function ConfirmDecision({
  detail,
  decision,
}: {
  detail: ApplicationShown;
  decision: 'approved' | 'rejected';
}) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const location = useLocation();
  const focus = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  const values = {
    number: detail.applicationId,
    company: detail.application.companyName,
    email: detail.application.contact.email,
  };
  return (
    <div className="alert alert-warning" role="alert" tabIndex={-1} ref={focus}>
      <p>{t(`backoffice.applications.confirm-${decision}`, values)}</p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="applicationId" value={detail.applicationId} />
        <input type="hidden" name="decision" value={decision} />
        <input type="hidden" name="confirmed" value="yes" />
        <button
          type="submit"
          className={decision === 'approved' ? 'btn btn-primary' : 'btn btn-danger'}
          disabled={busy}
        >
          {t(`backoffice.applications.confirm-${decision}.yes`)}
        </button>
        <Link to={{ search: location.search }} className="btn btn-outline-secondary" replace>
          {t('backoffice.applications.confirm.no')}
        </Link>
      </Form>
    </div>
  );
}

/** The application's timeline, oldest first, each line with its time in Copenhagen time. */
function Timeline({ events }: { events: ApplicationShown['timeline'] }) {
  const t = useT();
  const nameOf = (by: { name: string } | null) => by?.name ?? t('backoffice.applications.event.someone');
  const textOf = (event: ApplicationShown['timeline'][number]) => {
    switch (event.kind) {
      case 'received':
        return event.by
          ? t('backoffice.applications.event.received-by', { name: event.by.name })
          : t('backoffice.applications.event.received');
      case 'approved':
        return t('backoffice.applications.event.approved', {
          name: nameOf(event.by),
          customer: event.customerNumber ?? '',
        });
      case 'rejected':
        return t('backoffice.applications.event.rejected', { name: nameOf(event.by) });
      case 'invitation-mailed':
      case 'rejection-mailed':
        return t(`backoffice.applications.event.${event.kind}`, { email: event.email ?? '' });
    }
  };
  return (
    <section aria-labelledby="application-timeline" className="mt-3">
      <h3 id="application-timeline" className="h5">
        {t('backoffice.applications.timeline')}
      </h3>
      <ol className="list-unstyled">
        {events.map((event, index) => (
          // A timeline only grows: its lines keep their places, so the index names each.
          <li key={index} data-event={event.kind}>
            <time dateTime={event.at}>{event.when}</time>: {textOf(event)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ApplicationDetail({ detail }: { detail: ApplicationShown }) {
  const t = useT();
  const language = useLanguage();
  const navigation = useNavigation();
  const result = useActionData<DecisionResult>();
  const { application } = detail;
  const confirming =
    result?.outcome === 'confirm' && result.applicationId === detail.applicationId && detail.status === 'new'
      ? result.decision
      : null;
  return (
    <ReceivedDetail
      id="application-detail"
      title={t('backoffice.applications.detail', { number: detail.applicationId })}
      lead={
        <p>
          {detail.filedBy
            ? t('backoffice.applications.kind.salesManager', {
                name: detail.filedBy.name,
                email: detail.filedBy.email,
              })
            : t('backoffice.applications.kind.dealer')}
        </p>
      }
      facts={[
        [t('backoffice.applications.column.received'), detail.received],
        [t('backoffice.applications.column.company'), application.companyName],
        [t('backoffice.applications.vat-number'), application.vatNumber],
        [t('backoffice.applications.billing-address'), addressText(application.billingAddress)],
        [
          t('backoffice.applications.shipping-address'),
          application.shippingAddress
            ? addressText(application.shippingAddress)
            : t('backoffice.applications.same-as-billing'),
        ],
        [t('backoffice.applications.contact'), application.contact.name],
        [t('backoffice.applications.email'), application.contact.email],
        [t('backoffice.applications.phone'), application.contact.phone],
        [t('backoffice.applications.currency'), application.currencyCode],
        [t('backoffice.applications.message'), application.message ?? '–'],
        [t('backoffice.applications.language'), detail.languageCode],
        [t('backoffice.applications.column.status'), t(statusKey(detail.status))],
      ]}
    >
      {detail.customerNumber ? (
        <p>
          <Link to={localizePath('backofficeCustomer', language, { customerId: detail.customerNumber })}>
            {t('backoffice.applications.open-customer', { customer: detail.customerNumber })}
          </Link>
        </p>
      ) : null}
      {/* The router hands over the decision while it reloads the application: said once the page shows it. */}
      {result && navigation.state === 'idle' ? <DecisionMessage result={result} /> : null}
      {confirming ? <ConfirmDecision detail={detail} decision={confirming} /> : null}
      {detail.status === 'new' && !confirming ? (
        <Form method="post" className="d-flex gap-2">
          <input type="hidden" name="applicationId" value={detail.applicationId} />
          <button
            type="submit"
            name="decision"
            value="approved"
            className="btn btn-primary"
            disabled={navigation.state !== 'idle'}
          >
            {t('backoffice.applications.approve')}
          </button>
          <button
            type="submit"
            name="decision"
            value="rejected"
            className="btn btn-outline-danger"
            disabled={navigation.state !== 'idle'}
          >
            {t('backoffice.applications.reject')}
          </button>
        </Form>
      ) : null}
      {detail.status !== 'new' ? <p>{t('backoffice.applications.final')}</p> : null}
      <Timeline events={detail.timeline} />
    </ReceivedDetail>
  );
}
