import type { ApplicationAddress, DealerApplicationDetail } from '@shop/contracts';
import { Fragment, useEffect, useRef } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { ApplicationRow, decideApplication } from './backoffice-forms.server.ts';
import { ListPager } from './list-pager.tsx';

type Props = {
  status: string | null;
  page: number;
  items: ApplicationRow[];
  itemsTotal: number;
  detail: (DealerApplicationDetail & { received: string }) | 'missing' | null;
  pageSize: number;
};

const statusKey = (status: string) => `backoffice.applications.status.${status}`;

const addressText = (address: ApplicationAddress) =>
  [address.address1, address.address2, `${address.postalCode} ${address.city}`, address.countryCode]
    .filter(Boolean)
    .join(', ');

/** Dealer applications (ADR 53): a status filter, the list newest first, and one application with its decision. */
export function ApplicationsPage({ status, page, items, itemsTotal, detail, pageSize }: Props) {
  const t = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const linkTo = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('id', id);
    return `${pathname}?${params}`;
  };
  return (
    <BackofficeLayout
      current="backofficeApplications"
      title={t('backoffice.applications.title')}
      intro={t('backoffice.applications.intro')}
    >
      <Form method="get" className="d-flex gap-2 align-items-end mb-3">
        <div>
          <label htmlFor="applications-status" className="form-label">
            {t('backoffice.applications.filter')}
          </label>
          <select id="applications-status" name="status" defaultValue={status ?? ''} className="form-select">
            <option value="">{t('backoffice.applications.all')}</option>
            {['new', 'approved', 'rejected'].map((value) => (
              <option key={value} value={value}>
                {t(statusKey(value))}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {t('backoffice.forms.apply')}
        </button>
      </Form>
      <p>{translateCount(t, language, 'backoffice.applications.count', itemsTotal)}</p>
      {items.length === 0 ? (
        <p>{t('backoffice.applications.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.applications.column.number')}</th>
                <th scope="col">{t('backoffice.applications.column.received')}</th>
                <th scope="col">{t('backoffice.applications.column.company')}</th>
                <th scope="col">{t('backoffice.applications.column.contact')}</th>
                <th scope="col">{t('backoffice.applications.column.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.applicationId}>
                  <td>
                    <Link
                      to={linkTo(item.applicationId)}
                      aria-label={t('backoffice.applications.open', { number: item.applicationId })}
                    >
                      {item.applicationId}
                    </Link>
                  </td>
                  <td>{item.received}</td>
                  <td>{item.companyName}</td>
                  <td>{item.contactEmail}</td>
                  <td>{t(statusKey(item.status))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} total={itemsTotal} pageSize={pageSize} />
      {detail === 'missing' ? <p role="alert">{t('backoffice.applications.not-found')}</p> : null}
      {detail && detail !== 'missing' ? (
        <ApplicationDetail key={detail.applicationId} detail={detail} />
      ) : null}
    </BackofficeLayout>
  );
}

function ApplicationDetail({ detail }: { detail: DealerApplicationDetail & { received: string } }) {
  const t = useT();
  const navigation = useNavigation();
  const result = useActionData<typeof decideApplication>();
  const heading = useRef<HTMLHeadingElement>(null);
  const { application } = detail;
  // Opened from the list: the keyboard lands on the detail (keyed by id, so each one focuses once).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const rows: Array<[string, string]> = [
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
  ];
  return (
    <section className="mt-4" aria-labelledby="application-detail">
      <h2 id="application-detail" ref={heading} tabIndex={-1} className="h4">
        {t('backoffice.applications.detail', { number: detail.applicationId })}
      </h2>
      <p>
        {detail.filedBy
          ? t('backoffice.applications.kind.salesManager', {
              name: detail.filedBy.name,
              email: detail.filedBy.email,
            })
          : t('backoffice.applications.kind.dealer')}
      </p>
      <dl className="row">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4">{label}</dt>
            <dd className="col-sm-8">{value}</dd>
          </Fragment>
        ))}
      </dl>
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
    </section>
  );
}
