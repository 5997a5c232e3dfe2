import {
  type ApplicationAddress,
  type DealerApplicationDetail,
  type DealerApplicationStatus,
  dealerApplicationStatuses,
} from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { Form, useActionData, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { ApplicationRow, decideApplication } from './backoffice-forms.server.ts';
import { ReceivedDetail } from './received-detail.tsx';
import { ReceivedListPage } from './received-list-page.tsx';

type Props = {
  status: string | null;
  page: number;
  items: ApplicationRow[];
  itemsTotal: number;
  detail: (DealerApplicationDetail & { received: string }) | 'missing' | null;
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

function ApplicationDetail({ detail }: { detail: DealerApplicationDetail & { received: string } }) {
  const t = useT();
  const navigation = useNavigation();
  const result = useActionData<typeof decideApplication>();
  const { application } = detail;
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
      {/* The router hands over the decision while it reloads the application: said once the page shows it. */}
      {result && navigation.state === 'idle' ? (
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
      ) : null}
      {detail.status === 'new' ? (
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
    </ReceivedDetail>
  );
}
